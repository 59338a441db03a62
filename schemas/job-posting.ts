import { z } from "zod";
import { httpsUrl as httpsUrlRule, plainText } from "./content-rules";
import { JOB_PATH_MAX_LENGTH } from "./paths";
import { type UsStateCode, usStates } from "./us-states";

export { type UsStateCode, usStates } from "./us-states";

/**
 * How long a posting's parts may be. Generous for what a page shows (the longest paragraph of the original
 * postings is about 400 characters), and bounded, so no field can grow a page or a feed without end.
 */
export const JOB_POSTING_LIMITS = {
  /** A paragraph, list item or other text. */
  text: 2000,
  /** A title, label, heading, place name or other one-line text. */
  line: 200,
  /** Items in one list (paragraphs, benefits, skills, keywords, places). */
  listItems: 60,
  url: 2048,
} as const;

/** Plain text (the shared rule), surrounding spaces trimmed first. */
const text = z.string().trim().max(JOB_POSTING_LIMITS.text).pipe(plainText());
const line = z.string().trim().max(JOB_POSTING_LIMITS.line).pipe(plainText());
const list = <T extends z.ZodType>(item: T) => z.array(item).max(JOB_POSTING_LIMITS.listItems);
const paragraphs = list(text).min(1);
const isoDate = z.iso.date();
const httpsUrl = httpsUrlRule().check(z.maxLength(JOB_POSTING_LIMITS.url));

export const StateCodeSchema = z.enum(Object.keys(usStates) as [UsStateCode, ...UsStateCode[]]);

export const JobRoleSchema = z.enum(["NP", "PA"]);
export type JobRole = z.infer<typeof JobRoleSchema>;

export const EmploymentTypeSchema = z.enum(["FULL_TIME", "PART_TIME"]);
export type EmploymentType = z.infer<typeof EmploymentTypeSchema>;

export const JobLocationSchema = z.strictObject({
  locality: line,
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
  label: line,
  applicantLocations: list(ApplicantLocationSchema).min(1),
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
  per: line.optional(),
  detail: text.optional(),
});
export type Bonus = z.infer<typeof BonusSchema>;

export const LinkSchema = z.strictObject({ label: line, href: httpsUrl });
export type JobLink = z.infer<typeof LinkSchema>;

export const RecruiterSchema = z.strictObject({
  name: line,
  title: z.literal("Healthcare Recruitment Specialist"),
  email: z.email().max(254),
  phone: line,
  phoneHref: z.string().regex(/^tel:\+1\d{10}$/),
  web: LinkSchema,
  about: text,
});
export type Recruiter = z.infer<typeof RecruiterSchema>;

export const ApplySchema = z.strictObject({
  subject: line,
  body: text.optional(),
  /** The partner's own job page; when set it replaces the call button. */
  partnerJobUrl: z.optional(httpsUrl),
});

const SectionSchema = z.strictObject({ heading: line, items: list(text).min(1) });

/** Google's education credential categories. */
const CredentialCategorySchema = z.enum([
  "high school",
  "associate degree",
  "bachelor degree",
  "professional certificate",
  "postgraduate degree",
]);

const baseFields = {
  path: z
    .string()
    .max(JOB_PATH_MAX_LENGTH)
    .regex(/^\/job-[a-z0-9]+(?:-[a-z0-9]+)*$/),
  /** Older addresses that answer 301 to `path`. */
  legacyPaths: list(
    z
      .string()
      .max(JOB_PATH_MAX_LENGTH)
      .regex(/^\/jobs\/[a-z0-9]+(?:-[a-z0-9]+)*$/),
  ),
  /** Stable id of the role for job boards (JSON-LD identifier, feed guid detail). */
  identifier: z
    .string()
    .max(JOB_PATH_MAX_LENGTH)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  title: line,
  /** Short heading on cards and in the menu. */
  shortTitle: line,
  specialty: line,
  roles: list(JobRoleSchema),
  occupation: z.strictObject({ code: z.string().regex(/^\d{2}-\d{4}\.\d{2}$/), name: line }).optional(),
  locations: list(JobLocationSchema),
  remote: RemoteSchema.optional(),
  /** Extra place detail shown with the address, e.g. a second ZIP code the text refers to. */
  locationNote: text.optional(),
  nearbyCommunities: list(line),
  employmentTypes: list(EmploymentTypeSchema).min(1),
  openings: z.number().int().positive().optional(),
  /** Weekly hours as shown on the page and in workHours. */
  hours: line,
  schedule: line.optional(),
  callRequirement: line.optional(),
  pay: PaySchema,
  bonus: BonusSchema.optional(),
  benefits: list(text),
  /** Plain statement shown with the benefits, e.g. that a part-time role carries no further benefits. */
  benefitsNote: text.optional(),
  about: paragraphs,
  whyYoullLoveIt: SectionSchema,
  responsibilities: SectionSchema,
  qualifications: z.strictObject({ required: list(text).min(1), preferred: list(text) }),
  whatWeOffer: list(text).min(1),
  skills: list(line).min(1),
  education: z.strictObject({ category: CredentialCategorySchema, description: text }),
  experience: z.strictObject({ months: z.number().int().min(0).optional(), description: text }),
  keywords: list(line),
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
    keywords: list(line).min(3),
  }),
};

const LayoutASchema = z.strictObject({ ...baseFields, layout: z.literal("A") });

const LayoutBSchema = z.strictObject({
  ...baseFields,
  layout: z.literal("B"),
  /** Upper-case tag beside FULL-TIME/PART-TIME, e.g. "TWIN CITIES". */
  locationTag: line,
  lifestyleTag: line,
  highlight: z.strictObject({ title: line, text }),
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
