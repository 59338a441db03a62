import { spawn } from "node:child_process";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { seedPostings as seed } from "./seed";
import type { JobPosting } from "#schemas/job-posting";
import { startAdminApp } from "../test-support/staff";
import { buildApp } from "../app";
import { connectDb, type Db, migrateToLatest } from "../db/connect";
import type { Config } from "../env";
import { emptySite, testConfig } from "../test-support/app";
import { createTestDatabase, type TestDatabase, testDialects } from "../test-support/db";
import { startIndexNowReceiver, type TestIndexNowReceiver } from "../test-support/indexnow";
import { daysFromNow, TEST_RECRUITER } from "../test-support/jobs";
import { indexNowTarget } from "./indexnow";
import { createJobOutboxWorker, type JobOutboxWorker } from "./outbox";
import { changeJobState, createJob, importJob, updateJob } from "./job-service";

const KEY = "3f9a2c7e-5b1d-4e8a-9c0f-7d6b4a2e1c93";
const quiet = { info() {}, warn() {}, error() {} };
const HOUR = 60 * 60 * 1000;

function draftPosting(path = "/job-indexnow-family-np"): JobPosting {
  const base = seed.find((job) => job.path === "/job-atlanta-pmr")!;
  return {
    ...structuredClone(base),
    path,
    identifier: path.replace(/^\/job-/, ""),
    legacyPaths: [],
    validThrough: daysFromNow(60),
  };
}

describe.each(testDialects)("IndexNow notices on %s", (dialect) => {
  let database: TestDatabase;
  let db: Db;
  let receiver: TestIndexNowReceiver;
  let config: Config;
  let worker: JobOutboxWorker;
  const ctx = (now = Date.now()) => ({ db, actor: TEST_RECRUITER, now, indexNow: indexNowTarget(config) });

  const rows = () => db.kysely.selectFrom("job_notifications").selectAll().orderBy("created_at").execute();
  const deliverAll = async () => {
    while ((await worker.runOnce()) > 0) {}
  };
  const published = async () => {
    const draft = await createJob(ctx(), draftPosting());
    return changeJobState(ctx(), draft.id, draft.version, { action: "publish" });
  };

  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    db = connectDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    await migrateToLatest(db);
    receiver = await startIndexNowReceiver();
    config = testConfig(database, {
      SITE_URL: "https://www.apexnppa.example",
      INDEXNOW_KEY: KEY,
      INDEXNOW_ENDPOINT: receiver.url,
      OUTBOX_RETRY_BASE_MS: "10",
      OUTBOX_RETRY_MAX_MS: "20",
      OUTBOX_MAX_ATTEMPTS: "5",
    });
    worker = createJobOutboxWorker({ db, config, log: quiet });
  });
  afterEach(async () => {
    await worker.stop();
    await receiver.close();
    await db.close();
    await database.drop();
  });

  it("tells search engines once when a posting is published, with the page's full address", async () => {
    const draft = await createJob(ctx(), draftPosting());
    await updateJob(ctx(), draft.id, draft.version, {
      ...draft.posting,
      title: `${draft.posting.title} (new)`,
    });
    expect(await rows()).toHaveLength(0);

    const live = await changeJobState(ctx(), draft.id, draft.version + 1, { action: "publish" });
    expect(await rows()).toHaveLength(1);
    await deliverAll();
    await deliverAll();

    expect(receiver.requests).toHaveLength(1);
    expect(receiver.requests[0]).toMatchObject({
      method: "POST",
      contentType: "application/json; charset=utf-8",
      body: {
        host: "www.apexnppa.example",
        key: KEY,
        keyLocation: `https://www.apexnppa.example/${KEY}.txt`,
        urlList: ["https://www.apexnppa.example/job-indexnow-family-np"],
      },
    });
    const [row] = await rows();
    expect(row).toMatchObject({ kind: "indexnow", posting_id: live.id, status: "sent", attempts: 1 });
  });

  it("tells them once when a posting is closed and once when its public text is edited", async () => {
    const live = await published();
    const edited = await updateJob(ctx(), live.id, live.version, {
      ...live.posting,
      hours: "Monday to Thursday, 8 a.m. to 6 p.m.",
    });
    await changeJobState(ctx(), edited.id, edited.version, { action: "close" });
    await deliverAll();

    expect(receiver.requests.map((request) => (request.body as { urlList: string[] }).urlList)).toEqual([
      ["https://www.apexnppa.example/job-indexnow-family-np"],
      ["https://www.apexnppa.example/job-indexnow-family-np"],
      ["https://www.apexnppa.example/job-indexnow-family-np"],
    ]);
    expect((await rows()).map((row) => row.status)).toEqual(["sent", "sent", "sent"]);
  });

  it("names the old and the new address when a published posting moves, and nothing for unseen fields", async () => {
    const live = await published();
    const moved = await updateJob(ctx(), live.id, live.version, {
      ...live.posting,
      path: "/job-indexnow-family-np-atlanta",
    });
    // Old /jobs/... addresses are redirects, not content: changing only them tells nobody anything new.
    await updateJob(ctx(), moved.id, moved.version, {
      ...moved.posting,
      legacyPaths: ["/jobs/indexnow-family-np"],
    });
    await deliverAll();
    expect(receiver.requests).toHaveLength(2);
    expect((receiver.requests[1]!.body as { urlList: string[] }).urlList.sort()).toEqual([
      "https://www.apexnppa.example/job-indexnow-family-np",
      "https://www.apexnppa.example/job-indexnow-family-np-atlanta",
    ]);
  });

  it("tries again after a 500 or a 429 and gives up at once on a refusal", async () => {
    receiver.answers.push(500, 429);
    const live = await published();
    await worker.runOnce();
    expect(await rows()).toMatchObject([
      { status: "pending", attempts: 1, last_error: "IndexNow answered HTTP 500" },
    ]);
    await expect
      .poll(async () => {
        await worker.runOnce();
        return (await rows())[0]!.status;
      })
      .toBe("sent");
    expect(receiver.requests.map((request) => request.status)).toEqual([500, 429, 200]);
    expect((await rows())[0]!.attempts).toBe(3);

    receiver.answers.push(422);
    await changeJobState(ctx(), live.id, live.version, { action: "close" });
    await deliverAll();
    const closed = (await rows())[1]!;
    expect(closed).toMatchObject({ status: "failed", attempts: 1, last_error: "IndexNow answered HTTP 422" });
    await deliverAll();
    expect(receiver.requests).toHaveLength(4);
  });

  it("retries when the search engine cannot be reached", async () => {
    await receiver.close();
    await published();
    await worker.runOnce();
    const [row] = await rows();
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.last_error).not.toBe("");
  });

  it("queues a scheduled posting's notice for the moment it goes live, and moves it with the schedule", async () => {
    const draft = await createJob(ctx(), draftPosting());
    const at = Date.now() + 2 * HOUR;
    const scheduled = await changeJobState(ctx(), draft.id, draft.version, {
      action: "schedule",
      publishAt: at,
    });
    expect(await rows()).toMatchObject([{ status: "pending", next_attempt_at: at }]);
    await deliverAll();
    expect(receiver.requests).toHaveLength(0);

    const later = at + HOUR;
    await changeJobState(ctx(), scheduled.id, scheduled.version, { action: "schedule", publishAt: later });
    expect((await rows()).map((row) => [row.status, Number(row.next_attempt_at)])).toEqual([
      ["cancelled", at],
      ["pending", later],
    ]);
  });

  it("queues nothing without a key", async () => {
    const draft = await createJob({ db, actor: TEST_RECRUITER }, draftPosting());
    const live = await changeJobState({ db, actor: TEST_RECRUITER }, draft.id, draft.version, {
      action: "publish",
    });
    await changeJobState({ db, actor: TEST_RECRUITER }, live.id, live.version, { action: "close" });
    await importJob({ db, actor: TEST_RECRUITER }, draftPosting("/job-indexnow-second"), { draft: false });
    expect(await rows()).toHaveLength(0);
  });

  it("announces a posting the command line publishes, through whichever server delivers the outbox", async () => {
    const file = `${database.dataDir}/posting.json`;
    await import("node:fs").then((fs) =>
      fs.writeFileSync(file, JSON.stringify(draftPosting("/job-from-file"))),
    );
    const run = (env: Record<string, string>) =>
      new Promise<number | null>((resolve) => {
        const child = spawn(
          process.execPath,
          ["--import", "tsx", "scripts/admin.ts", "jobs", "import", file],
          {
            env: {
              PATH: process.env.PATH ?? "",
              HOME: process.env.HOME ?? "",
              DATA_DIR: database.dataDir,
              DATABASE_URL: database.databaseUrl ?? "",
              ...env,
            },
            stdio: "ignore",
          },
        );
        child.on("close", resolve);
      });
    expect(await run({ INDEXNOW_KEY: KEY })).toBe(0);
    expect(await rows()).toMatchObject([{ kind: "indexnow", status: "pending" }]);
    await deliverAll();
    expect((receiver.requests[0]!.body as { urlList: string[] }).urlList).toEqual([
      "https://www.apexnppa.example/job-from-file",
    ]);
  }, 120_000);

  it("queues the notice of a change made through the staff API", async () => {
    const admin = await startAdminApp(dialect, { INDEXNOW_KEY: KEY, INDEXNOW_ENDPOINT: receiver.url });
    try {
      await admin.addUser(TEST_RECRUITER.name);
      const cookie = await admin.signIn(TEST_RECRUITER.name);
      const call = (url: string, payload: object) =>
        admin.app.inject({
          method: "POST",
          url: `/api/admin/jobs${url}`,
          headers: { cookie, origin: admin.origin },
          payload,
        });
      const created = (await call("/", { posting: draftPosting() })).json();
      expect((await call(`/${created.id}/publish`, { version: created.version })).statusCode).toBe(200);
      const queued = await admin.db.kysely.selectFrom("job_notifications").selectAll().execute();
      expect(queued).toMatchObject([{ kind: "indexnow", posting_id: created.id, status: "pending" }]);
      expect(JSON.parse(queued[0]!.payload)).toEqual({ paths: ["/job-indexnow-family-np"] });
    } finally {
      await admin.close();
    }
  });

  it("serves the key file at /<key>.txt, and nothing there without a key", async () => {
    const withKey = await buildApp({ config, db, site: emptySite(config.SITE_URL) });
    const answer = await withKey.inject({ method: "GET", url: `/${KEY}.txt` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(answer.body).toBe(KEY);
    expect((await withKey.inject({ method: "GET", url: "/0123456789abcdef.txt" })).statusCode).toBe(404);
    await withKey.close();

    const withoutKey = await buildApp({
      config: testConfig(database),
      db,
      site: emptySite(config.SITE_URL),
    });
    expect((await withoutKey.inject({ method: "GET", url: `/${KEY}.txt` })).statusCode).toBe(404);
    await withoutKey.close();
  });
});
