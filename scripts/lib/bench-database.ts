import { randomBytes } from "node:crypto";
import pg from "pg";

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
