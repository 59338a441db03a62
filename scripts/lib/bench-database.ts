import { randomBytes } from "node:crypto";
import pg from "pg";
import { connectDb } from "../../server/db/connect";

/**
 * Creates an empty PostgreSQL database named `<prefix>_<random>` on the server of `serverUrl` for one bench
 * run; resolves to its URL and a function that drops it.
 */
export async function createBenchDatabase(serverUrl: string, prefix: string) {
  const admin = new URL(serverUrl);
  admin.pathname = "/postgres";
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: admin.toString(), connectionTimeoutMillis: 3000 });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Whether a PostgreSQL server answers at `url` (within two seconds). */
export async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** How many of `ids` are stored in `table` (the bench's check that every 201 is durable). */
export async function countStored(
  table: "leads" | "applications",
  databaseUrl: string | undefined,
  dataDir: string,
  ids: string[],
): Promise<number> {
  const db = connectDb({ databaseUrl, dataDir, poolSize: 2 });
  try {
    let found = 0;
    for (let start = 0; start < ids.length; start += 500) {
      const rows = await db.kysely
        .selectFrom(table)
        .select("id")
        .where("id", "in", ids.slice(start, start + 500))
        .execute();
      found += rows.length;
    }
    return found;
  } finally {
    await db.close();
  }
}
