/**
 * IndexNow (https://www.indexnow.org/documentation): with INDEXNOW_KEY set, search engines are told about
 * every published, changed or closed posting at once. The notice is queued in the job outbox in the same
 * transaction as the change, by whoever makes it (the staff API, the command line, any instance), so it
 * is sent once and retried like any other notification.
 */
import type { FastifyInstance } from "fastify";
import { FileAnswerSchema } from "#schemas/api-answers";
import { answers } from "../http/schema-provider";
import type { Config } from "../env";
import { changedFields, isPublicState, type PostingRecord, postingState } from "#schemas/job-lifecycle";
import type { DbKysely } from "../db/schema";
import { queueJobNotification } from "./job-notifications";

/** What queuing needs: queuing happens only when a key is configured. */
export interface IndexNowTarget {
  key: string;
}

export function indexNowTarget(config: Pick<Config, "INDEXNOW_KEY">): IndexNowTarget | undefined {
  return config.INDEXNOW_KEY ? { key: config.INDEXNOW_KEY } : undefined;
}

/** A queued notice: the site paths to announce (the delivering instance adds its own origin). */
export interface IndexNowPayload {
  paths: string[];
}

/** Posting fields that are not shown to the public: changing only these tells no search engine. */
const PRIVATE_FIELDS = new Set(["legacyPaths"]);

type Snapshot = Pick<PostingRecord, "id" | "status" | "publishAt" | "posting">;

function isScheduledLater(record: Snapshot | null, now: number): record is Snapshot {
  return !!record && postingState(record, now) === "scheduled" && record.publishAt !== null;
}

/**
 * The paths to announce for a change from `before` to `after` at `now` (either may be null: created,
 * deleted), or none. A public page that appears, changes its visible content or its state (renewed,
 * expired and relisted, filled) is announced; so is a former path that now answers 301.
 */
export function indexNowPaths(before: Snapshot | null, after: Snapshot | null, now: number): string[] {
  const stateBefore = before ? postingState(before, now) : null;
  const stateAfter = after ? postingState(after, now) : null;
  const publicBefore = stateBefore !== null && isPublicState(stateBefore);
  const publicAfter = stateAfter !== null && isPublicState(stateAfter);
  if (!publicBefore && !publicAfter) return [];
  const visibleChange =
    stateBefore !== stateAfter ||
    !before ||
    !after ||
    changedFields(before.posting, after.posting).some((field) => !PRIVATE_FIELDS.has(field));
  if (!visibleChange) return [];
  const paths = new Set<string>();
  if (publicAfter) paths.add(after!.posting.path);
  if (publicBefore) paths.add(before!.posting.path);
  return [...paths];
}

/**
 * Queues the IndexNow notice of a change, inside the change's transaction. A scheduled posting's notice
 * is queued for the moment it goes live; moving or dropping the schedule replaces it. Without a key,
 * nothing is queued.
 */
export async function queueIndexNow(
  trx: DbKysely,
  target: IndexNowTarget | undefined,
  before: Snapshot | null,
  after: Snapshot | null,
  now: number,
): Promise<void> {
  if (!target) return;
  const postingId = (after ?? before)?.id;
  if (!postingId) return;
  if (isScheduledLater(before, now)) {
    // The notice waiting for the old schedule: never attempted, due later.
    await trx
      .updateTable("job_notifications")
      .set({ status: "cancelled", updated_at: now })
      .where("posting_id", "=", postingId)
      .where("kind", "=", "indexnow")
      .where("status", "=", "pending")
      .where("attempts", "=", 0)
      .where("next_attempt_at", ">", now)
      .execute();
  }
  if (isScheduledLater(after, now)) {
    const payload: IndexNowPayload = { paths: [after.posting.path] };
    await queueJobNotification(trx, { kind: "indexnow", postingId, payload, dueAt: after.publishAt! }, now);
    return;
  }
  const paths = indexNowPaths(before, after, now);
  if (paths.length === 0) return;
  const payload: IndexNowPayload = { paths };
  await queueJobNotification(trx, { kind: "indexnow", postingId, payload, dueAt: now }, now);
}

/** The body IndexNow expects: the site's host, the key, where the key file is, and the full URLs. */
export function indexNowBody(siteUrl: string, key: string, paths: readonly string[]) {
  return {
    host: new URL(siteUrl).host,
    key,
    keyLocation: `${siteUrl}/${key}.txt`,
    urlList: paths.map((path) => new URL(path, siteUrl).href),
  };
}

export type DeliveryOutcome = { kind: "sent" } | { kind: "retry" | "failed"; error: string };

const INDEXNOW_TIMEOUT_MS = 10_000;

/**
 * Posts a notice. 200 and 202 (any 2xx) are sent; 429, 5xx and network errors are tried again; any other
 * 4xx (a bad key, a host the key does not match) is failed for good: repeating it would not help.
 */
export async function sendIndexNow(
  config: Pick<Config, "SITE_URL" | "INDEXNOW_KEY" | "INDEXNOW_ENDPOINT">,
  payload: IndexNowPayload,
): Promise<DeliveryOutcome> {
  if (!config.INDEXNOW_KEY) return { kind: "retry", error: "INDEXNOW_KEY is not set" };
  let response: Response;
  try {
    response = await fetch(config.INDEXNOW_ENDPOINT, {
      method: "POST",
      headers: { "content-type": "application/json; charset=utf-8", "user-agent": "job-board/1" },
      body: JSON.stringify(indexNowBody(config.SITE_URL, config.INDEXNOW_KEY, payload.paths)),
      redirect: "manual",
      signal: AbortSignal.timeout(INDEXNOW_TIMEOUT_MS),
    });
  } catch (error) {
    return { kind: "retry", error: error instanceof Error ? error.message : String(error) };
  }
  await response.body?.cancel().catch(() => {});
  const status = response.status;
  if (status >= 200 && status < 300) return { kind: "sent" };
  const error = `IndexNow answered HTTP ${status}`;
  if (status >= 400 && status < 500 && status !== 429) return { kind: "failed", error };
  return { kind: "retry", error };
}

/** Serves the key file at /<key>.txt (its body is the key); without a key, that address stays a 404. */
export async function indexNowKeyRoute(app: FastifyInstance, options: { key: string | undefined }) {
  const { key } = options;
  if (!key) return;
  const keyFile = { schema: { response: answers({ 200: FileAnswerSchema }) } };
  app.get(`/${key}.txt`, keyFile, async (_request, reply) =>
    reply
      .header("content-type", "text/plain; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .send(key),
  );
}
