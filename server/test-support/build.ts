import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { connectDb, type Db, migrateToLatest } from "../db/connect";
import { loadConfig } from "../env";
import { importSeedPostings } from "../jobs/seed";
import {
  type LiveSite,
  type LiveSiteOptions,
  type RenderThread,
  startLiveSite,
  startRenderThread,
} from "../site/live-site";
import type { StaticSite } from "../site/static-site";
import { readBoardPostings } from "../jobs/board-source";
import { testConfig } from "./app";
import type { TestDialect } from "./db";
import { startAdminApp } from "./staff";

export const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");

/**
 * The live site as the tests render it: the production build and the job board's postings, on the render
 * thread at the process's own priority (beside a browser and other test processes a nice thread waits
 * behind all of them; decision 0445).
 */
export async function startTestSite(
  db: Db,
  siteUrl: string,
  options: Omit<Partial<LiveSiteOptions>, "thread"> = {},
): Promise<LiveSite> {
  const settings = { buildDir: BUILD_DIR, siteUrl, niceness: 0, ...options };
  const thread = await takeRenderThread(settings);
  let site: LiveSite;
  try {
    site = await startLiveSite({ db, postings: readBoardPostings, ...settings, thread });
  } catch (error) {
    await putBackRenderThread(thread);
    throw error;
  }
  const close = site.close;
  site.close = async () => {
    await close();
    await putBackRenderThread(thread);
  };
  return site;
}

/**
 * Render threads the tests' sites closed, for the next site of the same build, address and priority: a
 * site started after another one renders on its thread instead of loading the build's server bundle again
 * (about 1.4 s and 2 CPU-seconds a start). A few are kept; a thread that failed is stopped.
 */
const idleThreads: RenderThread[] = [];
const KEPT_THREADS = 2;

async function takeRenderThread(
  settings: Pick<LiveSiteOptions, "buildDir" | "siteUrl" | "niceness">,
): Promise<RenderThread> {
  const index = idleThreads.findIndex(
    (thread) =>
      thread.buildDir === path.resolve(settings.buildDir) &&
      thread.siteUrl === settings.siteUrl &&
      thread.niceness === settings.niceness,
  );
  if (index !== -1) return idleThreads.splice(index, 1)[0]!;
  return startRenderThread(settings);
}

async function putBackRenderThread(thread: RenderThread): Promise<void> {
  if (thread.error) return thread.close();
  idleThreads.push(thread);
  while (idleThreads.length > KEPT_THREADS) await idleThreads.shift()!.close();
}

let lastSite: LiveSite | undefined;
/** The site rendered by the most recently started test app. */
export function builtSite(): StaticSite {
  if (!lastSite) throw new Error("Start a test app first");
  return lastSite.current;
}

export interface BuiltTestApp {
  app: FastifyInstance;
  db: Db;
  site: LiveSite;
  close(): Promise<void>;
}

/**
 * The real app on the production build, its pages rendered from the seed postings in a throwaway
 * SQLite database (or the database of `env.DATABASE_URL`).
 */
export async function startTestApp(env: Record<string, string> = {}): Promise<BuiltTestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-test-"));
  const config = loadConfig({ LOG_LEVEL: "silent", DATA_DIR: dataDir, BUILD_DIR, ...env });
  const db = connectDb({ databaseUrl: config.DATABASE_URL, dataDir });
  await migrateToLatest(db);
  await importSeedPostings(db);
  const site = await startTestSite(db, config.SITE_URL, { buildDir: config.BUILD_DIR });
  lastSite = site;
  const app = await buildApp({ config, db, site });
  await app.ready();
  return {
    app,
    db,
    site,
    async close() {
      await app.close();
      await site.close();
      await db.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The staff API beside the public site it changes: a staff test app with the seed postings, its live site,
 * the app serving both, and a signed-in recruiter's cookie.
 */
export async function startStaffAppWithSite(
  dialect: TestDialect,
  recruiter: string,
  siteOptions: Omit<Partial<LiveSiteOptions>, "thread"> = {},
) {
  const t = await startAdminApp(dialect);
  await importSeedPostings(t.db);
  const site = await startTestSite(t.db, t.config.SITE_URL, siteOptions);
  const app = await buildApp({ config: testConfig(t.database), db: t.db, site });
  await t.addUser(recruiter);
  const cookie = await t.signIn(recruiter);
  return {
    t,
    site,
    app,
    cookie,
    async close() {
      await app.close();
      await site.close();
      await t.close();
    },
  };
}
