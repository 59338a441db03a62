import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { connectDb, type Db, migrateToLatest } from "../db/connect";
import { loadConfig } from "../env";
import { loadStaticSite, type StaticSite } from "../static-site";

export const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");

let cachedSite: StaticSite | undefined;
export function builtSite(): StaticSite {
  cachedSite ??= loadStaticSite(BUILD_DIR);
  return cachedSite;
}

/** The real app on the production build with a throwaway SQLite database. */
export async function startTestApp(env: Record<string, string> = {}): Promise<{
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-test-"));
  const config = loadConfig({ LOG_LEVEL: "silent", DATA_DIR: dataDir, BUILD_DIR, ...env });
  const db = connectDb({ databaseUrl: config.DATABASE_URL, dataDir });
  await migrateToLatest(db);
  const app = await buildApp({ config, db, site: builtSite() });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
