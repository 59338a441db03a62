/**
 * Every change to a posting, for the staff API and the command line alike: validated by the one posting
 * schema, checked against the version the editor saw, saved with a revision and an audit log entry in
 * one transaction. Nothing is half-saved: an invalid posting or a stale version changes nothing.
 */
import { fieldErrorLines, issuesByField } from "#schemas/content-rules";
import { postingFieldErrors } from "#schemas/job-admin";
import { type JobPosting, JobPostingSchema } from "#schemas/job-posting";
import { type JobAuditAction, recordAudit } from "../audit/audit.repository";
import type { Db } from "../db/connect";
import type { DbKysely } from "../db/schema";
import { announceJobChange } from "../db/change-watch";
import { type IndexNowTarget, queueIndexNow } from "./indexnow";
import {
  type Actor,
  findPostingById,
  findPostingByPath,
  insertPosting,
  listRevisions,
  savePosting,
  VersionConflictError,
} from "./jobs.repository";
import { checkDraft } from "#schemas/posting-draft";
import {
  close,
  dayOf,
  duplicate,
  type LifecycleChange,
  LifecycleError,
  type PostingRecord,
  postingState,
  publish,
  relist,
  renew,
  restore,
  schedule,
  unschedule,
} from "#schemas/job-lifecycle";

/** The input names bad fields: each with the schema's message (400). */
export class JobInputError extends Error {
  constructor(readonly errors: Record<string, string>) {
    super(fieldErrorLines(errors).join("\n"));
    this.name = "JobInputError";
  }
}

export class JobNotFoundError extends Error {
  constructor() {
    super("No such posting");
    this.name = "JobNotFoundError";
  }
}

/** The action does not apply to the posting's state (409), e.g. closing a draft. */
export class JobStateError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "JobStateError";
  }
}

export { VersionConflictError };

export interface JobChangeContext {
  db: Db;
  actor: Actor;
  now?: number;
  /** Set when IndexNow is configured: changes the public can see queue a search-engine notice. */
  indexNow?: IndexNowTarget;
}

/** Queues the search-engine notice of a change in the change's own transaction. */
function tellSearchEngines(
  indexNow: IndexNowTarget | undefined,
  trx: DbKysely,
  before: PostingRecord | null,
  after: PostingRecord | null,
  now: number,
) {
  return queueIndexNow(trx, indexNow, before, after, now);
}

export function parsePosting(input: unknown): JobPosting {
  const parsed = JobPostingSchema.safeParse(input);
  if (!parsed.success) throw new JobInputError(postingFieldErrors(parsed.error));
  return parsed.data;
}

/** A new posting's end date when none is given: the editor's default too. */
const DRAFT_DAYS = 60;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A draft: complete or not, checked for what it holds (schemas/posting-draft.ts). */
export function parseDraft(input: unknown, now: number): JobPosting {
  const checked = checkDraft(input, { today: dayOf(now), validThrough: dayOf(now + DRAFT_DAYS * DAY_MS) });
  if (!checked.ok) throw new JobInputError(issuesByField(checked, { root: "posting" }));
  return checked.posting;
}

/** The posting's path, or the first free one after it ("-2", "-3" …) when the draft's path was proposed. */
async function freePath(trx: DbKysely, posting: JobPosting, input: unknown): Promise<JobPosting> {
  const given = (input as { path?: unknown }).path;
  if (typeof given === "string" && given.trim() !== "") return posting;
  for (let n = 2; n < 100; n++) {
    const taken = await trx
      .selectFrom("job_postings")
      .select("id")
      .where("path", "=", posting.path)
      .executeTakeFirst();
    if (!taken) return posting;
    const base = posting.path.replace(/-\d+$/, "");
    posting = { ...posting, path: `${base}-${n}` };
  }
  return posting;
}

async function requirePathFree(trx: DbKysely, path: string, ownId: string | null) {
  const holder = await trx
    .selectFrom("job_postings")
    .select("id")
    .where("path", "=", path)
    .executeTakeFirst();
  if (holder && holder.id !== ownId)
    throw new JobInputError({ path: "Another posting already uses this address" });
}

/** The audit log entry of a change; every change is also announced to the other instances. */
async function audit(
  db: Db,
  trx: DbKysely,
  action: JobAuditAction,
  actor: Actor,
  record: PostingRecord,
  now: number,
  detail: Record<string, unknown> = {},
) {
  await recordAudit(trx, {
    action,
    userId: actor.userId ?? null,
    actor: actor.name,
    detail: {
      postingId: record.id,
      path: record.posting.path,
      version: record.version,
      status: record.status,
      ...detail,
    },
    now,
  });
  await announceJobChange(db, trx);
}

function lifecycle<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof LifecycleError) {
      if (error.field === "status") throw new JobStateError(error.message);
      throw new JobInputError({ [error.field]: error.message });
    }
    throw error;
  }
}

async function load(trx: DbKysely, id: string, version: number): Promise<PostingRecord> {
  const record = await findPostingById(trx, id);
  if (!record) throw new JobNotFoundError();
  if (record.version !== version) throw new VersionConflictError(record);
  return record;
}

/** A new draft: a title is enough; the address and identifier are proposed when not given. */
export async function createJob({ db, actor, now = Date.now() }: JobChangeContext, input: unknown) {
  const parsed = parseDraft(input, now);
  return db.kysely.transaction().execute(async (trx) => {
    const posting = await freePath(trx, parsed, input);
    await requirePathFree(trx, posting.path, null);
    const record = await insertPosting(trx, { posting, status: "draft" }, actor, "create", now);
    await audit(db, trx, "job_create", actor, record, now);
    return record;
  });
}

/** Saves edited content; the lifecycle fields stay as they are. A changed path leaves a 301 behind. */
export async function updateJob(
  { db, actor, now = Date.now(), indexNow }: JobChangeContext,
  id: string,
  version: number,
  input: unknown,
) {
  return db.kysely.transaction().execute(async (trx) => {
    const record = await load(trx, id, version);
    const draft = record.status === "draft";
    const posting = draft ? parseDraft(input, now) : parsePosting(input);
    await requirePathFree(trx, posting.path, id);
    const { datePosted, validThrough } = record.posting;
    // datePosted is the lifecycle's to set; a published posting's validThrough moves by renew or relist.
    const kept = draft ? { datePosted } : { datePosted, validThrough };
    const next = draft ? parseDraft({ ...posting, ...kept }, now) : parsePosting({ ...posting, ...kept });
    const saved = await savePosting(trx, record, version, { ...record, posting: next }, actor, "update", now);
    await audit(db, trx, "job_update", actor, saved, now, {
      ...(record.posting.path !== next.path ? { from: record.posting.path } : {}),
    });
    await tellSearchEngines(indexNow, trx, record, saved, now);
    return saved;
  });
}

export type LifecycleAction =
  | { action: "publish" }
  | { action: "schedule"; publishAt: number }
  | { action: "unschedule" }
  | { action: "close" }
  | { action: "renew"; validThrough: string }
  | { action: "relist"; validThrough: string };

/** One lifecycle change inside the caller's transaction: checked, saved with a revision, audited. */
async function applyLifecycle(
  { db, actor, now, indexNow }: JobChangeContext & { now: number },
  trx: DbKysely,
  id: string,
  version: number,
  change: LifecycleAction,
) {
  const record = await load(trx, id, version);
  const before = postingState(record, now);
  // A draft may be incomplete: publishing or scheduling it names everything still missing at once.
  if (change.action === "publish" || change.action === "schedule") parsePosting(record.posting);
  const next: LifecycleChange = lifecycle(() => {
    switch (change.action) {
      case "publish":
        return publish(record, now);
      case "schedule":
        return schedule(record, change.publishAt, now);
      case "unschedule":
        return unschedule(record, now);
      case "close":
        return close(record, now);
      case "renew":
        return renew(record, change.validThrough, now);
      case "relist":
        return relist(record, change.validThrough, now);
    }
  });
  if (next.status !== "draft") parsePosting(next.posting);
  const saved = await savePosting(trx, record, version, next, actor, change.action, now);
  await audit(db, trx, `job_${change.action}`, actor, saved, now, {
    from: before,
    to: postingState(saved, now),
  });
  await tellSearchEngines(indexNow, trx, record, saved, now);
  return saved;
}

/** Publish, schedule (or cancel the schedule), close, renew or relist. */
export async function changeJobState(
  { db, actor, now = Date.now(), indexNow }: JobChangeContext,
  id: string,
  version: number,
  change: LifecycleAction,
) {
  return db.kysely
    .transaction()
    .execute((trx) => applyLifecycle({ db, actor, now, indexNow }, trx, id, version, change));
}

/** Some postings of a bulk change refused it; none was changed. */
export class BulkChangeError extends Error {
  constructor(readonly failures: Array<{ id: string; error: string }>) {
    super(`${failures.length} of the postings cannot be changed`);
    this.name = "BulkChangeError";
  }
}

function refusal(error: unknown): string {
  if (error instanceof VersionConflictError) return "Someone else changed this posting since the list loaded";
  if (error instanceof JobNotFoundError) return "No such posting";
  if (error instanceof JobStateError) return error.message;
  if (error instanceof JobInputError) return Object.values(error.errors)[0] ?? error.message;
  throw error;
}

/**
 * Renews or relists several postings to one end date in one transaction, each audited as its own change.
 * All or nothing: if any refuses (changed meanwhile, a state the action does not apply to), none changes, and
 * every refusal is named.
 */
export async function bulkChangeJobState(
  { db, actor, now = Date.now(), indexNow }: JobChangeContext,
  postings: ReadonlyArray<{ id: string; version: number }>,
  change: Extract<LifecycleAction, { action: "renew" | "relist" }>,
): Promise<PostingRecord[]> {
  return db.kysely.transaction().execute(async (trx) => {
    const saved: PostingRecord[] = [];
    const failures: Array<{ id: string; error: string }> = [];
    for (const { id, version } of postings) {
      try {
        saved.push(await applyLifecycle({ db, actor, now, indexNow }, trx, id, version, change));
      } catch (error) {
        failures.push({ id, error: refusal(error) });
      }
    }
    if (failures.length > 0) throw new BulkChangeError(failures);
    return saved;
  });
}

/** A new draft from any posting, at a new path. */
export async function duplicateJob(
  { db, actor, now = Date.now() }: JobChangeContext,
  id: string,
  path: string,
) {
  return db.kysely.transaction().execute(async (trx) => {
    const source = await findPostingById(trx, id);
    if (!source) throw new JobNotFoundError();
    await requirePathFree(trx, path, null);
    const posting = parseDraft(duplicate(source, path, now), now);
    const record = await insertPosting(trx, { posting, status: "draft" }, actor, "duplicate", now);
    await audit(db, trx, "job_duplicate", actor, record, now, { source: source.id });
    return record;
  });
}

/** Only a draft may be deleted; a published posting is closed instead. */
export async function deleteDraft(
  { db, actor, now = Date.now() }: JobChangeContext,
  id: string,
  version: number,
) {
  await db.kysely.transaction().execute(async (trx) => {
    const record = await load(trx, id, version);
    if (record.status !== "draft") {
      throw new JobStateError("Only a draft can be deleted; close a published posting instead");
    }
    await trx.deleteFrom("job_postings").where("id", "=", id).where("version", "=", version).execute();
    await audit(db, trx, "job_delete", actor, record, now);
  });
}

/** Brings back the words of an earlier revision as a new revision. */
export async function restoreJobRevision(
  { db, actor, now = Date.now(), indexNow }: JobChangeContext,
  id: string,
  version: number,
  revisionId: string,
) {
  return db.kysely.transaction().execute(async (trx) => {
    const record = await load(trx, id, version);
    const revision = (await listRevisions(trx, id)).find((entry) => entry.id === revisionId);
    if (!revision) throw new JobNotFoundError();
    const restored = restore(record, revision.posting);
    const posting = record.status === "draft" ? parseDraft(restored, now) : parsePosting(restored);
    const saved = await savePosting(trx, record, version, { ...record, posting }, actor, "restore", now);
    await audit(db, trx, "job_restore", actor, saved, now, { revision: revision.version });
    await tellSearchEngines(indexNow, trx, record, saved, now);
    return saved;
  });
}

/**
 * Creates or updates the posting at the file's path and publishes it (a draft or scheduled one), or keeps
 * a new one a draft. One transaction: if publishing is refused, nothing of the import is kept.
 */
export async function importJob(
  { db, actor, now = Date.now(), indexNow }: JobChangeContext,
  input: unknown,
  { draft }: { draft: boolean },
): Promise<{ record: PostingRecord; created: boolean }> {
  const posting = parsePosting(input);
  return db.kysely.transaction().execute(async (trx) => {
    const existing = await findPostingByPath(trx, posting.path);
    let record: PostingRecord;
    if (existing) {
      const { datePosted, validThrough } = existing.posting;
      const kept = existing.status === "draft" ? { datePosted } : { datePosted, validThrough };
      const next = parsePosting({ ...posting, ...kept });
      record = await savePosting(
        trx,
        existing,
        existing.version,
        { ...existing, posting: next },
        actor,
        "import",
        now,
      );
      await audit(db, trx, "job_import", actor, record, now);
    } else {
      record = await insertPosting(trx, { posting, status: "draft" }, actor, "import", now);
      await audit(db, trx, "job_import", actor, record, now);
    }
    const state = postingState(record, now);
    if (!draft && (state === "draft" || state === "scheduled")) {
      const current = record;
      const change = lifecycle(() => publish(current, now));
      record = await savePosting(trx, current, current.version, change, actor, "publish", now);
      await audit(db, trx, "job_publish", actor, record, now, {
        from: state,
        to: postingState(record, now),
      });
    }
    await tellSearchEngines(indexNow, trx, existing ?? null, record, now);
    return { record, created: !existing };
  });
}
