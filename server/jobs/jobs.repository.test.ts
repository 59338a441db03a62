import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LEGACY_JOB_PATHS, JOB_PATHS } from "../../tests/spec-routes";
import { connectDb, type Db, migrateToLatest } from "../db/connect";
import { createTestDatabase, type TestDatabase, testDialects } from "../test-support/db";
import {
  findPostingBySlug,
  insertPosting,
  listPostingRecords,
  listRedirects,
  listRevisions,
  savePosting,
  VersionConflictError,
} from "./jobs.repository";
import { close, postingState, relist, restore } from "#schemas/job-lifecycle";
import { importSeedPostings, seedPostings as seed } from "./seed";

const recruiter = { name: "avery@apexnppa.example", userId: null };
const now = Date.parse("2026-11-26T10:00:00Z");

describe.each(testDialects)("job postings on %s", (dialect) => {
  let database: TestDatabase;
  let db: Db;
  beforeEach(async () => {
    database = await createTestDatabase(dialect);
    db = connectDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    await migrateToLatest(db);
  });
  afterEach(async () => {
    await db.close();
    await database.drop();
  });

  it("imports the sixteen postings once, with their paths, legacy addresses and real dates", async () => {
    expect(await importSeedPostings(db, now)).toBe(seed.length);
    expect(await importSeedPostings(db, now + 1000)).toBe(0);
    const records = await listPostingRecords(db.kysely);
    expect(records.map((r) => r.posting.path)).toEqual(JOB_PATHS);
    for (const r of records) {
      expect(r.status).toBe("published");
      expect(r.posting.datePosted).toBe("2025-01-16");
      expect(r.posting).toEqual(seed.find((job) => job.path === r.posting.path));
      // Their 2025 validThrough has passed: expired until a recruiter renews them.
      expect(postingState(r, now)).toBe("expired");
    }
    const redirects = await listRedirects(db.kysely);
    const byId = new Map(records.map((r) => [r.id, r.posting.path]));
    for (const [legacy, target] of Object.entries(LEGACY_JOB_PATHS)) {
      expect(byId.get(redirects[legacy]!), legacy).toBe(target);
    }
    expect(byId.get(redirects["/jobs/valley-alabama"]!)).toBe("/job-valley-alabama");
    const revisions = await listRevisions(db.kysely, records[0]!.id);
    expect(revisions).toHaveLength(1);
    expect(revisions[0]).toMatchObject({ version: 1, action: "import", actor: "seed import" });
  });

  it("refuses a save that names an older version and keeps what the first saver wrote", async () => {
    await importSeedPostings(db, now);
    const kysely = db.kysely;
    const original = (await findPostingBySlug(kysely, "atlanta-pmr"))!;
    const first = await savePosting(
      kysely,
      original,
      original.version,
      { ...original, posting: { ...original.posting, hours: "36 hours per week" } },
      recruiter,
      "update",
      now,
    );
    expect(first.version).toBe(2);
    const second = savePosting(
      kysely,
      original,
      original.version,
      { ...original, posting: { ...original.posting, schedule: "Four ten-hour days" } },
      { name: "jordan@apexnppa.example" },
      "update",
      now + 1,
    );
    await expect(second).rejects.toBeInstanceOf(VersionConflictError);
    await second.catch((error: VersionConflictError) => {
      expect(error.current?.version).toBe(2);
      expect(error.current?.posting.hours).toBe("36 hours per week");
    });
    const stored = (await findPostingBySlug(kysely, "atlanta-pmr"))!;
    expect(stored.posting.hours).toBe("36 hours per week");
    expect(stored.posting.schedule).toBe(original.posting.schedule);
    expect((await listRevisions(kysely, original.id)).map((r) => r.version)).toEqual([2, 1]);
  });

  it("keeps a changed path as a 301 and moves the posting's /jobs/<slug> address along", async () => {
    await importSeedPostings(db, now);
    const kysely = db.kysely;
    const original = (await findPostingBySlug(kysely, "chatham-pmr"))!;
    const moved = await savePosting(
      kysely,
      original,
      original.version,
      { ...original, posting: { ...original.posting, path: "/job-chatham-savannah-pmr" } },
      recruiter,
      "update",
      now,
    );
    const redirects = await listRedirects(kysely);
    expect(redirects["/job-chatham-pmr"]).toBe(moved.id);
    expect(redirects["/jobs/chatham-pmr"]).toBe(moved.id);
    expect(redirects["/jobs/chatham-savannah-pmr"]).toBe(moved.id);
    expect(await findPostingBySlug(kysely, "chatham-pmr")).toBeUndefined();
    expect((await findPostingBySlug(kysely, "chatham-savannah-pmr"))?.id).toBe(moved.id);

    // Moving back: the path answers 200 again and is nobody's redirect.
    await savePosting(
      kysely,
      moved,
      moved.version,
      { ...moved, posting: original.posting },
      recruiter,
      "update",
      now,
    );
    expect((await listRedirects(kysely))["/job-chatham-pmr"]).toBeUndefined();
  });

  it("records who changed what in each revision, and a restore brings the words back", async () => {
    await importSeedPostings(db, now);
    const kysely = db.kysely;
    const original = (await findPostingBySlug(kysely, "hyannis-pmr"))!;
    const edited = await savePosting(
      kysely,
      original,
      1,
      { ...original, posting: { ...original.posting, title: "Cape Cod PM&R Nurse Practitioner" } },
      recruiter,
      "update",
      now,
    );
    const closed = await savePosting(kysely, edited, 2, close(edited, now), recruiter, "close", now + 5);
    const [latest, edit] = await listRevisions(kysely, original.id);
    expect(latest).toMatchObject({ version: 3, action: "close", status: "closed", changed: [] });
    expect(edit).toMatchObject({ version: 2, actor: recruiter.name, changed: ["title"] });

    const revisions = await listRevisions(kysely, original.id);
    const first = revisions.find((r) => r.version === 1)!;
    const restored = await savePosting(
      kysely,
      closed,
      3,
      { ...closed, posting: restore(closed, first.posting) },
      recruiter,
      "restore",
      now + 10,
    );
    expect(restored.posting.title).toBe(original.posting.title);
    expect(restored.status).toBe("closed");
    expect((await listRevisions(kysely, original.id))[0]).toMatchObject({ version: 4, changed: ["title"] });

    const relisted = await savePosting(
      kysely,
      restored,
      4,
      relist(restored, "2027-01-31", now + 20),
      recruiter,
      "relist",
      now + 20,
    );
    expect(postingState(relisted, now + 20)).toBe("open");
    expect(relisted.posting.datePosted).toBe("2026-11-26");
  });

  it("refuses an invalid posting and stores nothing; a draft needs only its title", async () => {
    const kysely = db.kysely;
    const bad = { ...seed[0]!, title: "", meta: { ...seed[0]!.meta, description: "short" } };
    await expect(
      kysely
        .transaction()
        .execute((trx) =>
          insertPosting(trx, { posting: bad, status: "published" }, recruiter, "create", now),
        ),
    ).rejects.toThrow(/title[\s\S]*description|description[\s\S]*title/);
    await expect(
      kysely
        .transaction()
        .execute((trx) => insertPosting(trx, { posting: bad, status: "draft" }, recruiter, "create", now)),
    ).rejects.toThrow(/^title:/);
    expect(await listPostingRecords(kysely)).toEqual([]);
  });
});
