import { z } from "zod/mini";
import {
  answer,
  CampaignSchema,
  count,
  DeliveryShape,
  epochMs,
  ResponseWaitSchema,
  statusChange,
} from "./admin-answers";
import {
  type Delivery,
  LEADS_PAGE_MAX,
  type ResponseWait,
  SEARCH_MAX,
  type StatusChangeEntry,
  WAITING_FILTERS,
  statusChangeSchema,
} from "./admin";
import {
  APPLICATION_CHANNELS,
  APPLICATION_STATUSES,
  type ApplicationChannel,
  type ApplicationStatus,
  CREDENTIALS,
  LICENSE_STATE_CODES,
  type LicenseState,
  RESUME_TYPE_KEYS,
  type ResumeType,
} from "./application";
import {
  type ApplicationAnswerFacts,
  type ApplicationAttributionFacts,
  type ApplicationFieldSpec,
  type ApplicationListedFacts,
  applicationApiKey,
  applicationFieldsWhere,
} from "./application-fields";

/** Applications in the staff app (/admin/applications): queries and answers shared by both sides. */

export const APPLICATIONS_PAGE_SIZE = 50;

const ID = /^[A-Za-z0-9-]{1,100}$/;

/**
 * Filters of the applications list, as query-string values. `status` absent lists every application not
 * flagged as spam; `spam` lists only the flagged ones. `state` is a licence state the candidate named.
 */
const queryTime = z.pipe(
  z.string().check(z.regex(/^\d{1,15}$/, "Must be a time in milliseconds")),
  z.transform(Number),
);

export const ApplicationFiltersSchema = z.object({
  posting: z.optional(z.string().check(z.regex(ID, "Unknown posting"))),
  status: z.optional(z.enum([...APPLICATION_STATUSES, "spam"], { error: "Unknown status" })),
  credential: z.optional(z.enum(CREDENTIALS, { error: "Unknown credential" })),
  state: z.optional(
    z.enum(LICENSE_STATE_CODES as [LicenseState, ...LicenseState[]], { error: "Unknown state" }),
  ),
  q: z.optional(z.string().check(z.trim(), z.maxLength(SEARCH_MAX, "Search is too long"))),
  /** `overdue`: no response yet, past the 20-minute promise in business hours; `unanswered`: none yet. */
  waiting: z.optional(z.enum(WAITING_FILTERS, { error: "Unknown waiting filter" })),
  /** `none` (unassigned) or a staff account's id. */
  owner: z.optional(z.string().check(z.regex(/^(none|[A-Za-z0-9-]{1,100})$/, "Unknown owner"))),
  /** Received at or after `from`, before `to` (epoch milliseconds). */
  from: z.optional(queryTime),
  to: z.optional(queryTime),
});
export type ApplicationFilters = z.output<typeof ApplicationFiltersSchema>;

/** `received`: newest first (the API's default); `overdue`: the overdue first, longest waiting on top. */
export const APPLICATION_SORTS = ["received", "overdue"] as const;
export type ApplicationSort = (typeof APPLICATION_SORTS)[number];

export const ApplicationsPageQuerySchema = z.extend(ApplicationFiltersSchema, {
  sort: z.optional(z.enum(APPLICATION_SORTS, { error: "Unknown sort" })),
  cursor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,200}$/, "Invalid cursor"))),
  limit: z.optional(
    z.pipe(
      z.string().check(z.regex(/^\d{1,4}$/, "Invalid limit")),
      z.transform((value) => Math.min(LEADS_PAGE_MAX, Math.max(1, Number(value)))),
    ),
  ),
});

export const ApplicationStatusChangeSchema = statusChangeSchema(APPLICATION_STATUSES);

const ownerId = z.nullable(z.string().check(z.regex(ID, "Unknown staff account")));

/** Gives an application to a staff account, or (null) to nobody. */
export const ApplicationAssignSchema = z.object({ ownerId });

/** At most this many applications change in one bulk action. */
export const APPLICATIONS_BULK_MAX = 200;

/** One action on many applications: give them an owner, or move them to a stage. */
export const ApplicationBulkActionSchema = z.object({
  ids: z
    .array(z.string().check(z.regex(ID, "Unknown application")))
    .check(
      z.minLength(1, "Select at least one application"),
      z.maxLength(APPLICATIONS_BULK_MAX, `At most ${APPLICATIONS_BULK_MAX} applications at once`),
    ),
  action: z.discriminatedUnion("type", [
    z.object({ type: z.literal("assign"), ownerId }),
    z.object({
      type: z.literal("status"),
      status: z.enum(APPLICATION_STATUSES, { error: "Choose a stage" }),
    }),
  ]),
});
export type ApplicationBulkAction = z.output<typeof ApplicationBulkActionSchema>;

export interface ApplicationBulkAnswer {
  /** Applications changed (those already as asked, or gone, are left alone and not counted). */
  changed: number;
}

export interface ApplicationOwnerAnswer {
  ownerId: string | null;
  ownerEmail: string | null;
}
export type ApplicationStatusChange = z.output<typeof ApplicationStatusChangeSchema>;

/**
 * Erasing a candidate on request: every application sent with this e-mail address (any letter case).
 * `preview` only counts them, for the confirmation.
 */
export const ApplicationEraseSchema = z.object({
  email: z
    .string({ error: "Enter the candidate's e-mail address" })
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(3, "Enter the candidate's e-mail address"),
      z.maxLength(254, "Enter the candidate's e-mail address"),
      z.regex(/^[^\s@]+@[^\s@]+$/, "Enter the candidate's e-mail address"),
    ),
  preview: z.optional(z.boolean({ error: "preview is true or false" })),
});

export interface ApplicationEraseAnswer {
  /** How many applications the address has (preview) or had (erased). */
  count: number;
  erased: boolean;
}

/** The candidate's names, contact, credential and licence states come from the field table (`listed`). */
export interface ApplicationSummary extends ApplicationListedFacts {
  id: string;
  createdAt: number;
  status: ApplicationStatus;
  postingId: string;
  /** The posting's path and title when the candidate applied. */
  jobPath: string;
  jobTitle: string;
  /** The posting's short title as it is now (it names the place), or `jobTitle` once it is deleted. */
  postingTitle: string;
  /** Why the application was flagged as spam, or null. */
  spamReason: string | null;
  failedDeliveries: number;
  /** The first line of the candidate's message (null without one). */
  messageStart: string | null;
  wait: ResponseWait;
  /** The recruiter working the application, or null. */
  ownerId: string | null;
  ownerEmail: string | null;
  /** The person's other leads and applications, spam left out (same e-mail, or same phone and last name). */
  fromSamePerson: number;
}

export interface ApplicationsPage {
  applications: ApplicationSummary[];
  nextCursor: string | null;
  /** Counted on the first page only. */
  total: number | null;
  /** The posting the list is filtered to, when it is. */
  posting: ApplicationPosting | null;
}

/** The posting applied to, as it is now. */
export interface ApplicationPosting {
  id: string;
  /** Where the posting is now, and its title; the application's own copy when the posting was deleted. */
  path: string;
  title: string;
  exists: boolean;
}

export interface ApplicationResume {
  /** The name the candidate's file had (display text only). */
  originalName: string;
  /** The name it is downloaded under. */
  name: string;
  type: ResumeType;
  size: number;
  sha256: string;
}

/** The rest of the field table's facts (answers, attribution) beside the summary's. */
export interface ApplicationDetail
  extends ApplicationSummary,
    ApplicationAnswerFacts,
    ApplicationAttributionFacts {
  consentAt: number;
  fillMs: number | null;
  userAgent: string | null;
  resume: ApplicationResume;
}

export type ApplicationDelivery = Delivery<ApplicationChannel>;
export type ApplicationStatusChangeEntry = StatusChangeEntry<ApplicationStatus>;

export interface ApplicationDetailAnswer {
  application: ApplicationDetail;
  posting: ApplicationPosting;
  deliveries: ApplicationDelivery[];
  history: ApplicationStatusChangeEntry[];
  /** Applications sent with the same e-mail address, this one included (what an erasure removes). */
  sameCandidate: number;
}

// ─── Applications ───────────────────────────────────────────────────────────────────────────────────────

const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES);

/** The answer's schema of each fact of the field table that `test` picks, by its API key, in table order. */
function factShape<T>(test: (field: ApplicationFieldSpec) => boolean) {
  return Object.fromEntries(
    applicationFieldsWhere(test).map((field) => {
      const value: z.ZodMiniType =
        field.type === "credential"
          ? z.enum(CREDENTIALS)
          : field.type === "licenseStates"
            ? z.array(z.enum(LICENSE_STATE_CODES as [LicenseState, ...LicenseState[]]))
            : field.type === "campaign"
              ? CampaignSchema
              : field.type === "years"
                ? z.nullable(z.number())
                : field.required
                  ? z.string()
                  : z.nullable(z.string());
      return [applicationApiKey(field), value];
    }),
  ) as unknown as { [K in keyof T]-?: z.ZodMiniType<T[K]> };
}

const ApplicationSummaryShape = {
  id: z.string(),
  createdAt: epochMs,
  status: ApplicationStatusSchema,
  ...factShape<ApplicationListedFacts>((field) => field.listed === true),
  postingId: z.string(),
  jobPath: z.string(),
  jobTitle: z.string(),
  postingTitle: z.string(),
  spamReason: z.nullable(z.string()),
  failedDeliveries: count,
  messageStart: z.nullable(z.string()),
  wait: ResponseWaitSchema,
  ownerId: z.nullable(z.string()),
  ownerEmail: z.nullable(z.string()),
  fromSamePerson: count,
};

const ApplicationPostingSchema = z.object({
  id: z.string(),
  path: z.string(),
  title: z.string(),
  exists: z.boolean(),
});

export const ApplicationsPageSchema = answer<ApplicationsPage>()(
  z.object({
    applications: z.array(z.object(ApplicationSummaryShape)),
    nextCursor: z.nullable(z.string()),
    total: z.nullable(count),
    posting: z.nullable(ApplicationPostingSchema),
  }),
);

export const ApplicationDetailAnswerSchema = answer<ApplicationDetailAnswer>()(
  z.object({
    application: z.object({
      ...ApplicationSummaryShape,
      ...factShape<ApplicationAnswerFacts>((field) => !field.listed && field.group !== "attribution"),
      consentAt: epochMs,
      ...factShape<ApplicationAttributionFacts>((field) => field.group === "attribution"),
      fillMs: z.nullable(z.number()),
      userAgent: z.nullable(z.string()),
      resume: z.object({
        originalName: z.string(),
        name: z.string(),
        type: z.enum(RESUME_TYPE_KEYS as [ResumeType, ...ResumeType[]]),
        size: count,
        sha256: z.string(),
      }),
    }),
    posting: ApplicationPostingSchema,
    deliveries: z.array(z.object({ channel: z.enum(APPLICATION_CHANNELS), ...DeliveryShape })),
    history: z.array(statusChange(APPLICATION_STATUSES)),
    sameCandidate: count,
  }),
);

export const ApplicationEraseAnswerSchema = answer<ApplicationEraseAnswer>()(
  z.object({ count, erased: z.boolean() }),
);

/** An application's status change, as the change's answer gives it. */
export const ApplicationStatusEntryAnswerSchema = z.object({ entry: statusChange(APPLICATION_STATUSES) });

export const ApplicationBulkAnswerSchema = answer<ApplicationBulkAnswer>()(z.object({ changed: count }));

export const ApplicationOwnerAnswerSchema = answer<ApplicationOwnerAnswer>()(
  z.object({ ownerId: z.nullable(z.string()), ownerEmail: z.nullable(z.string()) }),
);
