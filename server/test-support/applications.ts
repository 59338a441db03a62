import { createHash, randomUUID } from "node:crypto";
import type { Insertable } from "kysely";
import type { ApplicationChannel } from "#schemas/application";
import type { Db } from "../db/connect";
import type { ApplicationsTable } from "../db/schema";

/** The smallest file every PDF reader and the type sniffer take as a PDF. */
export const SAMPLE_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

export function sha256(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** An application row with every required column, for tests that need stored applications. */
export function applicationRow(
  overrides: Partial<Insertable<ApplicationsTable>> = {},
  resume: Buffer = SAMPLE_PDF,
): Insertable<ApplicationsTable> {
  const now = Date.now();
  return {
    id: randomUUID(),
    created_at: now,
    posting_id: "posting-id",
    job_path: "/job-atlanta-pmr",
    job_title: "Nurse Practitioner – Physical Medicine & Rehabilitation",
    first_name: "Maya",
    last_name: "Okafor",
    email: "maya.okafor@example.com",
    phone: "(404) 555-0142",
    credential: "NP",
    license_states: JSON.stringify(["GA", "FL"]),
    years_experience: 6,
    message: "Board-certified FNP with six years in outpatient rehab.",
    consent_at: now,
    page_path: "/job-atlanta-pmr",
    referrer: null,
    utm: null,
    spam_reason: null,
    fill_ms: 45_000,
    ip_hash: "test-ip-hash",
    user_agent: "test",
    idempotency_key: null,
    idempotency_body_hash: null,
    resume_name: "maya-okafor-resume.pdf",
    resume_original_name: "Maya Okafor résumé.pdf",
    resume_type: "pdf",
    resume_size: resume.length,
    resume_sha256: sha256(resume),
    ...overrides,
  };
}

/**
 * Stores an application the way the intake does: the row, its résumé and its outbox rows in one
 * transaction. For tests of what reads applications (inbox, delivery, retention).
 */
export async function seedApplication(
  db: Db,
  overrides: Partial<Insertable<ApplicationsTable>> = {},
  options: { resume?: Buffer; channels?: readonly ApplicationChannel[] } = {},
): Promise<Insertable<ApplicationsTable>> {
  const resume = options.resume ?? SAMPLE_PDF;
  const row = applicationRow(overrides, resume);
  const channels = options.channels ?? ["email", "confirmation"];
  await db.kysely.transaction().execute(async (trx) => {
    await trx.insertInto("applications").values(row).execute();
    await trx.insertInto("application_files").values({ application_id: row.id, data: resume }).execute();
    for (const channel of channels) {
      await trx
        .insertInto("application_notifications")
        .values({
          application_id: row.id,
          channel,
          next_attempt_at: row.created_at,
          created_at: row.created_at,
          updated_at: row.created_at,
        })
        .execute();
    }
  });
  return row;
}
