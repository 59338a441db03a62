import { randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import type { LeadsTable, NotificationChannel, NotificationStatus } from "../db/schema";
import { startIsolatedApp } from "./app";
import type { TestDialect } from "./db";
import { hashPassword } from "../staff-auth/passwords";
import { createUser } from "../staff-auth/users.repository";
import { adminApiPath } from "#schemas/paths";

/** Cheap scrypt for test accounts; the parameters travel with the hash, so verification matches. */
const FAST_SCRYPT = { N: 2 ** 12, r: 8, p: 1 };

export const TEST_PASSWORD = "correct horse battery staple";

let leadNumber = 0;

/**
 * A complete lead row with plausible values. Each row has its own e-mail address and phone number,
 * so rows are different people unless a test gives them the same contact.
 */
export function leadRow(overrides: Partial<Insertable<LeadsTable>> = {}) {
  leadNumber += 1;
  const lead: Insertable<LeadsTable> = {
    id: randomUUID(),
    created_at: Date.now(),
    kind: "contact",
    status: "new",
    first_name: "Dana",
    last_name: "Whitfield",
    email: `dana.whitfield.${leadNumber}@example.org`,
    phone: `(555) ${300 + Math.floor(leadNumber / 10_000)}-${String(leadNumber % 10_000).padStart(4, "0")}`,
    user_type: "employer",
    organization: "Riverbend Community Health",
    position: null,
    specialty: null,
    location: "Tulsa, OK",
    message: "We need two family NPs for our rural clinics by spring.",
    form_source: "Homepage Main Contact Form",
    page_path: "/",
    referrer: null,
    utm: null,
    spam_reason: null,
    fill_ms: 12_000,
    ip_hash: "0".repeat(32),
    user_agent: "Mozilla/5.0",
    idempotency_key: null,
    idempotency_body_hash: null,
    ...overrides,
  };
  return lead as Insertable<LeadsTable> & { id: string; created_at: number };
}

export type AdminTestApp = Awaited<ReturnType<typeof startAdminApp>>;

/** The whole app on a throwaway database, with helpers to make accounts, sign in and add leads. */
export async function startAdminApp(dialect: TestDialect, env: Record<string, string> = {}) {
  const testApp = await startIsolatedApp(dialect, env);
  const kdb = testApp.db.kysely;
  const origin = testApp.config.SITE_URL;

  async function addUser(email: string, password = TEST_PASSWORD) {
    return createUser(kdb, email, await hashPassword(password, FAST_SCRYPT));
  }

  /** Signs in and returns the Cookie header for later requests. */
  async function signIn(email: string, password = TEST_PASSWORD): Promise<string> {
    const response = await testApp.app.inject({
      method: "POST",
      url: adminApiPath("session"),
      headers: { origin },
      payload: { email, password },
    });
    if (response.statusCode !== 200)
      throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
    const cookie = response.cookies[0];
    if (!cookie) throw new Error("no session cookie");
    return `${cookie.name}=${cookie.value}`;
  }

  /** A sign-in attempt from `remoteAddress`, answered as it is (no check of the outcome). */
  function signInFrom(email: string, password: string, remoteAddress: string) {
    return testApp.app.inject({
      method: "POST",
      url: adminApiPath("session"),
      remoteAddress,
      headers: { origin },
      payload: { email, password },
    });
  }

  async function addLead(overrides: Partial<Insertable<LeadsTable>> = {}) {
    const lead = leadRow(overrides);
    await kdb.insertInto("leads").values(lead).execute();
    return lead;
  }

  /** Many leads in one statement per 500 (one commit instead of one per lead). */
  async function addLeads(count: number, overrides: (index: number) => Partial<Insertable<LeadsTable>>) {
    const rows = Array.from({ length: count }, (_, index) => leadRow(overrides(index)));
    for (let i = 0; i < rows.length; i += 500)
      await kdb
        .insertInto("leads")
        .values(rows.slice(i, i + 500))
        .execute();
    return rows;
  }

  async function addDelivery(
    leadId: string,
    channel: NotificationChannel,
    status: NotificationStatus,
    extra: { attempts?: number; last_error?: string | null; sent_at?: number | null } = {},
  ) {
    const now = Date.now();
    await kdb
      .insertInto("lead_notifications")
      .values({
        lead_id: leadId,
        channel,
        status,
        attempts: extra.attempts ?? 0,
        next_attempt_at: now,
        last_error: extra.last_error ?? null,
        sent_at: extra.sent_at ?? null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  }

  return { ...testApp, kdb, origin, addUser, signIn, signInFrom, addLead, addLeads, addDelivery };
}

/** A strict RFC 4180 reader for one file (CRLF records), used to read back what the writer made. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let i = 0;
  let quoted = false;
  while (i < text.length) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (char === '"') {
        quoted = false;
        i += 1;
      } else {
        field += char;
        i += 1;
      }
    } else if (char === '"' && field === "") {
      quoted = true;
      i += 1;
    } else if (char === ",") {
      row.push(field);
      field = "";
      i += 1;
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i += 2;
    } else if (char === '"' || char === "\r" || char === "\n") {
      throw new Error(`bare ${JSON.stringify(char)} at ${i}`);
    } else {
      field += char;
      i += 1;
    }
  }
  if (quoted) throw new Error("unterminated quote");
  if (field !== "" || row.length > 0) throw new Error("last record has no CRLF");
  return rows;
}
