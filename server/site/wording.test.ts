import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { connectDb, type Db, migrateToLatest } from "../db/connect";
import { findPostingBySlug, savePosting } from "../jobs/jobs.repository";
import { close, renew } from "#schemas/job-lifecycle";
import { importSeedPostings } from "../jobs/seed";
import { testConfig } from "../test-support/app";
import { startTestSite } from "../test-support/build";
import { createTestDatabase, type TestDatabase } from "../test-support/db";
import { daysFromNow, TEST_RECRUITER } from "../test-support/jobs";
import type { LiveSite } from "./live-site";

const SITE_URL = "https://careers.apexnppa.example";

/** Sentences that speak of postings as current or open. */
const CLAIMS_OPENINGS = [
  /\bcurrent (NP (and|&) PA |PA (and|&) NP |NP |PA |nurse practitioner |physician assistant )?(jobs|openings|positions|roles)\b/i,
  /Current Jobs/,
  /\bopen now\b/i,
  /\bOpen (roles|positions) with pay/i,
  /\bSee open\b/i,
  /\bevery position open\b/i,
  /\d+ open (NP|PA|nurse|physician)/i,
  /\broles we are (filling|recruiting for now)\b/i,
];

/** What a visitor or a search engine reads: the title, the description and the text of the page. */
function readable(html: string): string {
  const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
  const body = html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, " ");
  return `${description} ${body}`
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");
}

function claims(text: string): string[] {
  return CLAIMS_OPENINGS.flatMap((pattern) => {
    const match = pattern.exec(text);
    return match ? [text.slice(Math.max(0, match.index - 40), match.index + 60)] : [];
  });
}

describe("wording follows the postings' state", () => {
  let database: TestDatabase;
  let db: Db;
  let site: LiveSite;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const get = (url: string) => app.inject({ url });
  let pages: string[];

  beforeAll(async () => {
    database = await createTestDatabase("sqlite");
    db = connectDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    await migrateToLatest(db);
    await importSeedPostings(db);
    site = await startTestSite(db, SITE_URL);
    app = await buildApp({ config: testConfig(database, { SITE_URL }), db, site });
    const sitemap = (await get("/sitemap.xml")).body;
    pages = [
      ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname),
      "/thank-you",
      "/no-such-page",
    ];
  });
  afterAll(async () => {
    await app?.close();
    await site?.close();
    await db?.close();
    await database?.drop();
  });

  it("with every posting expired (a fresh start), no page calls anything current or open", async () => {
    expect(pages.length).toBeGreaterThan(30);
    const found: string[] = [];
    for (const path of pages) {
      const answer = await get(path);
      expect([200, 404], path).toContain(answer.statusCode);
      for (const claim of claims(readable(answer.body))) found.push(`${path}: …${claim}…`);
    }
    expect(found).toEqual([]);

    const guide = readable((await get("/nurse-practitioner-salary-guide")).body);
    expect(guide).toContain("New NP openings and their pay");
    expect(guide).toContain("We have no NP positions open right now.");
    expect(guide).not.toContain("Two patterns recur");
    const jobs = (await get("/jobs")).body;
    expect(jobs).toContain("<title>NP &amp; PA Jobs | Nurse Practitioner and Physician Assistant Positions");
    const expired = readable((await get("/job-atlanta-pmr")).body);
    expect(expired).toContain("This position may already be filled");
    expect(expired).toContain("about similar roles as they open");
    expect(expired).toContain("See all NP & PA jobs");
    expect(readable((await get("/no-such-page")).body)).toContain("See all NP & PA jobs");
  });

  it("with some postings open, the same places speak of current and open roles, and agree", async () => {
    const kysely = db.kysely;
    const now = Date.now();
    for (const slug of ["atlanta-pmr", "nyc-manhattan"]) {
      const record = (await findPostingBySlug(kysely, slug))!;
      await savePosting(
        kysely,
        record,
        record.version,
        renew(record, daysFromNow(30), now),
        TEST_RECRUITER,
        "renew",
        now,
      );
    }
    const hyannis = (await findPostingBySlug(kysely, "hyannis-pmr"))!;
    await savePosting(kysely, hyannis, hyannis.version, close(hyannis, now), TEST_RECRUITER, "close", now);
    await site.refresh();

    const npGuide = readable((await get("/nurse-practitioner-salary-guide")).body);
    expect(npGuide).toContain("Pay in our current NP openings");
    expect(npGuide).toMatch(/\d+ open NP positions?, with pay/);
    const paGuide = readable((await get("/physician-assistant-salary-guide")).body);
    expect(paGuide).toContain("Pay in our current PA openings");
    expect((await get("/jobs")).body).toContain("<title>Current NP &amp; PA Jobs");
    expect(readable((await get("/faq")).body)).toContain("Current Jobs");

    const expired = readable((await get("/job-chatham-pmr")).body);
    expect(expired).toContain("which similar roles are open now");
    expect(expired).toContain("See open NP & PA jobs");
    const filled = readable((await get("/job-hyannis-pmr")).body);
    expect(filled).toContain("This position has been filled");
    expect(filled).toContain("every position open now is on our jobs page");
    expect(filled).toContain("See open NP & PA jobs");
    const notFound = readable((await get("/no-such-page")).body);
    expect(notFound).toContain("See open NP & PA jobs");
    expect(notFound).toContain("Open roles with pay, location and schedule.");
  });
});
