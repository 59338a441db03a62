import { z } from "zod";
import { httpsUrl as httpsUrlRule, plainText } from "./content-rules";
import { type UsStateCode, usStates } from "./us-states";

export { type UsStateCode, usStates } from "./us-states";

/** Plain text (the shared rule), surrounding spaces trimmed first. */
const text = z.string().trim().pipe(plainText());
const paragraphs = z.array(text).min(1);
const isoDate = z.iso.date();
const httpsUrl = httpsUrlRule();

export const StateCodeSchema = z.enum(Object.keys(usStates) as [UsStateCode, ...UsStateCode[]]);

export const JobRoleSchema = z.enum(["NP", "PA"]);
export type JobRole = z.infer<typeof JobRoleSchema>;

export const EmploymentTypeSchema = z.enum(["FULL_TIME", "PART_TIME"]);
export type EmploymentType = z.infer<typeof EmploymentTypeSchema>;

export const JobLocationSchema = z.strictObject({
  locality: text,
  region: StateCodeSchema,
  postalCode: z
    .string()
    .regex(/^\d{5}$/)
    .optional(),
});
export type JobLocation = z.infer<typeof JobLocationSchema>;

/** Where applicants to a remote role may live (Google's applicantLocationRequirements). */
export const ApplicantLocationSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("Country"), name: z.literal("US") }),
  z.strictObject({ type: z.literal("State"), region: StateCodeSchema }),
]);
export type ApplicantLocation = z.infer<typeof ApplicantLocationSchema>;

export const RemoteSchema = z.strictObject({
  label: text,
  applicantLocations: z.array(ApplicantLocationSchema).min(1),
});

const amount = z.number().int().positive();
const PayUnitSchema = z.enum(["YEAR", "HOUR"]);
export type PayUnit = z.infer<typeof PayUnitSchema>;

/** Base pay: a range ("$120,000-$140,000+"), a ceiling ("up to $150,000") or one figure ("$130,000/yr"). */
export const PaySchema = z
  .discriminatedUnion("kind", [
    z.strictObject({
      kind: z.literal("range"),
      min: amount,
      max: amount,
      unit: PayUnitSchema,
      plus: z.boolean(),
    }),
    z.strictObject({ kind: z.literal("upTo"), max: amount, unit: PayUnitSchema }),
    z.strictObject({ kind: z.literal("exact"), value: amount, unit: PayUnitSchema }),
  ])
  .refine((pay) => pay.kind !== "range" || pay.min < pay.max, { message: "pay.min must be below pay.max" });
export type Pay = z.infer<typeof PaySchema>;

export const BonusSchema = z.strictObject({
  amount,
  upTo: z.boolean(),
  annual: z.boolean(),
  /** What each payment is earned for, e.g. "facility onboarded". */
  per: text.optional(),
  detail: text.optional(),
});
export type Bonus = z.infer<typeof BonusSchema>;

export const LinkSchema = z.strictObject({ label: text, href: httpsUrl });
export type JobLink = z.infer<typeof LinkSchema>;

export const RecruiterSchema = z.strictObject({
  name: text,
  title: z.literal("Healthcare Recruitment Specialist"),
  email: z.email(),
  phone: text,
  phoneHref: z.string().regex(/^tel:\+1\d{10}$/),
  web: LinkSchema,
  about: text,
});
export type Recruiter = z.infer<typeof RecruiterSchema>;

export const ApplySchema = z.strictObject({
  subject: text,
  body: text.optional(),
  /** The partner's own job page; when set it replaces the call button. */
  partnerJobUrl: z.optional(httpsUrl),
});

const SectionSchema = z.strictObject({ heading: text, items: z.array(text).min(1) });

/** Google's education credential categories. */
const CredentialCategorySchema = z.enum([
  "high school",
  "associate degree",
  "bachelor degree",
  "professional certificate",
  "postgraduate degree",
]);

const baseFields = {
  path: z.string().regex(/^\/job-[a-z0-9]+(?:-[a-z0-9]+)*$/),
  /** Older addresses that answer 301 to `path`. */
  legacyPaths: z.array(z.string().regex(/^\/jobs\/[a-z0-9]+(?:-[a-z0-9]+)*$/)),
  /** Stable id of the role for job boards (JSON-LD identifier, feed guid detail). */
  identifier: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: text,
  /** Short heading on cards and in the menu. */
  shortTitle: text,
  specialty: text,
  roles: z.array(JobRoleSchema),
  occupation: z.strictObject({ code: z.string().regex(/^\d{2}-\d{4}\.\d{2}$/), name: text }).optional(),
  locations: z.array(JobLocationSchema),
  remote: RemoteSchema.optional(),
  /** Extra place detail shown with the address, e.g. a second ZIP code the text refers to. */
  locationNote: text.optional(),
  nearbyCommunities: z.array(text),
  employmentTypes: z.array(EmploymentTypeSchema).min(1),
  openings: z.number().int().positive().optional(),
  /** Weekly hours as shown on the page and in workHours. */
  hours: text,
  schedule: text.optional(),
  callRequirement: text.optional(),
  pay: PaySchema,
  bonus: BonusSchema.optional(),
  benefits: z.array(text),
  /** Plain statement shown with the benefits, e.g. that a part-time role carries no further benefits. */
  benefitsNote: text.optional(),
  about: paragraphs,
  whyYoullLoveIt: SectionSchema,
  responsibilities: SectionSchema,
  qualifications: z.strictObject({ required: z.array(text).min(1), preferred: z.array(text) }),
  whatWeOffer: z.array(text).min(1),
  skills: z.array(text).min(1),
  education: z.strictObject({ category: CredentialCategorySchema, description: text }),
  experience: z.strictObject({ months: z.number().int().min(0).optional(), description: text }),
  keywords: z.array(text),
  recruiter: RecruiterSchema,
  apply: ApplySchema,
  colorScheme: z.enum(["blue", "purple"]),
  datePosted: isoDate,
  validThrough: isoDate,
  /** The neuropathy posting carries neither JSON-LD nor the link back home. */
  structuredData: z.boolean(),
  linkHome: z.boolean(),
  meta: z.strictObject({
    title: text.check(z.maxLength(65)),
    description: text.check(z.minLength(70), z.maxLength(170)),
    keywords: z.array(text).min(3),
  }),
};

const LayoutASchema = z.strictObject({ ...baseFields, layout: z.literal("A") });

const LayoutBSchema = z.strictObject({
  ...baseFields,
  layout: z.literal("B"),
  /** Upper-case tag beside FULL-TIME/PART-TIME, e.g. "TWIN CITIES". */
  locationTag: text,
  lifestyleTag: text,
  highlight: z.strictObject({ title: text, text }),
  explore: z.array(LinkSchema).length(4),
});

export const JobPostingSchema = z
  .discriminatedUnion("layout", [LayoutASchema, LayoutBSchema])
  .superRefine((job, ctx) => {
    if (job.locations.length === 0 && !job.remote) {
      ctx.addIssue({ code: "custom", path: ["locations"], message: "an on-site posting needs a location" });
    }
    if (job.validThrough <= job.datePosted) {
      ctx.addIssue({
        code: "custom",
        path: ["validThrough"],
        message: "validThrough must follow datePosted",
      });
    }
    if (new Set(job.employmentTypes).size !== job.employmentTypes.length) {
      ctx.addIssue({ code: "custom", path: ["employmentTypes"], message: "duplicate employment type" });
    }
    if (job.roles.length === 0 && !job.occupation) {
      ctx.addIssue({ code: "custom", path: ["occupation"], message: "a non-NP/PA role needs an occupation" });
    }
    if (job.apply.partnerJobUrl && job.layout !== "B") {
      ctx.addIssue({
        code: "custom",
        path: ["apply"],
        message: "partner apply links exist only in layout B",
      });
    }
  });

export type JobPosting = z.infer<typeof JobPostingSchema>;
export type LayoutAJobPosting = Extract<JobPosting, { layout: "A" }>;
export type LayoutBJobPosting = Extract<JobPosting, { layout: "B" }>;
