import { randomUUID } from "node:crypto";
import type { PostingStatus } from "#schemas/job-admin";
import { type JobPosting, JobPostingSchema } from "#schemas/job-posting";
import type { DbKysely, JobPostingsTable } from "../db/schema";
import { changedFields, type PostingRecord, slugOf } from "#schemas/job-lifecycle";
import { checkDraft, readDraft } from "#schemas/posting-draft";

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

/**
 * Stored rows were validated on the way in; parsing again keeps a hand-edited row from reaching a page. A
 * draft may be incomplete (it is checked in full when published) and never reaches a page.
 */
function storedPosting(status: PostingStatus, data: unknown): JobPosting {
  if (status !== "draft") return JobPostingSchema.parse(data);
  const full = JobPostingSchema.safeParse(data);
  return full.success ? full.data : readDraft(data as Record<string, unknown>);
}

/** What is written: a posting in full, or a draft holding nothing a draft may not (schemas/posting-draft.ts). */
function postingToStore(status: PostingStatus, data: unknown, now: number): JobPosting {
  if (status !== "draft") return JobPostingSchema.parse(data);
  const day = new Date(now).toISOString().slice(0, 10);
  const checked = checkDraft(data, { today: day, validThrough: day });
  if (!checked.ok) {
    throw new Error(checked.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("\n"));
  }
  return checked.complete
    ? checked.posting
    : readDraft(checked.posting as unknown as Record<string, unknown>);
}

function toRecord(row: Row): PostingRecord {
  return {
    id: row.id,
    status: row.status,
    publishAt: row.publish_at === null ? null : Number(row.publish_at),
    closedAt: row.closed_at === null ? null : Number(row.closed_at),
    version: Number(row.version),
    posting: storedPosting(row.status, JSON.parse(row.data)),
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
  };
}

export async function countPostings(db: DbKysely): Promise<number> {
  const row = await db
    .selectFrom("job_postings")
    .select((eb) => eb.fn.countAll<string | number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Every posting, most recently posted first (ties: most recently created first). */
export async function listPostingRecords(db: DbKysely): Promise<PostingRecord[]> {
  const rows = await db
    .selectFrom("job_postings")
    .selectAll()
    .orderBy("date_posted", "desc")
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map(toRecord);
}

export async function findPostingById(db: DbKysely, id: string): Promise<PostingRecord | undefined> {
  const row = await db.selectFrom("job_postings").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export async function findPostingBySlug(db: DbKysely, slug: string): Promise<PostingRecord | undefined> {
  const row = await db.selectFrom("job_postings").selectAll().where("slug", "=", slug).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

export async function findPostingByPath(db: DbKysely, path: string): Promise<PostingRecord | undefined> {
  const row = await db.selectFrom("job_postings").selectAll().where("path", "=", path).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** Old address → posting id. */
export async function listRedirects(db: DbKysely): Promise<Record<string, string>> {
  const rows = await db.selectFrom("job_redirects").select(["path", "posting_id"]).orderBy("path").execute();
  return Object.fromEntries(rows.map((row) => [row.path, row.posting_id]));
}

/** The addresses that answer 301 to a posting: its legacy paths and `/jobs/<slug>`. */
export function legacyAddresses(posting: JobPosting): string[] {
  return [...new Set([...posting.legacyPaths, `/jobs/${slugOf(posting.path)}`])];
}

async function addRedirects(db: DbKysely, postingId: string, paths: string[], now: number) {
  for (const path of paths) {
    // An address moves to the posting that now claims it.
    await db.deleteFrom("job_redirects").where("path", "=", path).execute();
    await db.insertInto("job_redirects").values({ path, posting_id: postingId, created_at: now }).execute();
  }
}

async function addRevision(
  db: DbKysely,
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
  db: DbKysely,
  input: NewPosting,
  actor: Actor,
  action: string,
  now: number,
): Promise<PostingRecord> {
  const posting = postingToStore(input.status, input.posting, now);
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
  db: DbKysely,
  before: PostingRecord,
  expectedVersion: number,
  change: Pick<PostingRecord, "status" | "publishAt" | "closedAt" | "posting">,
  actor: Actor,
  action: string,
  now: number,
): Promise<PostingRecord> {
  const posting = postingToStore(change.status, change.posting, now);
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
export async function listRevisions(db: DbKysely, postingId: string): Promise<RevisionEntry[]> {
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
