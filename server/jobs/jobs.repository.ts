import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import { type JobPosting, JobPostingSchema } from "#schemas/job-posting";
import type { Db } from "../db/connect";
import type { Database, EpochMs } from "../db/schema";
import { changedFields, type PostingRecord, type PostingStatus, slugOf } from "./lifecycle";

export interface JobPostingsTable {
  id: string;
  path: string;
  slug: string;
  status: PostingStatus;
  publish_at: EpochMs | null;
  /** ISO day, mirrored from the posting for queries. */
  date_posted: string;
  valid_through: string;
  closed_at: EpochMs | null;
  /** Raised by every save; a save naming an older version is refused (optimistic concurrency). */
  version: number;
  /** The posting as JSON, valid against JobPostingSchema. */
  data: string;
  created_at: EpochMs;
  updated_at: EpochMs;
}

export interface JobRedirectsTable {
  /** An old address of the posting (legacy /jobs/... or a former path); answers 301. */
  path: string;
  posting_id: string;
  created_at: EpochMs;
}

export interface JobRevisionsTable {
  id: string;
  posting_id: string;
  version: number;
  created_at: EpochMs;
  user_id: string | null;
  actor: string;
  action: string;
  status: PostingStatus;
  /** JSON array of the posting fields this save changed. */
  changed: string;
  /** The whole posting as saved. */
  data: string;
}

export type JobTables = {
  job_postings: JobPostingsTable;
  job_redirects: JobRedirectsTable;
  job_revisions: JobRevisionsTable;
};
export type JobsDatabase = Database & JobTables;
export type JobsKysely = Kysely<JobsDatabase> | Transaction<JobsDatabase>;

export function jobsDb(db: Db): Kysely<JobsDatabase> {
  return db.kysely.withTables<JobTables>();
}

/** Who made a change, for revisions and the audit log. */
export interface Actor {
  name: string;
  userId?: string | null;
}

export class VersionConflictError extends Error {
  constructor(readonly current: PostingRecord | undefined) {
    super("The posting was changed by someone else");
    this.name = "VersionConflictError";
  }
}

type Row = JobPostingsTable;

function toRecord(row: Row): PostingRecord {
  return {
    id: row.id,
    status: row.status,
    publishAt: row.publish_at === null ? null : Number(row.publish_at),
    closedAt: row.closed_at === null ? null : Number(row.closed_at),
    version: Number(row.version),
    // Stored rows were validated on the way in; parsing again keeps a hand-edited row from reaching a page.
    posting: JobPostingSchema.parse(JSON.parse(row.data)),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

export async function countPostings(db: JobsKysely): Promise<number> {
  const row = await db
    .selectFrom("job_postings")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every posting, most recently posted first (ties: most recently created first). */
export async function listPostingRecords(db: JobsKysely): Promise<PostingRecord[]> {
  const rows = await db
    .selectFrom("job_postings")
    .selectAll()
    .orderBy("date_posted", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map(toRecord);
}

export async function findPostingById(db: JobsKysely, id: string): Promise<PostingRecord | undefined> {
  const row = await db.selectFrom("job_postings").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export async function findPostingBySlug(db: JobsKysely, slug: string): Promise<PostingRecord | undefined> {
  const row = await db.selectFrom("job_postings").selectAll().where("slug", "=", slug).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export async function findPostingByPath(db: JobsKysely, path: string): Promise<PostingRecord | undefined> {
  const row = await db.selectFrom("job_postings").selectAll().where("path", "=", path).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** Old address → posting id. */
export async function listRedirects(db: JobsKysely): Promise<Record<string, string>> {
  const rows = await db.selectFrom("job_redirects").select(["path", "posting_id"]).orderBy("path").execute();
  return Object.fromEntries(rows.map((row) => [row.path, row.posting_id]));
}

/** The addresses that answer 301 to a posting: its legacy paths and `/jobs/<slug>`. */
export function legacyAddresses(posting: JobPosting): string[] {
  return [...new Set([...posting.legacyPaths, `/jobs/${slugOf(posting.path)}`])];
}

async function addRedirects(db: JobsKysely, postingId: string, paths: string[], now: number) {
  for (const path of paths) {
    // An address moves to the posting that now claims it.
    await db.deleteFrom("job_redirects").where("path", "=", path).execute();
    await db.insertInto("job_redirects").values({ path, posting_id: postingId, created_at: now }).execute();
  }
}

async function addRevision(
  db: JobsKysely,
  record: PostingRecord,
  before: JobPosting | null,
  action: string,
  actor: Actor,
) {
  await db
    .insertInto("job_revisions")
    .values({
      id: randomUUID(),
      posting_id: record.id,
      version: record.version,
      created_at: record.updatedAt,
      user_id: actor.userId ?? null,
      actor: actor.name,
      action,
      status: record.status,
      changed: JSON.stringify(changedFields(before, record.posting)),
      data: JSON.stringify(record.posting),
    })
    .execute();
}

export interface NewPosting {
  posting: JobPosting;
  status: PostingStatus;
  publishAt?: number | null;
  closedAt?: number | null;
  /** Defaults to `now`; the seed import spaces them so its order survives. */
  createdAt?: number;
}

/** Inserts a posting with its old addresses and its first revision. Call inside a transaction. */
export async function insertPosting(
  db: JobsKysely,
  input: NewPosting,
  actor: Actor,
  action: string,
  now: number,
): Promise<PostingRecord> {
  const posting = JobPostingSchema.parse(input.posting);
  const record: PostingRecord = {
    id: randomUUID(),
    status: input.status,
    publishAt: input.publishAt ?? null,
    closedAt: input.closedAt ?? null,
    version: 1,
    posting,
    createdAt: input.createdAt ?? now,
    updatedAt: now,
  };
  await db
    .insertInto("job_postings")
    .values({
      id: record.id,
      path: posting.path,
      slug: slugOf(posting.path),
      status: record.status,
      publish_at: record.publishAt,
      date_posted: posting.datePosted,
      valid_through: posting.validThrough,
      closed_at: record.closedAt,
      version: 1,
      data: JSON.stringify(posting),
      created_at: record.createdAt,
      updated_at: now,
    })
    .execute();
  await addRedirects(db, record.id, legacyAddresses(posting), now);
  await addRevision(db, record, null, action, actor);
  return record;
}

/**
 * Saves a new state of a posting if nobody saved since `expectedVersion`; otherwise throws
 * VersionConflictError with the current record and changes nothing. A changed path keeps the old
 * one as a 301. Call inside a transaction.
 */
export async function savePosting(
  db: JobsKysely,
  before: PostingRecord,
  expectedVersion: number,
  change: Pick<PostingRecord, "status" | "publishAt" | "closedAt" | "posting">,
  actor: Actor,
  action: string,
  now: number,
): Promise<PostingRecord> {
  const posting = JobPostingSchema.parse(change.posting);
  const version = expectedVersion + 1;
  const result = await db
    .updateTable("job_postings")
    .set({
      path: posting.path,
      slug: slugOf(posting.path),
      status: change.status,
      publish_at: change.publishAt,
      date_posted: posting.datePosted,
      valid_through: posting.validThrough,
      closed_at: change.closedAt,
      version,
      data: JSON.stringify(posting),
      updated_at: now,
    })
    .where("id", "=", before.id)
    .where("version", "=", expectedVersion)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) {
    throw new VersionConflictError(await findPostingById(db, before.id));
  }
  const record: PostingRecord = { ...before, ...change, posting, version, updatedAt: now };
  const moved = before.posting.path !== posting.path ? [before.posting.path] : [];
  // The new path answers 200 now, so it can no longer be anybody's redirect.
  await db.deleteFrom("job_redirects").where("path", "=", posting.path).execute();
  await addRedirects(
    db,
    record.id,
    [...moved, ...legacyAddresses(posting)].filter((path) => path !== posting.path),
    now,
  );
  await addRevision(db, record, before.posting, action, actor);
  return record;
}

export interface RevisionEntry {
  id: string;
  version: number;
  createdAt: number;
  actor: string;
  action: string;
  status: PostingStatus;
  changed: string[];
  posting: JobPosting;
}

/** Newest first. */
export async function listRevisions(db: JobsKysely, postingId: string): Promise<RevisionEntry[]> {
  const rows = await db
    .selectFrom("job_revisions")
    .selectAll()
    .where("posting_id", "=", postingId)
    .orderBy("version", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    version: Number(row.version),
    createdAt: Number(row.created_at),
    actor: row.actor,
    action: row.action,
    status: row.status,
    changed: JSON.parse(row.changed) as string[],
    posting: JSON.parse(row.data) as JobPosting,
  }));
}
