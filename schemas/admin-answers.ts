import { z } from "zod/mini";
import type {
  AuditPage,
  BulkActionAnswer,
  Campaign,
  DashboardAnswer,
  DeliveryHealth,
  LeadDetailAnswer,
  LeadOwnerChangeEntry,
  LeadSourcesAnswer,
  LeadsPage,
  SessionAnswer,
  SignInLockEntry,
  StaffAnswer,
} from "./admin";
import { LEAD_STATUSES, NOTIFICATION_CHANNELS, NOTIFICATION_STATUSES } from "./admin";
import { USER_TYPES } from "./lead";
import { LeadRestoreItemSchema } from "./lead-undo";
import { ResponseGroupSchema } from "./response-figures";
import { apiKeyOf, LEAD_FIELDS, LEAD_KINDS, type LeadFactAnswers } from "./lead-fields";

/**
 * The staff API's answers, one schema each: the staff app parses every answer with its schema instead of
 * trusting its shape. Each schema is declared against the answer's type (schemas/admin.ts), and `answer`
 * fails the type check when the two differ by a field either way. The applications' answers are in
 * application-admin.ts, the postings' in job-admin.ts.
 */

export type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** `schema`, checked at compile time to describe exactly `T`: `answer<LeadsPage>()(z.object(…))`. */
export function answer<T>() {
  return <S extends z.ZodMiniType>(schema: S, ..._exact: Same<z.output<S>, T> extends true ? [] : [never]) =>
    schema as S & z.ZodMiniType<T>;
}

export const epochMs = z.number();
export const count = z.number();

export const CampaignSchema: z.ZodMiniType<Campaign> = z.record(z.string(), z.string());

// ─── Session and staff ──────────────────────────────────────────────────────────────────────────────────

export const SessionAnswerSchema = answer<SessionAnswer>()(
  z.object({ user: z.object({ email: z.string() }), expiresAt: epochMs }),
);

export const StaffAnswerSchema = answer<StaffAnswer>()(
  z.object({ staff: z.array(z.object({ id: z.string(), email: z.string() })), meId: z.string() }),
);

export const SignInLocksAnswerSchema = answer<{ locks: SignInLockEntry[] }>()(
  z.object({
    locks: z.array(
      z.object({
        email: z.string(),
        scope: z.enum(["account", "client"]),
        clients: count,
        lockedUntil: epochMs,
      }),
    ),
  }),
);

// ─── Leads ──────────────────────────────────────────────────────────────────────────────────────────────

const LeadStatusSchema = z.enum(LEAD_STATUSES);

export const ResponseWaitSchema = z.object({
  firstResponseAt: z.nullable(epochMs),
  businessMs: z.number(),
  overdue: z.boolean(),
});

const LeadSummaryShape = {
  id: z.string(),
  createdAt: epochMs,
  status: LeadStatusSchema,
  userType: z.enum(USER_TYPES),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  organization: z.nullable(z.string()),
  formSource: z.string(),
  pagePath: z.nullable(z.string()),
  campaign: CampaignSchema,
  failedDeliveries: count,
  ownerId: z.nullable(z.string()),
  ownerEmail: z.nullable(z.string()),
  position: z.nullable(z.string()),
  specialty: z.nullable(z.string()),
  location: z.nullable(z.string()),
  messageStart: z.nullable(z.string()),
  submissions: count,
  wait: ResponseWaitSchema,
};

export const LeadsPageSchema = answer<LeadsPage>()(
  z.object({
    leads: z.array(z.object(LeadSummaryShape)),
    nextCursor: z.nullable(z.string()),
    total: z.nullable(count),
  }),
);

/** Every fact of the lead-field table, by its key in the answer: the table decides, as it does on the server. */
const LeadFactShape = Object.fromEntries(
  LEAD_FIELDS.map((field) => {
    const spec: { type: string; required?: boolean } = field;
    const value =
      spec.type === "campaign"
        ? CampaignSchema
        : spec.type === "userType"
          ? z.enum(USER_TYPES)
          : spec.required
            ? z.string()
            : z.nullable(z.string());
    return [apiKeyOf(field), value];
  }),
) as unknown as { [K in keyof LeadFactAnswers]: z.ZodMiniType<LeadFactAnswers[K]> };

export const DeliveryShape = {
  status: z.enum(NOTIFICATION_STATUSES),
  attempts: count,
  lastError: z.nullable(z.string()),
  sentAt: z.nullable(epochMs),
  nextAttemptAt: z.nullable(epochMs),
  updatedAt: epochMs,
};

export function statusChange<const S extends readonly [string, ...string[]]>(statuses: S) {
  return z.object({
    id: z.string(),
    createdAt: epochMs,
    fromStatus: z.enum(statuses),
    toStatus: z.enum(statuses),
    note: z.string(),
    by: z.string(),
    email: z.optional(z.object({ subject: z.string(), templateName: z.nullable(z.string()) })),
  });
}

export const OwnerChangeSchema = answer<LeadOwnerChangeEntry>()(
  z.object({
    id: z.string(),
    createdAt: epochMs,
    fromOwner: z.nullable(z.string()),
    toOwner: z.nullable(z.string()),
    by: z.string(),
  }),
);

/** A lead's status change or assignment, as the change's answer gives it. */
export const LeadStatusEntryAnswerSchema = z.object({ entry: statusChange(LEAD_STATUSES) });
export const OwnerEntryAnswerSchema = z.object({ entry: OwnerChangeSchema });

export const LeadDetailAnswerSchema = answer<LeadDetailAnswer>()(
  z.object({
    lead: z.object({
      ...LeadSummaryShape,
      ...LeadFactShape,
      kind: z.enum(LEAD_KINDS),
      spamReason: z.nullable(z.string()),
      fillMs: z.nullable(z.number()),
      userAgent: z.nullable(z.string()),
    }),
    thread: z.array(
      z.object({
        id: z.string(),
        createdAt: epochMs,
        formSource: z.string(),
        status: LeadStatusSchema,
        kind: z.enum(LEAD_KINDS),
        message: z.nullable(z.string()),
      }),
    ),
    deliveries: z.array(z.object({ channel: z.enum(NOTIFICATION_CHANNELS), ...DeliveryShape })),
    history: z.array(statusChange(LEAD_STATUSES)),
    ownerChanges: z.array(OwnerChangeSchema),
  }),
);

export const LeadSourcesAnswerSchema = answer<LeadSourcesAnswer>()(
  z.object({ sources: z.array(z.string()) }),
);

export const BulkActionAnswerSchema = answer<BulkActionAnswer>()(
  z.object({ changed: count, undo: z.array(LeadRestoreItemSchema) }),
);

// ─── Delivery health, activity, dashboard ───────────────────────────────────────────────────────────────

export const DeliveryHealthSchema = answer<DeliveryHealth>()(
  z.object({
    email: z.enum(["ok", "off", "failing", "overdue"]),
    missing: z.array(z.string()),
    failed: count,
    overdue: count,
    applications: z.object({ pending: count, failed: count }),
  }),
);

export const AuditPageSchema = answer<AuditPage>()(
  z.object({
    entries: z.array(
      z.object({
        id: z.string(),
        createdAt: epochMs,
        action: z.string(),
        actor: z.nullable(z.string()),
        attempts: count,
        lastAt: z.nullable(epochMs),
        detail: z.record(z.string(), z.unknown()),
      }),
    ),
    nextCursor: z.nullable(z.string()),
  }),
);

const byUserType = z.object({ employer: count, job_seeker: count });

export const DashboardAnswerSchema = answer<DashboardAnswer>()(
  z.object({
    days: count,
    since: epochMs,
    until: epochMs,
    businessHours: z.string(),
    timeZone: z.string(),
    sources: z.array(z.string()),
    perDay: z.array(
      z.object({
        date: z.string(),
        total: count,
        bySource: z.record(z.string(), count),
        byType: byUserType,
      }),
    ),
    response: z.object({
      buckets: z.array(z.object({ label: z.string(), count })),
      unanswered: count,
      withinPromise: count,
      measured: count,
      medianMinutes: z.nullable(z.number()),
    }),
    bySource: z.array(
      z.object({
        source: z.string(),
        leads: count,
        responded: count,
        qualified: count,
        closed: count,
        placed: count,
      }),
    ),
    byOwner: z.array(ResponseGroupSchema),
  }),
);

export const UnlockAnswerSchema = z.object({ lifted: count });
