import { describe, expect, it } from "vitest";
import { startTestApp, validQuick } from "../test-support/app";
import { createTestDatabase, TEST_DATABASE_URL } from "../test-support/db";
import { expectEachSentOnce, waitUntilAllSent } from "../test-support/outbox";
import { startSmtpServer } from "../test-support/smtp";
import { startWebhookServer } from "../test-support/webhook";
import { createDeliverer } from "./notifications";
import { createOutboxWorker } from "./outbox";

const LEADS = 500;

describe.skipIf(!TEST_DATABASE_URL)("two server instances on one PostgreSQL", () => {
  it(`deliver ${LEADS} leads with each notification sent exactly once`, { timeout: 120_000 }, async () => {
    const database = await createTestDatabase("postgres");
    const smtp = await startSmtpServer();
    const hooks = await startWebhookServer();
    const env = {
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_TO: "recruiters@apex.example",
      WEBHOOK_URL: hooks.url,
      WEBHOOK_SECRET: "multi-instance-secret",
      LEAD_RATE_LIMIT: "100000",
      OUTBOX_POLL_MS: "50",
    };
    const instances = [await startTestApp(database, env), await startTestApp(database, env)];
    const sentBy = [0, 0];
    const workers = instances.map((instance, index) => {
      const real = createDeliverer(instance.config);
      return createOutboxWorker({
        db: instance.db,
        config: instance.config,
        log: instance.app.log,
        batchSize: 10,
        deliverer: {
          email: async (lead) => {
            await real.email!(lead);
            sentBy[index]! += 1;
          },
          webhook: async (lead) => {
            await real.webhook!(lead);
            sentBy[index]! += 1;
          },
          close: () => real.close(),
        },
      });
    });
    try {
      for (const worker of workers) worker.start();
      const ids: string[] = [];
      for (let start = 0; start < LEADS; start += 50) {
        const responses = await Promise.all(
          Array.from({ length: Math.min(50, LEADS - start) }, (_, offset) => {
            const n = start + offset;
            return instances[n % 2]!.app.inject({
              method: "POST",
              url: "/api/quick-contact",
              remoteAddress: `10.9.${Math.floor(n / 200)}.${n % 200}`,
              payload: validQuick({ lastName: `Number${n}` }),
            });
          }),
        );
        for (const response of responses) {
          expect(response.statusCode).toBe(201);
          ids.push(response.json().id);
        }
      }
      await smtp.waitFor(LEADS, 90_000);
      await hooks.waitFor(LEADS, 90_000);
      // Every delivery recorded, then both workers stopped (each waits for its deliveries in flight): a
      // duplicate, if any, has arrived by now.
      await waitUntilAllSent(instances[0]!.db, "lead_notifications");
      for (const worker of workers) await worker.stop();

      const mailsPerLead = new Map<string, number>();
      for (const mail of smtp.mails) {
        const id = mail.header("x-lead-id")!;
        mailsPerLead.set(id, (mailsPerLead.get(id) ?? 0) + 1);
      }
      const hooksPerLead = new Map<string, number>();
      for (const hook of hooks.hooks) {
        const id = JSON.parse(hook.rawBody).lead.id as string;
        hooksPerLead.set(id, (hooksPerLead.get(id) ?? 0) + 1);
      }
      expect(smtp.mails).toHaveLength(LEADS);
      expect(hooks.hooks).toHaveLength(LEADS);
      for (const id of ids) {
        expect(mailsPerLead.get(id), id).toBe(1);
        expect(hooksPerLead.get(id), id).toBe(1);
      }
      // Both instances took part.
      await expectEachSentOnce(instances[0]!.db, "lead_notifications", LEADS * 2, sentBy);
    } finally {
      for (const worker of workers) await worker.stop().catch(() => {});
      for (const instance of instances) await instance.close();
      await smtp.close();
      await hooks.close();
      await database.drop();
    }
  });
});

describe.skipIf(!TEST_DATABASE_URL)("one Idempotency-Key sent to two instances at once", () => {
  it("stores the lead once and both answer its id", async () => {
    const database = await createTestDatabase("postgres");
    const instances = [await startTestApp(database), await startTestApp(database)];
    try {
      for (let round = 0; round < 5; round++) {
        const responses = await Promise.all(
          Array.from({ length: 6 }, (_, n) =>
            instances[n % 2]!.app.inject({
              method: "POST",
              url: "/api/quick-contact",
              headers: { "idempotency-key": `double-click-${round}` },
              payload: validQuick({ lastName: `Round${round}` }),
            }),
          ),
        );
        expect(responses.every((response) => response.statusCode === 201)).toBe(true);
        expect(new Set(responses.map((response) => response.json().id)).size).toBe(1);
      }
      const rows = await instances[0]!.db.kysely.selectFrom("leads").select("id").execute();
      expect(rows).toHaveLength(5);
    } finally {
      for (const instance of instances) await instance.close();
      await database.drop();
    }
  });
});
