import { afterEach, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { connectDb, type Db, migrateToLatest } from "../db/connect";
import { changeJobState } from "../jobs/job-service";
import { findPostingBySlug } from "../jobs/jobs.repository";
import { importSeedPostings } from "../jobs/seed";
import { testConfig } from "../test-support/app";
import { startTestSite } from "../test-support/build";
import { createTestDatabase, TEST_DATABASE_URL, type TestDatabase } from "../test-support/db";
import { daysFromNow, TEST_RECRUITER } from "../test-support/jobs";
import type { LiveSite } from "./live-site";

type App = Awaited<ReturnType<typeof buildApp>>;

interface Instance {
  db: Db;
  site: LiveSite;
  app: App;
}

async function startInstance(database: TestDatabase): Promise<Instance> {
  const db = connectDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
  await migrateToLatest(db);
  await importSeedPostings(db);
  const site = await startTestSite(db, "http://localhost:3000");
  const app = await buildApp({ config: testConfig(database), db, site });
  return { db, site, app };
}

async function renewBy(db: Db, slug: string) {
  const record = (await findPostingBySlug(db.kysely, slug))!;
  return changeJobState({ db, actor: TEST_RECRUITER }, record.id, record.version, {
    action: "renew",
    validThrough: daysFromNow(30),
  });
}

const feedHas = async (app: App, path: string) =>
  (await app.inject({ url: "/jobs.xml" })).body.includes(`${path}</link>`);

// How fast a change arrives is measured by the bench (docs/performance.md), not asserted here.
describe("changes made elsewhere reach the site", () => {
  let database: TestDatabase | undefined;
  const instances: Instance[] = [];
  const others: Db[] = [];
  afterEach(async () => {
    for (const { app, site, db } of instances.splice(0)) {
      await app.close();
      await site.close();
      await db.close();
    }
    for (const db of others.splice(0)) await db.close();
    await database?.drop();
    database = undefined;
  });

  it("SQLite: a change committed by another process (the command line) is served without a restart", async () => {
    database = await createTestDatabase("sqlite");
    const instance = await startInstance(database);
    instances.push(instance);
    // Another connection to the same file, as `npm run admin -- jobs ...` opens.
    const cli = connectDb({ dataDir: database.dataDir });
    others.push(cli);
    expect(await feedHas(instance.app, "/job-atlanta-pmr")).toBe(false);
    await renewBy(cli, "atlanta-pmr");

    await expect
      .poll(() => feedHas(instance.app, "/job-atlanta-pmr"), { timeout: 10_000, interval: 50 })
      .toBe(true);
  });

  it.skipIf(!TEST_DATABASE_URL)(
    "PostgreSQL: a change on one instance is served by the other, also after its listening connection dropped",
    async () => {
      database = await createTestDatabase("postgres");
      const first = await startInstance(database);
      const second = await startInstance(database);
      instances.push(first, second);
      await renewBy(first.db, "chatham-pmr");
      await expect
        .poll(() => feedHas(second.app, "/job-chatham-pmr"), { timeout: 10_000, interval: 50 })
        .toBe(true);

      // The server ends the listening connections; each instance listens again and catches up.
      await second.db.kysely.executeQuery(
        (await import("kysely"))
          .sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`.compile(
          second.db.kysely,
        ),
      );
      await renewBy(first.db, "hyannis-pmr");
      await expect
        .poll(() => feedHas(second.app, "/job-hyannis-pmr"), { timeout: 10_000, interval: 50 })
        .toBe(true);
      await renewBy(first.db, "il-mo-pmr");
      await expect
        .poll(() => feedHas(second.app, "/job-il-mo-pmr"), { timeout: 10_000, interval: 50 })
        .toBe(true);
    },
    // Two instances render the whole site at start-up.
    120_000,
  );
});
