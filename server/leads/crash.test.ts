import { describe, expect, it } from "vitest";
import { connectDb } from "../db/connect";
import { validContact } from "../test-support/app";
import { createTestDatabase, testDialects } from "../test-support/db";
import { pollUntil } from "../test-support/poll";
import { type CrashRun, crashUnderLoad, killServerProcess } from "../test-support/process";
import { startSmtpServer } from "../test-support/smtp";

const CONNECTIONS = 16;
const KILL_AFTER_ACKNOWLEDGED = 400;

describe.each(testDialects)("crash safety on %s", (dialect) => {
  it("keeps every acknowledged lead through SIGKILL and notifies it after the restart", {
    timeout: 180_000,
  }, async () => {
    const database = await createTestDatabase(dialect);
    const smtp = await startSmtpServer();
    const env = {
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl ?? "",
      LEAD_RATE_LIMIT: "1000000",
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_TO: "recruiters@apex.example",
      OUTBOX_POLL_MS: "200",
      OUTBOX_LEASE_MS: "2000",
    };
    let run: CrashRun<string> | undefined;
    try {
      run = await crashUnderLoad({
        env,
        connections: CONNECTIONS,
        killAfter: KILL_AFTER_ACKNOWLEDGED,
        request: (n) => ({
          path: "/api/contact",
          init: {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify(validContact({ lastName: `Crash${n}` })),
          },
          acknowledged: async (response) => ((await response.json()) as { id: string }).id,
        }),
      });
      const { acknowledged, server } = run;
      expect(run.killedBy).toBe("SIGKILL");
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);

      // Every lead that got a 201 is in the database.
      const db = connectDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir, poolSize: 2 });
      try {
        const stored = new Set<string>();
        for (let start = 0; start < acknowledged.length; start += 200) {
          const rows = await db.kysely
            .selectFrom("leads")
            .select("id")
            .where("id", "in", acknowledged.slice(start, start + 200))
            .execute();
          for (const row of rows) stored.add(row.id);
        }
        expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);

        // …and is notified after the restart (claims left by the killed process expire and are retaken).
        const unmailed = () => {
          const mailed = new Set(smtp.mails.map((mail) => mail.header("x-lead-id")));
          return acknowledged.filter((id) => !mailed.has(id));
        };
        await pollUntil(() => unmailed().length === 0, { timeoutMs: 60_000, intervalMs: 100 }).catch(() => {
          throw new Error(`${unmailed().length} acknowledged leads were not e-mailed\n${server.output()}`);
        });
        const pending = await db.kysely
          .selectFrom("lead_notifications")
          .select(["lead_id", "status"])
          .where("lead_id", "in", acknowledged.slice(0, 200))
          .where("status", "!=", "sent")
          .execute();
        expect(pending).toEqual([]);
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
