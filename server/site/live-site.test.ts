import fs from "node:fs";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { JOB_MENU_LIMIT } from "#schemas/job-board";
import { JOB_PATHS } from "../../tests/spec-routes";
import { buildApp } from "../app";
import { connectDb, type Db, migrateToLatest } from "../db/connect";
import {
  changeJobState,
  createJob,
  deleteDraft,
  duplicateJob,
  restoreJobRevision,
  updateJob,
} from "../jobs/job-service";
import { findPostingBySlug, insertPosting, listRevisions, savePosting } from "../jobs/jobs.repository";
import { duplicate, publish, renew, schedule } from "#schemas/job-lifecycle";
import { importSeedPostings } from "../jobs/seed";
import { testConfig } from "../test-support/app";
import { BUILD_DIR, startTestSite } from "../test-support/build";
import { createTestDatabase, type TestDatabase, testDialects } from "../test-support/db";
import { closePosting, daysFromNow, renewAllPostings, TEST_RECRUITER } from "../test-support/jobs";
import { type LiveSite, startLiveSite, startRenderThread } from "./live-site";
import { readBoardPostings } from "../jobs/board-source";

const SITE_URL = "https://careers.apexnppa.example";
type App = Awaited<ReturnType<typeof buildApp>>;

function jobPostingLd(html: string): Record<string, unknown> | undefined {
  return [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
    .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
    .find((block) => block["@type"] === "JobPosting");
}

const items = (xml: string) => [...xml.matchAll(/<link>[^<]*(\/job-[^<]+)<\/link>/g)].map((m) => m[1]);
const sitemapEntry = (xml: string, path: string) =>
  xml.match(
    new RegExp(`<url><loc>${SITE_URL}${path}</loc><lastmod>([^<]+)</lastmod><priority>([^<]+)</priority>`),
  );
/** The jobs menu's postings, from the loader data every page carries (the menu renders links when opened). */
/** Seed postings the menu shows when they are the newest open ones. */
const MENU_SIZE = Math.min(JOB_PATHS.length, JOB_MENU_LIMIT);
const menuPaths = (html: string) => JOB_PATHS.filter((path) => html.includes(`\\"${path}\\"`));

describe.each(testDialects)("the site follows the postings on %s", (dialect) => {
  let database: TestDatabase;
  let db: Db;
  let site: LiveSite;
  let app: App;
  const get = (url: string) => app.inject({ url });

  // One site for every test: each starts from the seed postings again, which renders only when the
  // previous test left the public board changed.
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = connectDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    await migrateToLatest(db);
    await importSeedPostings(db);
    site = await startTestSite(db, SITE_URL);
  });
  beforeEach(async () => {
    await db.kysely.transaction().execute(async (trx) => {
      await trx.deleteFrom("job_redirects").execute();
      await trx.deleteFrom("job_revisions").execute();
      await trx.deleteFrom("job_postings").execute();
    });
    await importSeedPostings(db);
    await site.refresh();
    app = await buildApp({ config: testConfig(database, { SITE_URL }), db, site });
  });
  afterEach(async () => {
    await app.close();
  });
  afterAll(async () => {
    await site.close();
    await db.close();
    await database.drop();
  });

  it("after the seed import: every posting answers, expired, and nothing calls itself current or open", async () => {
    const page = await get("/job-atlanta-pmr");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="expired-notice"');
    expect(page.body).toContain(`<link rel="canonical" href="${SITE_URL}/job-atlanta-pmr"/>`);
    expect(jobPostingLd(page.body)).toMatchObject({ datePosted: "2025-01-16", validThrough: "2025-04-30" });

    const faq = (await get("/faq")).body;
    expect(menuPaths(faq)).toEqual([]);
    expect(faq).toContain('xl:inline">Jobs</span>');
    expect(faq).not.toContain("Current Jobs");
    expect(items((await get("/jobs.xml")).body)).toEqual([]);

    const jobs = (await get("/jobs")).body;
    expect(jobs).toContain("No nurse practitioner or physician assistant positions are open right now.");
    expect(jobs).not.toContain("Current NP and PA Jobs");
    const guide = (await get("/nurse-practitioner-salary-guide")).body;
    expect(guide).toContain("We have no NP positions open right now.");
    expect(guide).not.toMatch(/\d+ (current|open) NP/);

    const sitemap = (await get("/sitemap.xml")).body;
    for (const path of JOB_PATHS) expect(sitemapEntry(sitemap, path)?.[2], path).toBe("0.3");
    expect((await get("/jobs/atlanta-pmr")).headers.location).toBe("/job-atlanta-pmr");
  });

  it("a renewal opens the posting everywhere: page, menu, /jobs, feed, guides, sitemap and JSON-LD", async () => {
    const through = daysFromNow(60);
    const kysely = db.kysely;
    const atlanta = (await findPostingBySlug(kysely, "atlanta-pmr"))!;
    await savePosting(
      kysely,
      atlanta,
      1,
      renew(atlanta, through, Date.now()),
      TEST_RECRUITER,
      "renew",
      Date.now(),
    );
    await site.refresh();

    const page = (await get("/job-atlanta-pmr")).body;
    expect(page).not.toContain('data-testid="expired-notice"');
    expect(jobPostingLd(page)).toMatchObject({
      title: atlanta.posting.title,
      datePosted: "2025-01-16",
      validThrough: through,
      url: `${SITE_URL}/job-atlanta-pmr`,
    });
    expect(menuPaths((await get("/faq")).body)).toEqual(["/job-atlanta-pmr"]);
    expect((await get("/")).body).toContain("Current Jobs");
    expect(items((await get("/jobs.xml")).body)).toEqual(["/job-atlanta-pmr"]);
    const jobs = (await get("/jobs")).body;
    expect(jobs).toContain("Current NP and PA Jobs");
    expect(jobs).toContain("1 open nurse practitioner and physician assistant position with");
    const guide = (await get("/nurse-practitioner-salary-guide")).body;
    expect(guide).toContain("1 open NP position, with pay");
    const entry = sitemapEntry((await get("/sitemap.xml")).body, "/job-atlanta-pmr");
    expect(entry?.slice(1)).toEqual([new Date().toISOString().slice(0, 10), "0.6"]);
  });

  it("the menu holds the sixteen most recent open postings; a seventeenth pushes the oldest out", async () => {
    await renewAllPostings(db);
    const kysely = db.kysely;
    const source = (await findPostingBySlug(kysely, "hyannis-pmr"))!;
    const draft = await kysely
      .transaction()
      .execute((trx) =>
        insertPosting(
          trx,
          { posting: duplicate(source, "/job-hyannis-pmr-weekends", Date.now()), status: "draft" },
          TEST_RECRUITER,
          "duplicate",
          Date.now(),
        ),
      );
    await site.refresh();
    expect((await get("/job-hyannis-pmr-weekends")).statusCode).toBe(404);
    expect(menuPaths((await get("/faq")).body)).toHaveLength(MENU_SIZE);

    await savePosting(kysely, draft, 1, publish(draft, Date.now()), TEST_RECRUITER, "publish", Date.now());
    await site.refresh();
    const live = await get("/job-hyannis-pmr-weekends");
    expect(live.statusCode).toBe(200);
    expect(jobPostingLd(live.body)?.datePosted).toBe(new Date().toISOString().slice(0, 10));
    const faq = (await get("/faq")).body;
    expect(faq).toContain('\\"/job-hyannis-pmr-weekends\\"');
    // Posted today, it comes first; the last of the seed falls off the menu but keeps its page.
    expect(menuPaths(faq)).toHaveLength(JOB_MENU_LIMIT - 1);
    expect(menuPaths(faq)).not.toContain("/job-hastings-mi-pmr-parttime");
    expect((await get("/job-hastings-mi-pmr-parttime")).statusCode).toBe(200);
    expect(items((await get("/jobs.xml")).body)).toHaveLength(JOB_PATHS.length + 1);
  });

  describe("with 60 open postings", () => {
    // The board is set up (60 postings, then the site rendered with them) before the test, as the seed is
    // for every test; the test reads what was rendered.
    beforeEach(async () => {
      const kysely = db.kysely;
      const source = (await findPostingBySlug(kysely, "atlanta-pmr"))!;
      const validThrough = daysFromNow(45);
      await kysely.transaction().execute(async (trx) => {
        for (let n = 1; n <= 60; n++) {
          const posting = { ...duplicate(source, `/job-atlanta-pmr-clinic-${n}`, Date.now()), validThrough };
          await insertPosting(trx, { posting, status: "published" }, TEST_RECRUITER, "create", Date.now());
        }
      });
      await site.refresh();
    });

    it("/jobs lists and counts open postings only, 50 a page, with further pages at /jobs/page/N", async () => {
      const cardPaths = (html: string) =>
        [...html.matchAll(/<h2 class="[^"]*"><a [^>]*href="(\/job-[^"]+)"/g)].map((m) => m[1]);
      const first = (await get("/jobs")).body;
      expect(cardPaths(first)).toHaveLength(50);
      expect(cardPaths(first).every((path) => path?.startsWith("/job-atlanta-pmr-clinic-"))).toBe(true);
      expect(first).toContain("60 open nurse practitioner and physician assistant positions");
      expect(first).toContain("Showing 1–50 of 60 open jobs.");
      expect(first).toContain('href="/jobs/page/2"');
      const second = await get("/jobs/page/2");
      expect(second.statusCode).toBe(200);
      // The sixteen seed postings ended in 2025: neither page lists them (their pages stay).
      expect(cardPaths(second.body)).toHaveLength(10);
      expect(cardPaths(second.body).every((path) => path?.startsWith("/job-atlanta-pmr-clinic-"))).toBe(true);
      expect(first + second.body).not.toContain("Recently closed");
      expect((await get("/job-atlanta-pmr")).statusCode).toBe(200);
      expect(second.body).toContain(`<link rel="canonical" href="${SITE_URL}/jobs/page/2"/>`);
      expect((await get("/jobs/page/2.data")).statusCode).toBe(200);
      for (const missing of ["/jobs/page/1", "/jobs/page/3", "/jobs/page/two"]) {
        expect((await get(missing)).statusCode, missing).toBe(404);
      }
      // The menu keeps to its limit.
      expect((await get("/faq")).body.match(/\\"\/job-atlanta-pmr-clinic-\d+\\"/g)).toHaveLength(
        JOB_MENU_LIMIT,
      );
    });
  });

  it("a scheduled posting answers 404 until its time, then goes live with no save", async () => {
    const kysely = db.kysely;
    const source = (await findPostingBySlug(kysely, "chatham-pmr"))!;
    const posting = {
      ...duplicate(source, "/job-chatham-evenings-pmr", Date.now()),
      validThrough: daysFromNow(30),
    };
    const draft = await kysely
      .transaction()
      .execute((trx) =>
        insertPosting(trx, { posting, status: "draft" }, TEST_RECRUITER, "duplicate", Date.now()),
      );
    const goLive = Date.now() + 1500;
    await savePosting(
      kysely,
      draft,
      1,
      schedule(draft, goLive, Date.now()),
      TEST_RECRUITER,
      "schedule",
      Date.now(),
    );
    await site.refresh();
    expect((await get("/job-chatham-evenings-pmr")).statusCode).toBe(404);
    // The site renders itself again at the publishing time.
    await expect
      .poll(async () => (await get("/job-chatham-evenings-pmr")).statusCode, { timeout: 10_000 })
      .toBe(200);
    expect(items((await get("/jobs.xml")).body)).toEqual(["/job-chatham-evenings-pmr"]);
  });

  it("a filled posting keeps its page with the notice, ends its JSON-LD at the closing time and leaves the lists", async () => {
    await renewAllPostings(db);
    const closed = await closePosting(db, "il-mo-pmr");
    await site.refresh();
    const page = await get("/job-il-mo-pmr");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("This position has been filled");
    expect(page.body).not.toContain('data-testid="expired-notice"');
    expect(jobPostingLd(page.body)?.validThrough).toBe(new Date(closed.closedAt!).toISOString());
    expect(items((await get("/jobs.xml")).body)).not.toContain("/job-il-mo-pmr");
    expect(items((await get("/jobs.xml")).body)).toHaveLength(JOB_PATHS.length - 1);
    expect(menuPaths((await get("/faq")).body)).not.toContain("/job-il-mo-pmr");
    // It leaves the open roles of /jobs for its folded "Recently closed" list, where it stays 90 days.
    const jobs = (await get("/jobs")).body;
    const foldAt = jobs.indexOf('data-slot="recently-closed"');
    expect(foldAt).toBeGreaterThan(0);
    expect(jobs.slice(0, foldAt)).not.toContain('href="/job-il-mo-pmr"');
    const recent = jobs.slice(foldAt);
    expect(recent).toContain('href="/job-il-mo-pmr"');
    expect(recent).toContain("Position filled");
    expect(sitemapEntry((await get("/sitemap.xml")).body, "/job-il-mo-pmr")?.[2]).toBe("0.3");
    expect((await get("/jobs/il-mo-pmr")).headers.location).toBe("/job-il-mo-pmr");
  });

  it("a changed path answers at the new address and the old one redirects there", async () => {
    const kysely = db.kysely;
    const record = (await findPostingBySlug(kysely, "st-elmo-pmr"))!;
    await savePosting(
      kysely,
      record,
      1,
      { ...record, posting: { ...record.posting, path: "/job-st-elmo-effingham-pmr" } },
      TEST_RECRUITER,
      "update",
      Date.now(),
    );
    await site.refresh();
    expect((await get("/job-st-elmo-effingham-pmr")).statusCode).toBe(200);
    const old = await get("/job-st-elmo-pmr?utm_source=indeed");
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe("/job-st-elmo-effingham-pmr?utm_source=indeed");
    expect((await get("/jobs/st-elmo-pmr")).headers.location).toBe("/job-st-elmo-effingham-pmr");
  });

  it("keeps answering the previous version while a render runs, and swaps the new one in whole", async () => {
    const before = await get("/job-atlanta-pmr");
    await renewAllPostings(db);
    const rendering = site.refresh();
    const during = await get("/job-atlanta-pmr");
    expect(during.statusCode).toBe(200);
    await rendering;
    const after = await get("/job-atlanta-pmr");
    expect(after.headers.etag).not.toBe(before.headers.etag);
    // Whichever version answered meanwhile, it was one whole version, never a mix.
    expect([before.headers.etag, after.headers.etag]).toContain(during.headers.etag);
    expect(during.body).toBe(during.headers.etag === before.headers.etag ? before.body : after.body);
    expect(after.body).not.toContain('data-testid="expired-notice"');
    // Page and menu come from one render: a page never shows a menu of another version.
    expect(menuPaths((await get("/faq")).body)).toHaveLength(MENU_SIZE);
    expect(site.current.manifest.scriptHashes["/job-atlanta-pmr"]?.length).toBeGreaterThan(0);
  });
  it("changes the public cannot see render nothing: drafts, their revisions, a posting scheduled for later", async () => {
    const served = site.current;
    const renders = site.renders;
    const context = { db, actor: TEST_RECRUITER };
    const source = (await findPostingBySlug(db.kysely, "chatham-pmr"))!;
    const unchanged = async () => {
      await site.refresh();
      expect(site.current).toBe(served);
      expect(site.renders).toEqual(renders);
    };

    const draft = await createJob(context, {
      ...duplicate(source, "/job-chatham-nights-pmr", Date.now()),
      validThrough: daysFromNow(30),
    });
    await unchanged();
    const edited = await updateJob(context, draft.id, draft.version, {
      ...draft.posting,
      hours: "Nights, 36 hours per week",
    });
    await unchanged();
    const revision = (await listRevisions(db.kysely, draft.id)).find((entry) => entry.version === 1)!;
    const restored = await restoreJobRevision(context, draft.id, edited.version, revision.id);
    await unchanged();
    const copy = await duplicateJob(context, draft.id, "/job-chatham-nights-pmr-2");
    await deleteDraft(context, copy.id, copy.version);
    await unchanged();
    await changeJobState(context, draft.id, restored.version, {
      action: "schedule",
      publishAt: Date.now() + 60 * 60 * 1000,
    });
    await unchanged();
    expect((await get("/job-chatham-nights-pmr")).statusCode).toBe(404);

    // A change the public sees renders once, however many times it is announced.
    await renewAllPostings(db);
    await Promise.all([site.refresh(), site.refresh()]);
    expect(site.current).not.toBe(served);
    expect(site.renders).toEqual({
      ...renders,
      started: renders.started + 1,
      served: renders.served + 1,
      servedFirst: renders.servedFirst + 1,
    });
  });

  it("a newer change supersedes a render under way: the stale board is never served", async () => {
    const kysely = db.kysely;
    const atlanta = (await findPostingBySlug(kysely, "atlanta-pmr"))!;
    const renders = site.renders;
    // Two hundred postings more make a render that takes seconds.
    await kysely.transaction().execute(async (trx) => {
      for (let n = 1; n <= 200; n++) {
        const posting = {
          ...duplicate(atlanta, `/job-bulk-${n}`, Date.now()),
          validThrough: daysFromNow(45),
        };
        await insertPosting(trx, { posting, status: "published" }, TEST_RECRUITER, "create", Date.now());
      }
    });
    const stale = site.refresh();
    await expect.poll(() => site.renders.started).toBe(renders.started + 1);

    // Meanwhile the bulk postings go away and one posting is renewed.
    await kysely.deleteFrom("job_postings").where("path", "like", "/job-bulk-%").execute();
    await savePosting(
      kysely,
      atlanta,
      1,
      renew(atlanta, daysFromNow(60), Date.now()),
      TEST_RECRUITER,
      "renew",
      Date.now(),
    );
    const fresh = site.refresh();
    // The first refresh resolves with the newer board served: the stale one was never waited for.
    await stale;
    expect((await get("/job-bulk-1")).statusCode).toBe(404);
    await fresh;
    expect(site.renders).toEqual({
      started: renders.started + 2,
      served: renders.served + 1,
      superseded: renders.superseded + 1,
      servedFirst: renders.servedFirst + 1,
    });
    expect((await get("/job-atlanta-pmr")).body).not.toContain('data-testid="expired-notice"');
    expect(items((await get("/jobs.xml")).body)).toEqual(["/job-atlanta-pmr"]);
  });
});

/** The nice values of this process's threads (Linux: field 19 of each thread's stat). */
function threadNiceValues(): number[] {
  return fs.readdirSync("/proc/self/task").flatMap((tid) => {
    try {
      const stat = fs.readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
      // The thread's name (field 2) may hold spaces: count the fields after its closing parenthesis.
      return [Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16])];
    } catch {
      return []; // the thread ended meanwhile
    }
  });
}

describe.runIf(process.platform === "linux")("the render thread's priority", () => {
  // Two sites, their render threads at 7 and at 0, started in the set-up; the test reads their priorities.
  let database: TestDatabase;
  let db: Db;
  let nice: LiveSite;
  let plain: LiveSite;
  let before: number;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    db = connectDb({ dataDir: database.dataDir });
    await migrateToLatest(db);
    before = threadNiceValues().filter((value) => value === 7).length;
    const options = { db, postings: readBoardPostings, buildDir: BUILD_DIR, siteUrl: SITE_URL, watch: false };
    [nice, plain] = await Promise.all([
      startLiveSite({ ...options, niceness: 7 }),
      startLiveSite({ ...options, niceness: 0 }),
    ]);
  });
  afterAll(async () => {
    await nice?.close();
    await plain?.close();
    await db?.close();
    await database?.drop();
  });

  it("runs at RENDER_NICENESS, so page requests go first; at 0 it keeps the server's own", async () => {
    // One render thread at 7; the other's thread at the process's own priority, as every other thread.
    expect(threadNiceValues().filter((value) => value === 7)).toHaveLength(before + 1);
    await nice.close();
    expect(threadNiceValues().filter((value) => value === 7)).toHaveLength(before);
    expect(Math.max(...threadNiceValues())).toBe(0);
  });
});

describe("a render thread given to the site", () => {
  let database: TestDatabase;
  let db: Db;
  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    db = connectDb({ dataDir: database.dataDir });
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  it("outlives the site, renders the next site's postings, and is refused by a site of another address", async () => {
    const options = { db, postings: readBoardPostings, buildDir: BUILD_DIR, siteUrl: SITE_URL, watch: false };
    const thread = await startRenderThread({ buildDir: BUILD_DIR, siteUrl: SITE_URL, niceness: 0 });
    try {
      const first = await startLiveSite({ ...options, niceness: 0, thread });
      expect(first.current.assets.has("/job-atlanta-pmr")).toBe(false);
      await first.close();

      // The thread still answers: a second site, with the seed's postings this time, renders them on it.
      await importSeedPostings(db);
      const second = await startLiveSite({ ...options, niceness: 0, thread });
      expect(thread.error).toBeUndefined();
      for (const path of JOB_PATHS) expect(second.current.assets.has(path), path).toBe(true);
      expect(second.current.assets.get("/faq")?.bodies.identity?.toString()).toContain(`${SITE_URL}/faq"`);
      await second.close();

      await expect(
        startLiveSite({ ...options, siteUrl: "https://elsewhere.example", niceness: 0, thread }),
      ).rejects.toThrow("another build, address or priority");
      await expect(startLiveSite({ ...options, niceness: 10, thread })).rejects.toThrow(
        "another build, address or priority",
      );
    } finally {
      await thread.close();
    }
  });
});
