import type { Db } from "../db/connect";
import { insertPosting } from "../jobs/jobs.repository";
import { importSeedPostings, seedPostings } from "../jobs/seed";
import { closePosting, daysFromNow, renewAllPostings, TEST_RECRUITER } from "./jobs";

/** Postings in every state, for the application intake's tests: paths by state. */
export interface PostingsByState {
  open: string;
  /** Another open posting (the sales role, for credential Other). */
  otherOpen: string;
  closed: string;
  expired: string;
  draft: string;
  scheduled: string;
}

/**
 * The sixteen seed postings, renewed so they are open, one of them then closed; plus copies of one as an
 * expired, a draft and a scheduled posting.
 */
export async function preparePostings(db: Db): Promise<PostingsByState> {
  await importSeedPostings(db);
  await renewAllPostings(db);
  await closePosting(db, "hyannis-pmr");
  const template = seedPostings.find((posting) => posting.path === "/job-minneapolis-osseo-pmr")!;
  const now = Date.now();
  const copy = (path: string, validThrough: string) => ({
    ...structuredClone(template),
    path,
    legacyPaths: [],
    identifier: path.replace(/^\/job-/, ""),
    validThrough,
  });
  await db.kysely.transaction().execute(async (trx) => {
    await insertPosting(
      trx,
      { posting: copy("/job-intake-expired", daysFromNow(-3)), status: "published" },
      TEST_RECRUITER,
      "import",
      now,
    );
    await insertPosting(
      trx,
      { posting: copy("/job-intake-draft", daysFromNow(60)), status: "draft" },
      TEST_RECRUITER,
      "create",
      now,
    );
    await insertPosting(
      trx,
      {
        posting: copy("/job-intake-scheduled", daysFromNow(60)),
        status: "scheduled",
        publishAt: now + 7 * 24 * 60 * 60 * 1000,
      },
      TEST_RECRUITER,
      "schedule",
      now,
    );
  });
  return {
    open: "/job-minneapolis-osseo-pmr",
    otherOpen: "/job-sales-representative",
    closed: "/job-hyannis-pmr",
    expired: "/job-intake-expired",
    draft: "/job-intake-draft",
    scheduled: "/job-intake-scheduled",
  };
}
