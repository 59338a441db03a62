import { z } from "zod";
import { issuesByField } from "./content-rules";
import { type JobPosting, JobPostingSchema } from "./job-posting";

/** Payloads of the staff API for job postings (/api/admin/jobs), shared by the inbox and the server. */

/** What is stored: the recruiter's last decision. */
export const POSTING_STATUSES = ["draft", "scheduled", "published", "closed"] as const;
export type PostingStatus = (typeof POSTING_STATUSES)[number];

/** What a reader sees at a given moment: the stored status read against the clock. */
export const JOB_STATES = ["draft", "scheduled", "open", "expired", "closed"] as const;
export type JobState = (typeof JOB_STATES)[number];

const version = z.number({ error: "Send the version you edited" }).int().positive();
const isoDay = z.iso.date({ error: "Use a date (YYYY-MM-DD)" });

export const JobSaveSchema = z.object({ version, posting: z.unknown() });
export const JobVersionSchema = z.object({ version });
/**
 * When a scheduled posting goes live: an instant (`publishAt`, ISO 8601 with offset), or a wall-clock time
 * in the firm's time zone (`localTime`, as a date-and-time field gives it), which the server converts.
 */
export const JobScheduleSchema = z
  .object({
    version,
    publishAt: z.iso.datetime({ offset: true, error: "Use a date and time (ISO 8601)" }).optional(),
    localTime: z.iso.datetime({ local: true, precision: -1, error: "Choose a date and a time" }).optional(),
  })
  .refine((body) => (body.publishAt === undefined) !== (body.localTime === undefined), {
    path: ["publishAt"],
    message: "Choose a date and a time",
  });
export const JobEndSchema = z.object({ version, validThrough: isoDay });
export const JobDuplicateSchema = z.object({
  path: JobPostingSchema.options[0].shape.path,
});
/** Renew or relist several postings in one step, all to one end date; each names the version it was listed at. */
export const BULK_ACTIONS = ["renew", "relist"] as const;
export const JobBulkSchema = z
  .object({
    action: z.enum(BULK_ACTIONS, { error: "Choose renew or relist" }),
    validThrough: isoDay,
    postings: z
      .array(z.object({ id: z.string().regex(/^[0-9a-f-]{36}$/, "Unknown posting"), version }))
      .min(1, "Choose at least one posting")
      .max(200, "Choose at most 200 postings at a time"),
  })
  .refine((body) => new Set(body.postings.map((entry) => entry.id)).size === body.postings.length, {
    path: ["postings"],
    message: "A posting is named twice",
  });
export type JobBulk = z.infer<typeof JobBulkSchema>;

/** The answer to a bulk change: every posting changed, or (nothing changed) why each refused one refused. */
export const JobBulkAnswerSchema = z.object({
  postings: z.array(z.object({ id: z.string(), version: z.number(), validThrough: z.string() })),
});
export const JobBulkFailureSchema = z.object({
  error: z.string(),
  failures: z.array(z.object({ id: z.string(), error: z.string() })),
});

export const JobListQuerySchema = z.object({
  state: z.enum(JOB_STATES, { error: "Unknown state" }).optional(),
  role: z.enum(["NP", "PA"], { error: "Unknown role" }).optional(),
  q: z.string().trim().max(200, "Search is too long").optional(),
});

/** Every bad field of a posting, by its full path ("pay.min", "meta.description"), with the schema's message. */
export function postingFieldErrors(error: {
  issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>;
}): Record<string, string> {
  return issuesByField(error, { root: "posting" });
}

// ─── Job postings ───────────────────────────────────────────────────────────────────────────────────────

/**
 * The posting itself is only checked to be an object here: the editor reads it field by field into its
 * draft, and the server checks it in full on every save. Holding an answer to today's content rules would
 * keep a recruiter from opening an older posting to bring it up to them.
 */
const StoredPostingSchema = z.custom<JobPosting>(
  (value) => typeof value === "object" && value !== null && !Array.isArray(value),
);

const JobRecordShape = {
  id: z.string(),
  version: z.number(),
  status: z.enum(POSTING_STATUSES),
  state: z.enum(JOB_STATES),
  publishAt: z.nullable(z.number()),
  closedAt: z.nullable(z.number()),
  createdAt: z.number(),
  updatedAt: z.number(),
};

export const JobRecordSchema = z.object({
  timeZone: z.string(),
  ...JobRecordShape,
  posting: StoredPostingSchema,
});
/** A posting as the staff API answers it (server/jobs/admin-routes.ts). */
export type JobRecord = z.output<typeof JobRecordSchema>;

export const JobListSchema = z.object({
  postings: z.array(
    z.object({
      ...JobRecordShape,
      path: z.string(),
      title: z.string(),
      roles: z.array(z.enum(["NP", "PA"])),
      locations: z.array(z.string()),
      remote: z.boolean(),
      validThrough: z.string(),
      datePosted: z.string(),
      /** Applications received (spam aside). */
      applications: z.number(),
      /** The same applications per pipeline stage (stages without any are left out). */
      stages: z.record(z.string(), z.number()),
    }),
  ),
  timeZone: z.string(),
});
export type JobList = z.output<typeof JobListSchema>;
export type JobListEntry = JobList["postings"][number];

const JobRevisionSchema = z.object({
  id: z.string(),
  version: z.number(),
  createdAt: z.number(),
  actor: z.string(),
  action: z.string(),
  status: z.enum(POSTING_STATUSES),
  changed: z.array(z.string()),
  posting: StoredPostingSchema,
});
export type JobRevision = z.output<typeof JobRevisionSchema>;

export const JobRevisionsSchema = z.object({ revisions: z.array(JobRevisionSchema) });
