import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { connectDb, type Db, migrateToLatest } from "../db/connect";
import { findPostingBySlug, savePosting } from "../jobs/jobs.repository";
import { importSeedPostings } from "../jobs/seed";
import { renew } from "#schemas/job-lifecycle";
import { testConfig } from "../test-support/app";
import { startTestSite } from "../test-support/build";
import { createTestDatabase, type TestDatabase, testDialects } from "../test-support/db";
import { closePosting, daysFromNow, TEST_RECRUITER } from "../test-support/jobs";
import type { LiveSite } from "./live-site";

// jsdom ships no types; its XML parser is all this test uses.
const { JSDOM } = createRequire(import.meta.url)("jsdom") as {
  JSDOM: new (markup: string, options: { contentType: string }) => { window: { document: Document } };
};

const SITE_URL = "https://careers.apexnppa.example";
const FIELDS = [
  "title",
  "date",
  "referencenumber",
  "requisitionid",
  "url",
  "company",
  "sourcename",
  "city",
  "state",
  "country",
  "postalcode",
  "email",
  "description",
  "salary",
  "jobtype",
  "category",
  "expirationdate",
] as const;

/** The feed read by a real XML parser: each `<job>` as its elements' text. */
function feedJobs(xml: string): Array<Record<string, string>> {
  const document = new JSDOM(xml, { contentType: "application/xml" }).window.document;
  expect(document.querySelector("parsererror")).toBeNull();
  expect(document.documentElement.nodeName).toBe("source");
  return [...document.documentElement.querySelectorAll(":scope > job")].map((job) =>
    Object.fromEntries([...job.children].map((child) => [child.nodeName, child.textContent ?? ""])),
  );
}

describe.each(testDialects)("the Indeed feed on %s", (dialect) => {
  let database: TestDatabase;
  let db: Db;
  let site: LiveSite;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = connectDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    await migrateToLatest(db);
    await importSeedPostings(db);
    site = await startTestSite(db, SITE_URL, { watch: false });
    app = await buildApp({ config: testConfig(database, { SITE_URL }), db, site });
  });
  afterAll(async () => {
    await app.close();
    await site.close();
    await db.close();
    await database.drop();
  });

  const renewPosting = async (slug: string, through: string) => {
    const record = (await findPostingBySlug(db.kysely, slug))!;
    const now = Date.now();
    await savePosting(
      db.kysely,
      record,
      record.version,
      renew(record, through, now),
      TEST_RECRUITER,
      "renew",
      now,
    );
  };

  it("lists exactly the open postings with Indeed's fields, one job per place, and a closed one leaves it", async () => {
    const empty = await app.inject({ url: "/feeds/indeed.xml" });
    expect(empty.statusCode).toBe(200);
    expect(empty.headers["content-type"]).toBe("application/xml; charset=utf-8");
    // After the seed import every posting has expired: none is open.
    expect(feedJobs(empty.body)).toEqual([]);

    const through = daysFromNow(45);
    for (const slug of ["atlanta-pmr", "gainesville-conyers-pmr", "np-remote-telemedicine"]) {
      await renewPosting(slug, through);
    }
    await site.refresh();
    const xml = (await app.inject({ url: "/feeds/indeed.xml" })).body;
    const jobs = feedJobs(xml);
    expect(jobs.map((job) => job.referencenumber).sort()).toEqual([
      "pmr-np-pa-atlanta-ga-2025",
      "pmr-np-pa-gainesville-conyers-ga-2025-conyers-ga",
      "pmr-np-pa-gainesville-conyers-ga-2025-gainesville-ga",
      "remote-telemedicine-np-2025",
    ]);
    for (const job of jobs) {
      for (const field of FIELDS) expect(job, `${job.referencenumber} ${field}`).toHaveProperty(field);
      expect(job.country).toBe("US");
      expect(job.company).toBe("Apex NP & PA Recruiting");
      expect(job.expirationdate).toBe(through);
      expect(job.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    // Every value is CDATA, so "&" is sent as itself, as Indeed asks, never as an entity.
    expect(xml).not.toMatch(/&(amp|lt|gt|quot|apos);(?![^<]*\]\]>)/);
    const atlanta = jobs.find((job) => job.referencenumber === "pmr-np-pa-atlanta-ga-2025")!;
    expect(atlanta).toMatchObject({
      title: "PM&R Nurse Practitioner or Physician Assistant",
      url: `${SITE_URL}/job-atlanta-pmr`,
      requisitionid: "pmr-np-pa-atlanta-ga-2025",
      city: "Atlanta",
      state: "GA",
      postalcode: "30305",
      jobtype: "fulltime",
      date: "2025-01-16",
    });
    expect(atlanta.salary).toBe("Up to $140,000 per year plus $26,000 bonus");
    expect(atlanta.description).toContain("<h2>");
    expect(atlanta.description).toContain("PM&R");
    expect(atlanta).not.toHaveProperty("remotetype");
    const remote = jobs.find((job) => job.referencenumber === "remote-telemedicine-np-2025")!;
    expect(remote).toMatchObject({ remotetype: "Fully remote", city: "", state: "" });

    await closePosting(db, "atlanta-pmr");
    await site.refresh();
    const after = feedJobs((await app.inject({ url: "/feeds/indeed.xml" })).body);
    expect(after.map((job) => job.referencenumber)).not.toContain("pmr-np-pa-atlanta-ga-2025");
    expect(after).toHaveLength(3);
  });
});
