/**
 * What the staff guide's screenshot scripts share: a fresh SQLite database with the seed postings and two
 * recruiters, the built server on it with business hours round the clock, headless Chromium, the sign-in,
 * and a shot that waits for the fonts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { connectDb, type Db, migrateToLatest } from "../../server/db/connect";
import { importSeedPostings } from "../../server/jobs/seed";
import { hashPassword } from "../../server/staff-auth/passwords";
import { createUser } from "../../server/staff-auth/users.repository";
import { startBuiltServer } from "./serve-build";
import { launchChromium } from "./browser";

const PASSWORD = "staff guide screenshots";
const SIGN_IN_EMAIL = "maria.reyes@apexnppa.com";

export interface Recruiters {
  me: { id: string; email: string };
  james: { id: string; email: string };
}

/** Fills a new database in `dataDir`: the seed postings, the two recruiters, then `fill`'s own records. */
async function seedDatabase<T>(dataDir: string, fill: (db: Db, staff: Recruiters) => Promise<T>): Promise<T> {
  const db = connectDb({ dataDir });
  try {
    await migrateToLatest(db);
    await importSeedPostings(db);
    const fast = { N: 2 ** 12, r: 8, p: 1 };
    const me = await createUser(db.kysely, SIGN_IN_EMAIL, await hashPassword(PASSWORD, fast));
    const james = await createUser(db.kysely, "james.cole@apexnppa.com", await hashPassword(PASSWORD, fast));
    return await fill(db, { me, james });
  } finally {
    await db.close();
  }
}

export async function signIn(page: Page) {
  await page.goto("/admin", { waitUntil: "networkidle" });
  await page.getByLabel("E-mail address").fill(SIGN_IN_EMAIL);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}

export interface ShotSession<T> {
  browser: Browser;
  baseUrl: string;
  /** What `fill` returned (the ids the shots open). */
  seeded: T;
  /** Writes the page as it is now to `outDir/name`. */
  shot: (page: Page, name: string, fullPage?: boolean) => Promise<void>;
}

/** Seeds a database, serves the build on it and runs `photograph`; everything is stopped and removed after. */
export async function takeStaffShots<T>(
  { name, outDir }: { name: string; outDir: string },
  fill: (db: Db, staff: Recruiters) => Promise<T>,
  photograph: (session: ShotSession<T>) => Promise<void>,
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${name}-`));
  const seeded = await seedDatabase(dataDir, fill);
  const running = await startBuiltServer({
    DATA_DIR: dataDir,
    SMTP_URL: "",
    NOTIFY_EMAIL_TO: "",
    BUSINESS_HOURS: "Mon-Sun 0:00-24:00",
    BUSINESS_TZ: "UTC",
  });
  const browser = await launchChromium();
  fs.mkdirSync(outDir, { recursive: true });
  try {
    const shot = async (page: Page, file: string, fullPage = false) => {
      await page.evaluate(() => document.fonts.ready);
      await page.screenshot({ path: path.join(outDir, file), fullPage });
      console.log(`wrote ${path.join(outDir, file)}`);
    };
    await photograph({ browser, baseUrl: running.baseUrl, seeded, shot });
  } finally {
    await browser.close();
    await running.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
