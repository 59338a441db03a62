import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobPosting } from "#schemas/job-posting";
import { close, duplicate, type PostingRecord } from "#schemas/job-lifecycle";
import { JOB_SEARCH_LIMITS, parseJobSearch, searchJobs } from "#schemas/job-search";
import { buildApp } from "../app";
import { connectDb, type Db, migrateToLatest } from "../db/connect";
import { findPostingBySlug, insertPosting, savePosting } from "../jobs/jobs.repository";
import { importSeedPostings } from "../jobs/seed";
import { testConfig } from "../test-support/app";
import { startTestSite } from "../test-support/build";
import { createTestDatabase, type TestDatabase, testDialects } from "../test-support/db";
import { daysFromNow, TEST_RECRUITER } from "../test-support/jobs";
import { loadBoard } from "./board";
import { isJobSearchTarget } from "./job-search";
import type { LiveSite } from "./live-site";
import { readBoardPostings } from "../jobs/board-source";

const SITE_URL = "https://careers.apexnppa.example";
type App = Awaited<ReturnType<typeof buildApp>>;

/** The posting paths of the cards `/jobs` shows, in order (the recently closed list has its own cards). */
const cardPaths = (html: string) =>
  [...html.matchAll(/<li data-job-card="true">[\s\S]*?href="(\/job-[^"]+)"/g)].map((m) => m[1]);

describe.each(testDialects)("job search on %s", (dialect) => {
  let database: TestDatabase;
  let db: Db;
  let site: LiveSite;
  let app: App;
  const search = async (query: string) =>
    searchJobs(
      (await loadBoard(db, readBoardPostings)).board,
      parseJobSearch(new URLSearchParams(query)),
    ).postings.map(({ job }) => job.path);

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = connectDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    await migrateToLatest(db);
    await importSeedPostings(db);
    const kysely = db.kysely;
    const atlanta = (await findPostingBySlug(kysely, "atlanta-pmr"))!;
    const telemedicine = (await findPostingBySlug(kysely, "np-remote-telemedicine"))!;
    const validThrough = daysFromNow(60);
    const posting = (source: PostingRecord, slug: string, changes: Partial<JobPosting>): JobPosting =>
      ({ ...duplicate(source, `/job-${slug}`, Date.now()), validThrough, ...changes }) as JobPosting;
    const wound = "Wound Care NP - Savannah, GA";
    const postings: { posting: JobPosting; closed?: boolean; expired?: boolean }[] = [
      // "wound" in the title of one, in the description of another, posted on different days.
      {
        posting: posting(atlanta, "wound-care-savannah", {
          title: wound,
          shortTitle: wound,
          specialty: "Wound Care",
          locations: [{ locality: "Savannah", region: "GA", postalCode: "31401" }],
          datePosted: daysFromNow(-3),
        }),
      },
      {
        posting: posting(atlanta, "pmr-macon", {
          title: "PM&R NP/PA - Macon, GA",
          shortTitle: "PM&R NP/PA - Macon, GA",
          locations: [{ locality: "Macon", region: "GA", postalCode: "31201" }],
          about: ["Patients here often need wound dressing changes alongside their rehabilitation."],
          datePosted: daysFromNow(-1),
        }),
      },
      {
        posting: posting(atlanta, "pmr-duluth-older", {
          title: "PM&R NP/PA - Duluth, MN",
          shortTitle: "PM&R NP/PA - Duluth, MN",
          locations: [{ locality: "Duluth", region: "MN", postalCode: "55802" }],
          datePosted: daysFromNow(-10),
        }),
      },
      {
        posting: posting(atlanta, "pmr-duluth-newer", {
          title: "PM&R NP/PA - Duluth, MN (weekends)",
          shortTitle: "PM&R NP/PA - Duluth, MN (weekends)",
          locations: [{ locality: "Duluth", region: "MN", postalCode: "55802" }],
          employmentTypes: ["PART_TIME"],
          datePosted: daysFromNow(-2),
        }),
      },
      {
        posting: posting(telemedicine, "telemedicine-pa", {
          roles: ["PA"],
          title: "Remote Telemedicine PA",
          shortTitle: "Remote Telemedicine PA",
          datePosted: daysFromNow(-4),
        }),
      },
      // Filled, and open no more: never a search result.
      {
        posting: posting(atlanta, "wound-care-filled", {
          title: "Wound Care NP - Augusta, GA",
          shortTitle: "Wound Care NP - Augusta, GA",
          datePosted: daysFromNow(-5),
        }),
        closed: true,
      },
    ];
    await kysely.transaction().execute(async (trx) => {
      for (const entry of postings) {
        const record = await insertPosting(
          trx,
          { posting: entry.posting, status: "published" },
          TEST_RECRUITER,
          "create",
          Date.now(),
        );
        if (entry.closed) {
          await savePosting(trx, record, 1, close(record, Date.now()), TEST_RECRUITER, "close", Date.now());
        }
      }
    });
    site = await startTestSite(db, SITE_URL, { watch: false });
    app = await buildApp({ config: testConfig(database, { SITE_URL }), db, site });
  });
  afterAll(async () => {
    await app?.close();
    await site?.close();
    await db?.close();
    await database?.drop();
  });

  it("orders by relevance (a title outweighs a description), then newest first among equals", async () => {
    expect(await search("q=wound")).toEqual(["/job-wound-care-savannah", "/job-pmr-macon"]);
    expect(await search("q=duluth")).toEqual(["/job-pmr-duluth-newer", "/job-pmr-duluth-older"]);
    // Every word must match: the city narrows the specialty.
    expect(await search("q=pm%26r+macon")).toEqual(["/job-pmr-macon"]);
    expect(await search("q=PMR+Macon")).toEqual(["/job-pmr-macon"]);
    // A state by name or by code, a word by its beginning, accents and case ignored.
    expect(await search("q=minnesota")).toEqual(["/job-pmr-duluth-newer", "/job-pmr-duluth-older"]);
    expect(await search("q=Savann")).toEqual(["/job-wound-care-savannah"]);
    expect(await search("q=S%C3%A1vannah")).toEqual(["/job-wound-care-savannah"]);
    expect(await search("q=zzzz")).toEqual([]);
  });

  it("lists open postings only: filled and expired ones are never found", async () => {
    expect(await search("q=augusta")).toEqual([]);
    // The seed postings all ended in 2025.
    expect(await search("q=hyannis")).toEqual([]);
  });

  it("applies the role, state and schedule filters with or without a keyword", async () => {
    expect(await search("q=telemedicine&role=PA")).toEqual(["/job-telemedicine-pa"]);
    expect(await search("q=telemedicine&role=NP")).toEqual([]);
    expect(await search("state=remote")).toEqual(["/job-telemedicine-pa"]);
    expect(await search("state=mn&schedule=part-time")).toEqual(["/job-pmr-duluth-newer"]);
    // The schedule filter's earlier name still works.
    expect(await search("state=MN&type=full-time")).toEqual(["/job-pmr-duluth-older"]);
    expect(await search("q=wound&state=GA")).toEqual(["/job-wound-care-savannah", "/job-pmr-macon"]);
  });

  it("limits the keyword, its words and the results", () => {
    const long = "wound ".repeat(200);
    expect(parseJobSearch(new URLSearchParams({ q: long })).q.length).toBeLessThanOrEqual(
      JOB_SEARCH_LIMITS.q,
    );
    const postings = Array.from({ length: 70 }, (_, n) => ({
      job: {
        ...fakeJob,
        path: `/job-n-${n}`,
        datePosted: `2026-01-${String((n % 28) + 1).padStart(2, "0")}`,
      },
      state: "open" as const,
      closedAt: null,
      updated: "2026-01-01",
    }));
    const found = searchJobs({ postings }, parseJobSearch(new URLSearchParams("q=savannah")));
    expect(found.total).toBe(70);
    expect(found.postings).toHaveLength(JOB_SEARCH_LIMITS.results);
    expect(found.postings[0]!.job.datePosted).toBe("2026-01-28");
  });

  it("reads any query without failing: controls, broken escapes, lone surrogates, unknown values", () => {
    for (const query of [
      "q=%00",
      "q=%E0%A4%A",
      "q=%ED%A0%80",
      "q=\u0007wound",
      "role=XX&state=ZZ&schedule=x",
      "q=",
    ]) {
      const parsed = parseJobSearch(new URLSearchParams(query));
      expect(parsed.q).not.toMatch(/[\p{Cc}\p{Cs}]/u);
      expect(parsed.role).toBe("");
    }
    expect(parseJobSearch(new URLSearchParams("q=%00wound%01")).q).toBe("wound");
    expect(isJobSearchTarget("/jobs?q=%00")).toBe(false);
    expect(isJobSearchTarget("/jobs?utm_source=x")).toBe(false);
    expect(isJobSearchTarget("/jobs?q=wound")).toBe(true);
    expect(isJobSearchTarget("/faq?q=wound")).toBe(false);
  });

  it("answers a search over HTTP with a page rendered for it: noindex, canonical /jobs, cached", async () => {
    const first = await app.inject({ url: "/jobs?q=wound&role=&state=&schedule=" });
    expect(first.statusCode).toBe(200);
    expect(first.headers["x-robots-tag"]).toBe("noindex");
    expect(first.body).toContain('<meta name="robots" content="noindex"/>');
    expect(first.body).toContain(`<link rel="canonical" href="${SITE_URL}/jobs"/>`);
    expect(cardPaths(first.body)).toEqual(["/job-wound-care-savannah", "/job-pmr-macon"]);
    expect(first.body).toContain('value="wound"');
    // The same search asked another way is the same page (one cache entry); the ETag revalidates.
    const again = await app.inject({ url: "/jobs?schedule=&q=++wound++" });
    expect(again.headers.etag).toBe(first.headers.etag);
    const unchanged = await app.inject({
      url: "/jobs?q=wound",
      headers: { "if-none-match": first.headers.etag! },
    });
    expect(unchanged.statusCode).toBe(304);
    const data = await app.inject({ url: "/jobs.data?q=wound" });
    expect(data.statusCode).toBe(200);
    expect(data.body).toContain("/job-wound-care-savannah");
    const plain = await app.inject({ url: "/jobs" });
    expect(plain.body).not.toContain('content="noindex"');
    expect(cardPaths(plain.body)).toHaveLength(5);
  });

  it("never answers a 5xx to a bad or huge query; the plain list answers one that asks for nothing", async () => {
    const plain = (await app.inject({ url: "/jobs" })).body;
    for (const url of ["/jobs?q=%00", "/jobs?q=%", "/jobs?q=%E0%A4", "/jobs?role=XX", "/jobs?utm_source=x"]) {
      const answer = await app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toBe(plain);
    }
    for (const url of [
      "/jobs?q=%E0%A4%A",
      "/jobs?q[]=a&q[]=b",
      `/jobs?${"x=1&".repeat(500)}q=duluth`,
      "/jobs.data?q=%ED%A0%80wound",
    ]) {
      expect((await app.inject({ url })).statusCode, url).toBe(200);
    }
    const long = await app.inject({ url: `/jobs?q=${"a".repeat(6000)}` });
    expect(long.body).toContain(`value="${"a".repeat(JOB_SEARCH_LIMITS.q)}"`);
  });
});

const fakeJob = {
  title: "Savannah role",
  shortTitle: "Savannah role",
  specialty: "Primary Care",
  roles: ["NP"],
  locations: [{ locality: "Savannah", region: "GA", postalCode: "31401" }],
  nearbyCommunities: [],
  skills: ["Primary care"],
  keywords: [],
  about: ["A role."],
  whyYoullLoveIt: { heading: "Why", items: [] },
  responsibilities: { heading: "Duties", items: [] },
  qualifications: { required: [], preferred: [] },
  employmentTypes: ["FULL_TIME"],
} as unknown as JobPosting;
