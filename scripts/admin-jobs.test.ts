import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs as seed } from "#app/content/jobs/index";
import { connectDb, type Db, migrateToLatest } from "#server/db/connect";
import { findPostingBySlug, listPostingRecords } from "#server/jobs/jobs.repository";
import { postingState } from "#schemas/job-lifecycle";
import { importSeedPostings } from "#server/jobs/seed";
import { createTestDatabase, type TestDatabase, testDialects } from "#server/test-support/db";
import { daysFromNow } from "#server/test-support/jobs";
import { runAdminInProcess } from "./lib/admin-in-process";

// The commands run in this process (decision 0204); admin.test.ts and the job board's browser test run the
// command line in a process of its own.
const runAdmin = (args: string[], env: Record<string, string>) => runAdminInProcess(args, env);

describe.each(testDialects)("npm run admin -- jobs (%s)", (dialect) => {
  let database: TestDatabase;
  let env: Record<string, string>;
  let db: Db;
  const file = (name: string, content: unknown) => {
    const target = path.join(database.dataDir, name);
    fs.writeFileSync(target, typeof content === "string" ? content : JSON.stringify(content));
    return target;
  };
  const record = async (slug: string) => findPostingBySlug(db.kysely, slug);

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    env = { DATA_DIR: database.dataDir, DATABASE_URL: database.databaseUrl ?? "" };
    db = connectDb({ databaseUrl: database.databaseUrl, dataDir: database.dataDir });
    await migrateToLatest(db);
    await importSeedPostings(db);
  });
  afterAll(async () => {
    await db?.close();
    await database?.drop();
  });

  it("lists every posting with its state, expiry and path", async () => {
    const { code, stdout } = await runAdmin(["jobs", "list"], env);
    expect(code).toBe(0);
    const lines = stdout.trim().split("\n");
    expect(lines).toHaveLength(16);
    expect(lines[0]!.split("\t")).toEqual([
      "expired  ",
      "2025-04-30",
      "/job-valley-alabama",
      seed[0]!.shortTitle,
    ]);
  });

  it("exports a posting as JSON in the schema's shape", async () => {
    const { code, stdout } = await runAdmin(["jobs", "export", "atlanta-pmr"], env);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual(seed.find((job) => job.path === "/job-atlanta-pmr"));
    const missing = await runAdmin(["jobs", "export", "no-such-job"], env);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("There is no posting no-such-job.");
  });

  it("refuses an invalid file with every bad field named, exit code 1 and nothing changed", async () => {
    const before = await listPostingRecords(db.kysely);
    const atlanta = seed.find((job) => job.path === "/job-atlanta-pmr")!;
    const bad = {
      ...atlanta,
      title: "",
      pay: { kind: "exact", value: -5, unit: "YEAR" },
      locations: [{ locality: "Atlanta", region: "XX" }],
      salary: "lots",
    };
    const badFile = file("bad.json", bad);
    const { code, stderr } = await runAdmin(["jobs", "import", badFile], env);
    expect(code).toBe(1);
    // Reported as any content problem is: collection, record (the file) and field path.
    for (const field of ["title", "pay.value", "locations.0.region"])
      expect(stderr).toContain(`jobs ${badFile} › ${field}: `);
    expect(stderr).toContain(`jobs ${badFile} › title: Write some text`);
    expect(stderr).toMatch(/salary/);
    const notJson = await runAdmin(["jobs", "import", file("broken.json", "{ title: ")], env);
    expect(notJson.code).toBe(1);
    expect(notJson.stderr).toContain("is not JSON");
    expect(await listPostingRecords(db.kysely)).toEqual(before);
  });

  it("imports a new posting and publishes it, or keeps it a draft with --draft; updates by path", async () => {
    const atlanta = seed.find((job) => job.path === "/job-atlanta-pmr")!;
    const validThrough = daysFromNow(45);
    const fresh = {
      ...atlanta,
      path: "/job-decatur-pmr",
      identifier: "decatur-pmr",
      legacyPaths: [],
      validThrough,
    };
    const published = await runAdmin(["jobs", "import", file("decatur.json", fresh)], env);
    expect(published).toMatchObject({ code: 0, stdout: "Created /job-decatur-pmr: open.\n" });
    expect((await record("decatur-pmr"))?.posting.datePosted).toBe(new Date().toISOString().slice(0, 10));

    const draftFile = file("marietta.json", {
      ...fresh,
      path: "/job-marietta-pmr",
      identifier: "marietta-pmr",
    });
    expect((await runAdmin(["jobs", "import", draftFile, "--draft"], env)).stdout).toBe(
      "Created /job-marietta-pmr: draft.\n",
    );

    const updated = await runAdmin(
      ["jobs", "import", file("decatur-2.json", { ...fresh, hours: "36 hours per week" })],
      env,
    );
    expect(updated.stdout).toBe("Updated /job-decatur-pmr: open.\n");
    const stored = (await record("decatur-pmr"))!;
    expect(stored.posting.hours).toBe("36 hours per week");
    expect(stored.version).toBe(3);
  });

  it("refuses to publish an import whose validThrough has passed, and keeps nothing of it", async () => {
    const atlanta = seed.find((job) => job.path === "/job-atlanta-pmr")!;
    const stale = { ...atlanta, path: "/job-smyrna-pmr", identifier: "smyrna-pmr", legacyPaths: [] };
    const { code, stderr } = await runAdmin(["jobs", "import", file("smyrna.json", stale)], env);
    expect(code).toBe(1);
    expect(stderr).toContain("validThrough:");
    expect(await record("smyrna-pmr")).toBeUndefined();
  });

  it("refuses a posting whose path is longer than an application can name, and prints what the file holds escaped", async () => {
    const atlanta = seed.find((job) => job.path === "/job-atlanta-pmr")!;
    const hostile = {
      ...atlanta,
      path: `/job-${"a".repeat(5000)}`,
      identifier: "long-path-pmr",
      legacyPaths: [],
      validThrough: daysFromNow(30),
      "\u001b[2J\u001b[31mEVIL": "x",
    };
    const { code, stderr } = await runAdmin(["jobs", "import", file("hostile.json", hostile)], env);
    expect(code).toBe(1);
    expect(stderr).toContain("path:");
    expect(stderr).not.toContain("\u001b");
    expect(stderr).toContain("\\u001b[2J\\u001b[31mEVIL");
    expect(await record("long-path-pmr")).toBeUndefined();
  });

  it("closes a posting, and refuses to close it twice", async () => {
    const { code, stdout } = await runAdmin(["jobs", "close", "hyannis-pmr"], env);
    expect(code).toBe(0);
    expect(stdout).toContain("Closed /job-hyannis-pmr");
    const closed = (await record("hyannis-pmr"))!;
    expect(postingState(closed, Date.now())).toBe("closed");
    const again = await runAdmin(["jobs", "close", "hyannis-pmr"], env);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("A closed posting cannot be closed");
  });

  it("prints its usage for an unknown command", async () => {
    const { code, stderr } = await runAdmin(["jobs", "frobnicate"], env);
    expect(code).toBe(2);
    expect(stderr).toContain("jobs import <file.json> [--draft]");
  });
});
