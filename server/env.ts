import { randomBytes } from "node:crypto";
import path from "node:path";
import { z } from "zod";
import { LEAD_RETENTION_DAYS } from "#schemas/retention";
import { parseBusinessHours } from "#schemas/business-hours";

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

export const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: z.url({ protocol: /^https?$/ }).default("http://localhost:3000"),
  DATA_DIR: z.string().min(1).default("./data"),
  BUILD_DIR: z.string().min(1).default("./build"),
  DATABASE_URL: optionalString.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: "DATABASE_URL must be a postgres:// URL" }).optional(),
  ),
  LEAD_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(10),
  /**
   * The nice value of the thread that renders the site: 10 lets page requests go first while a change
   * re-renders it; 0 where the machine is shared with other busy work, which a nice thread waits behind.
   */
  RENDER_NICENESS: z.coerce.number().int().min(0).max(19).default(10),
  /** Applications (with a résumé) accepted per client address per hour. */
  APPLICATION_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(5),
  TRUST_PROXY: booleanFlag,
  /** A request's head must arrive whole within this long, or it is answered 408 and its connection closed. */
  REQUEST_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  /**
   * A request's body must arrive whole within this long after its head, or it is answered 408 and its
   * connection closed. Résumé uploads have their own minimum rate and deadline instead.
   */
  REQUEST_BODY_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(15_000),
  SMTP_URL: optionalString.pipe(
    z.url({ protocol: /^smtps?$/, error: "SMTP_URL must be smtp:// or smtps://" }).optional(),
  ),
  SMTP_FROM: optionalString,
  NOTIFY_EMAIL_TO: optionalString,
  WEBHOOK_URL: optionalString.pipe(z.url({ protocol: /^https?$/ }).optional()),
  WEBHOOK_SECRET: optionalString,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** How often the notification outbox looks for due deliveries (new leads also wake it at once). */
  OUTBOX_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(1000),
  /** How long a claimed delivery is reserved; a crashed instance's claims are taken over after it. */
  OUTBOX_LEASE_MS: z.coerce.number().int().min(1000).max(3_600_000).default(60_000),
  /** Attempts per notification before it is marked failed. */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(20),
  /** First retry delay; it doubles per attempt up to OUTBOX_RETRY_MAX_MS. */
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).max(3_600_000).default(5000),
  OUTBOX_RETRY_MAX_MS: z.coerce.number().int().min(10).max(86_400_000).default(900_000),
  /**
   * Leads and applications older than this many days are deleted by a daily job; 0 keeps them. The default
   * is the privacy policy's figure (schemas/retention.ts).
   */
  LEAD_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(LEAD_RETENTION_DAYS),
  /** Staff activity (sign-ins, exports, refused attempts) older than this many days is deleted daily; 0 keeps it. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(365),
  /**
   * The job board's notifications (IndexNow notices, expiry reminders) delivered, failed for good or dropped
   * more than this many days ago are deleted daily; 0 keeps them. Pending ones are always kept, and a reminder
   * stays until its expiry date is this far past.
   */
  JOB_NOTIFICATION_RETENTION_DAYS: z.coerce.number().int().min(0).max(36_500).default(30),
  /**
   * Signs the inbox's session cookie; at least 32 characters. Unset, each process makes a random one (and
   * says so at start-up): the public site works, but staff sessions end on restart and span no instances.
   */
  SESSION_SECRET: optionalString.pipe(
    z.string().min(32, "SESSION_SECRET must be at least 32 characters").optional(),
  ),
  /** The recruiters' working hours, for the response-time figures: weekdays, then opening and closing time. */
  BUSINESS_HOURS: z.string().trim().default("Mon-Fri 8:00-18:00"),
  /** The time zone of BUSINESS_HOURS (IANA name). */
  BUSINESS_TZ: z.string().trim().default("America/New_York"),
  /**
   * IndexNow key: when set, search engines are told at once about every published, changed or closed
   * posting, and the key is served at /<key>.txt. 8-128 characters: letters, digits and '-'.
   */
  INDEXNOW_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9-]{8,128}$/, "INDEXNOW_KEY must be 8-128 characters of a-z, A-Z, 0-9 and '-'")
      .optional(),
  ),
  /** Where IndexNow notices are posted (any participating search engine shares them with the others). */
  INDEXNOW_ENDPOINT: z.url({ protocol: /^https?$/ }).default("https://api.indexnow.org/indexnow"),
  /** The recruiters are e-mailed this many days before a published posting expires; 0 turns it off. */
  JOB_EXPIRY_REMINDER_DAYS: z.coerce.number().int().min(0).max(365).default(5),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config extends Omit<Env, "DATA_DIR" | "BUILD_DIR" | "SITE_URL" | "SESSION_SECRET"> {
  DATA_DIR: string;
  BUILD_DIR: string;
  SITE_URL: string;
  SESSION_SECRET: string;
  /** True when SESSION_SECRET was not set and a random one was made for this process. */
  SESSION_SECRET_GENERATED: boolean;
}

export const WEBHOOK_SECRET_MIN = 32;

let processSessionSecret: string | undefined;

export class ConfigError extends Error {}

/** Parses the environment once; every setting the server reads is named here. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  if (env.WEBHOOK_URL && !env.WEBHOOK_SECRET) {
    throw new ConfigError("Invalid configuration:\n  WEBHOOK_SECRET: required when WEBHOOK_URL is set");
  }
  // Leads travel in the webhook's body: in production only over TLS, and signed with a key worth the name.
  if (env.NODE_ENV === "production" && env.WEBHOOK_URL) {
    const problems: string[] = [];
    if (new URL(env.WEBHOOK_URL).protocol !== "https:") {
      problems.push("  WEBHOOK_URL: must be an https:// URL in production (the body carries the lead)");
    }
    if ((env.WEBHOOK_SECRET ?? "").length < WEBHOOK_SECRET_MIN) {
      problems.push(`  WEBHOOK_SECRET: must be at least ${WEBHOOK_SECRET_MIN} characters in production`);
    }
    if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  }
  if (
    !parseBusinessHours(env.BUSINESS_HOURS || "Mon-Fri 8:00-18:00", env.BUSINESS_TZ || "America/New_York")
  ) {
    throw new ConfigError(
      'Invalid configuration:\n  BUSINESS_HOURS / BUSINESS_TZ: expected e.g. "Mon-Fri 8:00-18:00" and an IANA time zone such as America/New_York',
    );
  }
  processSessionSecret ??= randomBytes(32).toString("hex");
  return {
    ...env,
    BUSINESS_HOURS: env.BUSINESS_HOURS || "Mon-Fri 8:00-18:00",
    BUSINESS_TZ: env.BUSINESS_TZ || "America/New_York",
    SESSION_SECRET: env.SESSION_SECRET ?? processSessionSecret,
    SESSION_SECRET_GENERATED: !env.SESSION_SECRET,
    SITE_URL: new URL(env.SITE_URL).origin,
    DATA_DIR: path.resolve(env.DATA_DIR),
    BUILD_DIR: path.resolve(env.BUILD_DIR),
  };
}
