import type { JobPosting } from "#schemas/job-posting";
// The one import of the app: the seed postings are content records (see biome.json and docs/decisions/0108-import-boundaries.md).
import { jobs } from "../../app/content/jobs/index";
import type { Db } from "../db/connect";
import { countPostings, insertPosting } from "./jobs.repository";

/** The sixteen postings of the original site, imported on a first start. */
export const seedPostings: readonly JobPosting[] = jobs;

export const SEED_ACTOR = { name: "seed import" } as const;

/**
 * On a database with no postings, imports the sixteen postings of the original site with their paths,
 * legacy addresses and real dates, as published postings: their 2025 validThrough has passed, so they
 * read as expired until a recruiter renews or relists them. Returns how many were imported (0 when the
 * board already had postings, including when another instance imported them at the same moment).
 */
export async function importSeedPostings(
  db: Db,
  now: number = Date.now(),
  postings: readonly JobPosting[] = seedPostings,
): Promise<number> {
  const kysely = db.kysely;
  if ((await countPostings(kysely)) > 0) return 0;
  try {
    return await kysely.transaction().execute(async (trx) => {
      if ((await countPostings(trx)) > 0) return 0;
      // Spaced a millisecond apart, newest first, so "most recent first" keeps the original order.
      for (const [index, posting] of postings.entries()) {
        await insertPosting(
          trx,
          { posting, status: "published", createdAt: now - index },
          SEED_ACTOR,
          "import",
          now,
        );
      }
      return postings.length;
    });
  } catch (error) {
    // Two instances starting on one PostgreSQL: the one that lost the race finds the board filled.
    if ((await countPostings(kysely)) > 0) return 0;
    throw error;
  }
}
