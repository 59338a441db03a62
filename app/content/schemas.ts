import * as z from "zod/mini";
import { httpsUrl, internalHref as siteHref, plainText } from "#schemas/content-rules";
import { type PagePath, pages } from "./pages";
import { serviceIcons } from "./services";

/**
 * The rules every editorial record must meet, and the types the content modules are written against.
 * Schemas only check, never transform, so the records a browser renders are exactly those checked.
 * Only the prerender and the tests load this module (content modules import its types alone), so no
 * schema code reaches the browser: `registry.ts` checks every record against its collection's schema.
 * The shared rules (plain text, internal links) are those of `schemas/content-rules.ts`.
 */

/** Plain text of at least two characters. */
export const text = plainText().check(z.minLength(2));

/** An address inside the site: a page's path with an optional query or section anchor, or an anchor on this page. */
const internalHref = siteHref(pages.map((page) => page.path));

const externalHref = httpsUrl();

const StatSchema = z.object({ value: text, label: text });
export type Stat = z.infer<typeof StatSchema>;

const LinkSchema = z.object({ label: text, href: internalHref });
export type ContentLink = z.infer<typeof LinkSchema>;

/** A table cell: yes, no, or a short qualifier such as "Limited", "Sometimes", "Varies" or "N/A". */
const CellSchema = z.union([z.boolean(), text]);
export type ComparisonCell = z.infer<typeof CellSchema>;

const ComparisonRowSchema = z.object({
  feature: text,
  us: CellSchema,
  generalRecruiter: CellSchema,
  staffingAgency: CellSchema,
  jobBoard: CellSchema,
});
export type ComparisonRow = z.infer<typeof ComparisonRowSchema>;

const ServiceCategorySchema = z.object({
  name: z.enum(["For Nurse Practitioners", "For Physician Assistants", "For Healthcare Employers"]),
  summary: text,
  services: z.array(text).check(z.minLength(4)),
});
export type ServiceCategory = z.infer<typeof ServiceCategorySchema>;

const MetricSchema = z.object({ metric: text, value: text, detail: text });
export type Metric = z.infer<typeof MetricSchema>;

const ReasonSchema = z.object({ title: text, description: text });
export type Reason = z.infer<typeof ReasonSchema>;

const SpecialtyCategorySchema = z.object({ category: text, areas: z.array(text).check(z.minLength(4)) });
export type SpecialtyCategory = z.infer<typeof SpecialtyCategorySchema>;

const CertificationSchema = z.object({ name: text, description: text });
export type Certification = z.infer<typeof CertificationSchema>;

const ExpertiseGuideSchema = z.object({
  path: z.custom<PagePath>((value) => pages.some((page) => page.path === value)),
  kind: text,
});

const FaqItemSchema = z.object({ question: text.check(z.regex(/\?$/)), answer: text });
export type FaqItem = z.infer<typeof FaqItemSchema>;

const FaqCategorySchema = z.object({
  id: z.string().check(z.regex(/^[a-z-]+$/)),
  title: z.enum([
    "General",
    "For Healthcare Employers",
    "Recruitment Process and Requirements",
    "Compensation and Benefits",
  ]),
  items: z.array(FaqItemSchema).check(z.length(5)),
});
export type FaqCategory = z.infer<typeof FaqCategorySchema>;

const SectionIntroSchema = z.object({ eyebrow: text, heading: text, intro: text });

const LandingSchema = z.object({
  hero: z.object({
    eyebrow: text,
    heading: text,
    intro: text,
    primary: LinkSchema,
    secondary: LinkSchema,
    highlights: z.array(StatSchema).check(z.length(3)),
    assurances: z.array(text).check(z.minLength(2)),
  }),
  services: SectionIntroSchema,
  process: z.extend(SectionIntroSchema, { cta: LinkSchema }),
  contact: z.object({
    eyebrow: text,
    heading: text,
    intro: text,
    formSource: z.literal("Homepage Main Contact Form"),
    formTitle: z.literal("Get Matched with Top Healthcare Talent in 20 Minutes"),
    points: z.array(text).check(z.minLength(3)),
  }),
  testimonials: SectionIntroSchema,
  trust: z.object({ heading: text, intro: text }),
  faq: SectionIntroSchema,
  resources: SectionIntroSchema,
  jobSeekers: z.object({
    heading: text,
    intro: text,
    points: z.array(text).check(z.minLength(3)),
    links: z.array(LinkSchema).check(z.length(2)),
  }),
});

const ToastCopySchema = z.object({ title: text, description: text });

const LeadCaptureSchema = z.object({
  fields: z.object({ optional: text }),
  quickForm: z.object({
    submit: text,
    success: ToastCopySchema,
    failure: ToastCopySchema,
    confirmation: text,
  }),
  contactForm: z.object({
    submit: text,
    success: ToastCopySchema,
    failure: ToastCopySchema,
    inlineThanks: text,
    compactThanks: text,
    privacyNote: text,
    privacyLink: LinkSchema,
  }),
  submitting: text,
  floatingCta: z.object({
    label: text,
    shortLabel: text,
    title: text,
    description: text,
    source: text,
  }),
  exitIntent: z.object({
    title: text,
    description: text,
    benefits: z.array(text).check(z.length(3)),
    source: text,
  }),
  dialogClose: text,
  thankYouPage: z.object({
    heading: text,
    intro: text,
    nextHeading: text,
    steps: z.array(z.object({ title: text, text: text })).check(z.length(3)),
    contactHeading: text,
    contactText: text,
    linksHeading: text,
    home: LinkSchema,
    links: z.array(LinkSchema).check(z.minLength(2)),
  }),
});

const LegalSectionSchema = z.object({
  id: z.string().check(z.regex(/^[a-z-]+$/)),
  heading: text,
  paragraphs: z.array(text).check(z.minLength(1)),
  list: z.optional(z.array(text).check(z.minLength(2))),
  closing: z.optional(z.array(text)),
});
export type LegalSection = z.infer<typeof LegalSectionSchema>;

const LegalDocumentSchema = z.object({
  updated: z.iso.date(),
  summary: z.array(text).check(z.minLength(3)),
  sections: z.array(LegalSectionSchema).check(z.minLength(8)),
});
export type LegalDocument = z.infer<typeof LegalDocumentSchema>;

const LinkedInGroupSchema = z.object({
  name: text,
  url: externalHref.check(z.regex(/^https:\/\/www\.linkedin\.com\/groups\/\d+\/$/)),
  members: text,
  description: text,
});
export type LinkedInGroup = z.infer<typeof LinkedInGroupSchema>;

const ProcessStepSchema = z.object({
  title: z.enum(["Reach Out", "Connect", "Review Candidates", "Interview & Offer", "Hire & Onboard"]),
  timing: text,
  description: text,
});
export type ProcessStep = z.infer<typeof ProcessStepSchema>;

const ResourceCardSchema = z.object({ category: text, title: text, excerpt: text, href: internalHref });
export type ResourceCard = z.infer<typeof ResourceCardSchema>;

const ServiceCardSchema = z.object({
  id: z.string().check(z.regex(/^[a-z-]+$/)),
  title: text,
  description: text,
  points: z.array(text).check(z.length(3)),
  icon: z.enum(serviceIcons),
});
export type ServiceCard = z.infer<typeof ServiceCardSchema>;

const TeamMemberSchema = z.object({
  name: text,
  title: text,
  experience: text,
  specialties: z.array(text).check(z.minLength(3)),
  bio: text,
  credentials: z.array(text).check(z.minLength(2)),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

const TestimonialSchema = z.object({
  quote: text,
  author: text,
  role: text,
  company: text,
  logo: z.object({
    src: z.string().check(z.regex(/^\/logos\/[a-z0-9-]+\.svg$/)),
    width: z.number().check(z.int(), z.positive()),
    height: z.number().check(z.int(), z.positive()),
  }),
});
export type Testimonial = z.infer<typeof TestimonialSchema>;

/** Every editorial record by name, with the rule it must meet. */
export const contentSchemas = {
  "comparison.rows": z.array(ComparisonRowSchema).check(z.minLength(8)),
  "comparison.audiences": z.array(ServiceCategorySchema).check(z.length(3)),
  "comparison.metrics": z.array(MetricSchema).check(z.length(6)),
  "comparison.reasons": z.array(ReasonSchema).check(z.length(6)),
  "comparison.verdict": z.array(text).check(z.minLength(2)),
  "expertise.specialties": z.array(SpecialtyCategorySchema).check(z.length(6)),
  "expertise.certifications": z.array(CertificationSchema).check(z.minLength(4)),
  "expertise.guides": z.array(ExpertiseGuideSchema).check(z.length(10)),
  "faq.landing": z.array(FaqItemSchema).check(z.length(8)),
  "faq.page": z.array(FaqCategorySchema).check(z.length(4)),
  landing: LandingSchema,
  "lead-capture": LeadCaptureSchema,
  "legal.privacy": LegalDocumentSchema,
  "legal.terms": LegalDocumentSchema,
  "linkedin.groups": z.array(LinkedInGroupSchema).check(z.length(3)),
  "linkedin.reasons": z.array(ReasonSchema).check(z.length(6)),
  process: z.array(ProcessStepSchema).check(z.length(5)),
  resources: z.array(ResourceCardSchema).check(z.length(4)),
  "resources.all": LinkSchema,
  services: z.array(ServiceCardSchema).check(z.length(6)),
  "stats.trust": z.array(StatSchema).check(z.length(4)),
  "stats.faq": z.array(StatSchema).check(z.length(4)),
  "stats.expertise": z.array(StatSchema).check(z.length(6)),
  team: z.array(TeamMemberSchema).check(z.length(3)),
  testimonials: z.array(TestimonialSchema).check(z.length(6)),
};

export type ContentName = keyof typeof contentSchemas;
/** The type of the record named `N`, as its content module declares it. */
export type ContentOf<N extends ContentName> = z.output<(typeof contentSchemas)[N]>;
