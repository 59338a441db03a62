import fs from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { connectDb, type Db, WAL_SIZE_LIMIT_BYTES } from "../db/connect";
import { createTestDatabase, type TestDatabase } from "../test-support/db";
import { pollUntil } from "../test-support/poll";
import { type Checkpointer, startCheckpointer } from "./sqlite-checkpointer";

describe("SQLite checkpoints", () => {
  let database: TestDatabase | undefined;
  let db: Db | undefined;
  let checkpointer: Checkpointer | undefined;
  afterEach(async () => {
    await checkpointer?.stop();
    await db?.close();
    await database?.drop();
    checkpointer = db = database = undefined;
  });

  it("cuts a WAL that grew back to its limit once it is checkpointed", async () => {
    database = await createTestDatabase("sqlite", { empty: true });
    db = connectDb({ dataDir: database.dataDir });
    const sqlite = db.sqlite!;
    checkpointer = startCheckpointer(sqlite, 20);
    const walPath = `${sqlite.name}-wal`;
    sqlite.exec("CREATE TABLE burst (body BLOB)");
    // A burst three times the limit, in one transaction, so that no checkpoint can run in between.
    const insert = sqlite.prepare("INSERT INTO burst (body) VALUES (randomblob(4000))");
    sqlite.transaction(() => {
      for (let bytes = 0; bytes < 3 * WAL_SIZE_LIMIT_BYTES; bytes += 4000) insert.run();
    })();
    expect(fs.statSync(walPath).size).toBeGreaterThan(3 * WAL_SIZE_LIMIT_BYTES);

    // Once the checkpointer has copied it all, the next commit starts the WAL again and cuts the file.
    const small = sqlite.prepare("INSERT INTO burst (body) VALUES (x'00')");
    await pollUntil(
      () => {
        small.run();
        return fs.statSync(walPath).size <= WAL_SIZE_LIMIT_BYTES;
      },
      { timeoutMs: 10_000, intervalMs: 20, what: "the WAL to shrink" },
    );
    expect(Number(sqlite.prepare("SELECT count(*) AS n FROM burst").pluck().get())).toBeGreaterThan(6000);
  });
});
