import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { APPLICATION_API_PATH } from "#schemas/paths";
import { connectDb, migrateToLatest } from "../db/connect";
import { validContact } from "../test-support/app";
import { preparePostings } from "../test-support/application-postings";
import { validApplication } from "../test-support/application-requests";
import { SAMPLE_PDF, sha256 } from "../test-support/applications";
import { createTestDatabase, testDialects } from "../test-support/db";
import { pollUntil } from "../test-support/poll";
import { type CrashRequest, type CrashRun, crashUnderLoad, killServerProcess } from "../test-support/process";
import { multipartBody } from "../test-support/resume-files";
import { startSmtpServer } from "../test-support/smtp";

/**
 * Both public intakes under one kill (decision 0205): leads and applications arrive together on the same
 * connections, the server is killed with SIGKILL once enough of each have been answered 201 (requests of both
 * kinds still in flight), and started again on the same data. Every acknowledged lead must be stored and then
 * e-mailed; every acknowledged application must be stored with its résumé's exact bytes and its outbox rows.
 */
const CONNECTIONS = 12;
const LEADS_BEFORE_KILL = 120;
const APPLICATIONS_BEFORE_KILL = 40;

type Acknowledged = { kind: "lead"; id: string } | { kind: "application"; id: string; sha256: string };

/** A PDF of 64–320 KB whose content is unique, so each upload has its own hash. */
function uniqueResume(): Buffer {
  return Buffer.concat([
    SAMPLE_PDF,
    Buffer.from("%"),
    randomBytes((64 + Math.floor(Math.random() * 256)) * 1024),
  ]);
}

function leadRequest(n: number): CrashRequest<Acknowledged> {
  return {
    path: "/api/contact",
    init: {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validContact({ lastName: `Crash${n}` })),
    },
    acknowledged: async (response) => ({
      kind: "lead",
      id: ((await response.json()) as { id: string }).id,
    }),
  };
}

function applicationRequest(n: number, postingPath: string): CrashRequest<Acknowledged> {
  const resume = uniqueResume();
  const { body, contentType } = multipartBody(validApplication(postingPath, { lastName: `Crash${n}` }), {
    filename: `crash-${n}.pdf`,
    type: "application/pdf",
    data: resume,
  });
  return {
    path: APPLICATION_API_PATH,
    init: {
      method: "POST",
      headers: { "content-type": contentType, accept: "application/json" },
      body: new Uint8Array(body),
    },
    acknowledged: async (response) => ({
      kind: "application",
      id: ((await response.json()) as { id: string }).id,
      sha256: sha256(resume),
    }),
  };
}

describe.each(testDialects)("crash safety of the intakes on %s", (dialect) => {
  it("keeps every acknowledged lead and application (with its résumé) through SIGKILL, and mails the leads after the restart", {
    timeout: 180_000,
  }, async () => {
    const database = await createTestDatabase(dialect);
    const setup = connectDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir, poolSize: 2 });
    await migrateToLatest(setup);
    const postings = await preparePostings(setup);
    await setup.close();
    const smtp = await startSmtpServer();
    const env = {
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl ?? "",
      LEAD_RATE_LIMIT: "1000000",
      APPLICATION_RATE_LIMIT: "1000000",
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_TO: "recruiters@apex.example",
      OUTBOX_POLL_MS: "200",
      // The shortest lease the server takes: claims the killed process left expire a second after it died.
      OUTBOX_LEASE_MS: "1000",
    };
    const count = (acknowledged: readonly Acknowledged[], kind: Acknowledged["kind"]) =>
      acknowledged.filter((entry) => entry.kind === kind).length;
    let run: CrashRun<Acknowledged> | undefined;
    try {
      run = await crashUnderLoad<Acknowledged>({
        env,
        connections: CONNECTIONS,
        killAfter: (acknowledged) =>
          count(acknowledged, "lead") >= LEADS_BEFORE_KILL &&
          count(acknowledged, "application") >= APPLICATIONS_BEFORE_KILL,
        // One request in three is an application (a multipart upload of 64–320 KB), the others leads.
        request: (n) => (n % 3 === 0 ? applicationRequest(n, postings.open) : leadRequest(n)),
      });
      const { server } = run;
      expect(run.killedBy).toBe("SIGKILL");
      const leads = run.acknowledged.flatMap((entry) => (entry.kind === "lead" ? [entry.id] : []));
      const applications = new Map(
        run.acknowledged.flatMap((entry) => (entry.kind === "application" ? [[entry.id, entry.sha256]] : [])),
      );
      expect(leads.length).toBeGreaterThanOrEqual(LEADS_BEFORE_KILL);
      expect(applications.size).toBeGreaterThanOrEqual(APPLICATIONS_BEFORE_KILL);

      const db = connectDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir, poolSize: 2 });
      try {
        // Every lead that got a 201 is in the database.
        const storedLeads = new Set<string>();
        for (let start = 0; start < leads.length; start += 200) {
          const rows = await db.kysely
            .selectFrom("leads")
            .select("id")
            .where("id", "in", leads.slice(start, start + 200))
            .execute();
          for (const row of rows) storedLeads.add(row.id);
        }
        expect(leads.filter((id) => !storedLeads.has(id))).toEqual([]);

        // Every application that got a 201 is there, whole: the hash column and the stored bytes both match.
        const ids = [...applications.keys()];
        const found = new Map<string, { column: string; bytes: string }>();
        for (let start = 0; start < ids.length; start += 50) {
          const rows = await db.kysely
            .selectFrom("applications")
            .innerJoin("application_files", "application_files.application_id", "applications.id")
            .select(["applications.id", "applications.resume_sha256", "application_files.data"])
            .where("applications.id", "in", ids.slice(start, start + 50))
            .execute();
          for (const row of rows) found.set(row.id, { column: row.resume_sha256, bytes: sha256(row.data) });
        }
        const damaged = ids.filter((id) => {
          const stored = found.get(id);
          return !stored || stored.column !== applications.get(id) || stored.bytes !== applications.get(id);
        });
        expect(damaged).toEqual([]);
        const outbox = await db.kysely
          .selectFrom("application_notifications")
          .select("application_id")
          .where("application_id", "in", ids.slice(0, 50))
          .execute();
        expect(outbox.length).toBe(Math.min(50, ids.length) * 2);

        // …and every lead is e-mailed and marked sent after the restart (claims left by the killed process
        // expire and are retaken; a mail the killed process sent but could not mark is sent again).
        const unsent = async () => {
          const mailed = new Set(smtp.mails.map((mail) => mail.header("x-lead-id")));
          const open = new Set<string>();
          for (let start = 0; start < leads.length; start += 200) {
            const rows = await db.kysely
              .selectFrom("lead_notifications")
              .select("lead_id")
              .where("lead_id", "in", leads.slice(start, start + 200))
              .where("status", "!=", "sent")
              .execute();
            for (const row of rows) open.add(row.lead_id);
          }
          return leads.filter((id) => !mailed.has(id) || open.has(id));
        };
        let left: string[] = leads;
        await pollUntil(
          async () => {
            left = await unsent();
            return left.length === 0;
          },
          {
            timeoutMs: 60_000,
            intervalMs: 200,
          },
        ).catch(() => {
          throw new Error(
            `${left.length} acknowledged leads were not e-mailed and marked sent\n${server.output()}`,
          );
        });
      } finally {
        await db.close();
      }

      // A graceful stop: SIGTERM finishes in-flight work and exits 0.
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    } finally {
      if (run) await killServerProcess(run.server);
      await smtp.close();
      await database.drop();
    }
  });
});
