import type { Db } from "../db/connect";
import { findPostingBySlug, listPostingRecords, savePosting } from "../jobs/jobs.repository";
import { close, dayOf, type PostingRecord, postingState, renew } from "#schemas/job-lifecycle";

export const TEST_RECRUITER = { name: "avery.lang@apexnppa.com" } as const;

/** A day `days` from now, as a posting's validThrough. */
export function daysFromNow(days: number, now = Date.now()): string {
  return dayOf(now + days * 24 * 60 * 60 * 1000);
}

/** Renews every expired posting, as a recruiter would after the seed import, so all sixteen are open. */
export async function renewAllPostings(db: Db, validThrough = daysFromNow(90)): Promise<PostingRecord[]> {
  const kysely = db.kysely;
  const now = Date.now();
  const renewed: PostingRecord[] = [];
  for (const record of await listPostingRecords(kysely)) {
    if (postingState(record, now) !== "expired") continue;
    renewed.push(
      await savePosting(
        kysely,
        record,
        record.version,
        renew(record, validThrough, now),
        TEST_RECRUITER,
        "renew",
        now,
      ),
    );
  }
  return renewed;
}

/** Marks one posting filled. */
export async function closePosting(db: Db, slug: string): Promise<PostingRecord> {
  const kysely = db.kysely;
  const record = await findPostingBySlug(kysely, slug);
  if (!record) throw new Error(`no posting ${slug}`);
  const now = Date.now();
  return savePosting(kysely, record, record.version, close(record, now), TEST_RECRUITER, "close", now);
}
