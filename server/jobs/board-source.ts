import type { Db } from "../db/connect";
import { listPostingRecords, listRedirects } from "./jobs.repository";

/** Every posting record and the old addresses (→ posting id): what the site renders the job board from. */
export async function readBoardPostings(db: Db) {
  const [records, redirects] = await Promise.all([listPostingRecords(db.kysely), listRedirects(db.kysely)]);
  return { records, redirects };
}
