import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { APPLICATION_API_PATH } from "#schemas/paths";
import { connectDb, migrateToLatest } from "../db/connect";
import { preparePostings } from "../test-support/application-postings";
import { validApplication } from "../test-support/application-requests";
import { SAMPLE_PDF, sha256 } from "../test-support/applications";
import { createTestDatabase, testDialects } from "../test-support/db";
import { type CrashRun, crashUnderLoad, killServerProcess } from "../test-support/process";
import { multipartBody } from "../test-support/resume-files";

const CONNECTIONS = 8;
const KILL_AFTER_ACKNOWLEDGED = 120;

/** A PDF of 64–320 KB whose content is unique, so each upload has its own hash. */
function uniqueResume(): Buffer {
  return Buffer.concat([
    SAMPLE_PDF,
    Buffer.from("%"),
    randomBytes((64 + Math.floor(Math.random() * 256)) * 1024),
  ]);
}

describe.each(testDialects)("application crash safety on %s", (dialect) => {
  it("keeps every acknowledged application and its résumé through SIGKILL", {
    timeout: 180_000,
  }, async () => {
    const database = await createTestDatabase(dialect);
    const setup = connectDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir, poolSize: 2 });
    await migrateToLatest(setup);
    const postings = await preparePostings(setup);
    await setup.close();
    const env = {
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl ?? "",
      APPLICATION_RATE_LIMIT: "1000000",
    };
    let run: CrashRun<[id: string, sha256: string]> | undefined;
    try {
      run = await crashUnderLoad({
        env,
        connections: CONNECTIONS,
        killAfter: KILL_AFTER_ACKNOWLEDGED,
        request: (n) => {
          const resume = uniqueResume();
          const { body, contentType } = multipartBody(
            validApplication(postings.open, { lastName: `Crash${n}` }),
            {
              filename: `crash-${n}.pdf`,
              type: "application/pdf",
              data: resume,
            },
          );
          return {
            path: APPLICATION_API_PATH,
            init: {
              method: "POST",
              headers: { "content-type": contentType, accept: "application/json" },
              body: new Uint8Array(body),
            },
            acknowledged: async (response) => [
              ((await response.json()) as { id: string }).id,
              sha256(resume),
            ],
          };
        },
      });
      const { server } = run;
      const acknowledged = new Map(run.acknowledged);
      expect(run.killedBy).toBe("SIGKILL");
      expect(acknowledged.size).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);

      // The server started again on the same data; every application that got a 201 is there, whole.
      const db = connectDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir, poolSize: 2 });
      try {
        const ids = [...acknowledged.keys()];
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
          return !stored || stored.column !== acknowledged.get(id) || stored.bytes !== acknowledged.get(id);
        });
        expect(damaged).toEqual([]);
        const outbox = await db.kysely
          .selectFrom("application_notifications")
          .select("application_id")
          .where("application_id", "in", ids.slice(0, 50))
          .execute();
        expect(outbox.length).toBe(Math.min(50, ids.length) * 2);
      } finally {
        await db.close();
      }
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    } finally {
      if (run) await killServerProcess(run.server);
      await database.drop();
    }
  });
});
