import type { ServerResponse } from "node:http";
import type { FastifyRequest } from "fastify";
import { ADMIN_API_PREFIX, ADMIN_API_ROUTES } from "#schemas/paths";
import { watchChanges } from "../db/change-watch";
import type { Db } from "../db/connect";
import {
  announceStaffItems,
  changesBetween,
  MAX_CHANGE_IDS,
  parseStaffChange,
  readStaffItemsMarks,
  STAFF_ITEMS_CHANNEL,
  type StaffItemsChange,
  type StaffItemsMarks,
  type StaffTopic,
  staffItemsSignal,
} from "../db/staff-items";
import { RESOURCE_SECURITY_HEADERS } from "../http/security-headers";
import { EventStreamSchema } from "#schemas/api-answers";
import { answers } from "../http/schema-provider";
import { SESSION_IDLE_MS } from "./sessions.repository";
import type { StaffFeature } from "./staff.routes";

export interface StaffEventsOptions {
  /** A comment line this often keeps proxies from closing a quiet stream (ms). */
  heartbeatMs?: number;
  /** The browser's wait before it connects again after a drop (the stream's `retry:` line, ms). */
  retryMs?: number;
  /** Streams one session may hold open at once (a recruiter's tabs); more are refused 429. */
  perSession?: number;
  /** Streams this instance holds open at once; more are refused 503. */
  perInstance?: number;
  /** Changes arriving within this long of the last event sent go out together in the next one (ms). */
  coalesceMs?: number;
}

export const STAFF_EVENTS_DEFAULTS: Required<StaffEventsOptions> = {
  heartbeatMs: 15_000,
  retryMs: 3_000,
  perSession: 4,
  perInstance: 1_000,
  coalesceMs: 200,
};

interface Stream {
  tokenHash: string;
  expiresAt: number;
  raw: ServerResponse;
}

/** Above this many bytes waiting for a client that does not read, its stream is dropped. */
const MAX_BUFFERED = 256 * 1024;

/** Staff API paths whose successful changes (POST, PUT, PATCH, DELETE) are announced, by topic. */
const TOPIC_PATHS: ReadonlyArray<[prefix: string, topic: StaffTopic]> = [
  [`${ADMIN_API_PREFIX}${ADMIN_API_ROUTES.leads}`, "leads"],
  [`${ADMIN_API_PREFIX}${ADMIN_API_ROUTES.applications}`, "applications"],
];

/** The topic and records a change request worked on, from its route and body; null when it is no such request. */
export function changedBy(request: FastifyRequest, statusCode: number): StaffItemsChange | null {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return null;
  if (statusCode < 200 || statusCode >= 300) return null;
  const route = request.routeOptions.url ?? "";
  const topic = TOPIC_PATHS.find(([prefix]) => route === prefix || route.startsWith(`${prefix}/`))?.[1];
  if (!topic) return null;
  const params = request.params as Record<string, unknown> | undefined;
  const body = request.body as { ids?: unknown } | undefined;
  const ids =
    typeof params?.id === "string"
      ? [params.id]
      : Array.isArray(body?.ids)
        ? body.ids.filter((id): id is string => typeof id === "string")
        : [];
  const unique = [...new Set(ids)];
  return {
    topic,
    change: "changed",
    count: Math.max(1, unique.length),
    ...(unique.length > 0 && unique.length <= MAX_CHANGE_IDS ? { ids: unique } : {}),
  };
}

/**
 * Everything the instance's open staff screens are told: its own changes (SQLite: the process's signal),
 * every instance's (PostgreSQL: LISTEN) and other processes' (SQLite: data_version, then a look at what
 * grew). Watching starts with the first stream and stops when the app closes.
 */
function staffEventHub(db: Db, options: Required<StaffEventsOptions>) {
  const streams = new Set<Stream>();
  let pending = new Map<string, StaffItemsChange>();
  let lastSentAt = 0;
  let flushTimer: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let stopWatching: (() => Promise<void>) | undefined;
  let starting: Promise<void> | undefined;
  let marks: StaffItemsMarks | null = null;
  let closed = false;

  const write = (stream: Stream, text: string) => {
    if (stream.raw.writableEnded || stream.raw.destroyed) return;
    stream.raw.write(text);
    if (stream.raw.writableLength > MAX_BUFFERED) stream.raw.destroy();
  };

  const flush = () => {
    flushTimer = undefined;
    if (pending.size === 0) return;
    const changes = [...pending.values()];
    pending = new Map();
    lastSentAt = Date.now();
    const text = changes.map((change) => `event: items\ndata: ${JSON.stringify(change)}\n\n`).join("");
    for (const stream of streams) write(stream, text);
  };

  /** Sends at once when nothing went out lately, else together with what follows in the next moment. */
  const publish = (change: StaffItemsChange) => {
    if (closed || streams.size === 0) return;
    const key = `${change.topic}:${change.change}`;
    const earlier = pending.get(key);
    if (earlier) {
      const ids = earlier.ids && change.ids ? [...new Set([...earlier.ids, ...change.ids])] : undefined;
      pending.set(key, {
        ...earlier,
        count: earlier.count + change.count,
        ...(ids && ids.length <= MAX_CHANGE_IDS ? { ids } : { ids: undefined }),
      });
    } else pending.set(key, change);
    if (flushTimer) return;
    const wait = lastSentAt + options.coalesceMs - Date.now();
    if (wait <= 0) flush();
    else flushTimer = setTimeout(flush, wait);
  };

  const onLocal = (change: StaffItemsChange) => {
    publish(change);
    // This process's own commits are not another process's: keep the marks level with them.
    if (marks) marks = readStaffItemsMarks(db) ?? marks;
  };

  const onWatched = (channel: string | null, payload: string) => {
    if (channel === STAFF_ITEMS_CHANNEL) {
      const change = parseStaffChange(payload);
      if (change) publish(change);
      return;
    }
    if (db.dialect === "sqlite") {
      const now = readStaffItemsMarks(db);
      if (!now) return;
      const before = marks;
      marks = now;
      if (before) for (const change of changesBetween(before, now)) publish(change);
      return;
    }
    // The LISTEN connection came back: anything may have been missed, so every screen looks again.
    publish({ topic: "leads", change: "changed", count: 0 });
    publish({ topic: "applications", change: "changed", count: 0 });
  };

  /** Ends streams whose session ended (signed out, expired or idle): the browser then hears 401. */
  const checkSessions = async () => {
    const now = Date.now();
    const hashes = [...new Set([...streams].map((stream) => stream.tokenHash))];
    if (hashes.length === 0) return;
    let live: Set<string>;
    try {
      const rows = await db.kysely
        .selectFrom("admin_sessions")
        .select("token_hash")
        .where("token_hash", "in", hashes)
        .where("expires_at", ">", now)
        .where("last_seen_at", ">", now - SESSION_IDLE_MS)
        .execute();
      live = new Set(rows.map((row) => row.token_hash));
    } catch {
      return;
    }
    for (const stream of streams) if (!live.has(stream.tokenHash)) stream.raw.end();
  };

  const beat = () => {
    for (const stream of streams) {
      if (stream.expiresAt <= Date.now()) stream.raw.end();
      else write(stream, ": ping\n\n");
    }
    void checkSessions();
  };

  return {
    streams,
    async start(): Promise<void> {
      if (stopWatching || closed) return;
      starting ??= (async () => {
        staffItemsSignal(db).on("change", onLocal);
        marks = readStaffItemsMarks(db);
        stopWatching = await watchChanges(db, [STAFF_ITEMS_CHANNEL], onWatched);
        heartbeat = setInterval(beat, options.heartbeatMs);
        heartbeat.unref();
      })().catch((error: unknown) => {
        staffItemsSignal(db).off("change", onLocal);
        starting = undefined;
        throw error;
      });
      await starting;
    },
    add(stream: Stream) {
      streams.add(stream);
      stream.raw.on("close", () => streams.delete(stream));
    },
    countFor(tokenHash: string): number {
      let n = 0;
      for (const stream of streams) if (stream.tokenHash === tokenHash) n += 1;
      return n;
    },
    /** Ends every stream: the server is closing and would otherwise wait for them. */
    endStreams() {
      closed = true;
      for (const stream of streams) stream.raw.end();
      streams.clear();
    },
    async stop() {
      closed = true;
      clearTimeout(flushTimer);
      clearInterval(heartbeat);
      staffItemsSignal(db).off("change", onLocal);
      await starting?.catch(() => {});
      await stopWatching?.();
    },
  };
}

/**
 * `GET /api/admin/events`: server-sent events telling an open staff screen that leads or applications
 * arrived or changed (kinds, counts and ids only; the screen asks the API again for the rest). Behind the
 * session check like every staff route. Also announces every successful change made through the staff
 * API's lead and application routes, so the other screens follow.
 */
export function staffEventRoutes(settings: StaffEventsOptions = {}): StaffFeature {
  const options = { ...STAFF_EVENTS_DEFAULTS, ...settings };
  return (app, staff) => {
    const { db } = staff;
    const hub = staffEventHub(db, options);

    app.addHook("onResponse", async (request, reply) => {
      const change = changedBy(request, reply.statusCode);
      if (change) await announceStaffItems(db, change);
    });
    // Before the server stops taking connections: open streams would hold its close up.
    app.addHook("preClose", (done) => {
      hub.endStreams();
      done();
    });
    app.addHook("onClose", async () => {
      await hub.stop();
    });

    // 200 is the event stream itself (text/event-stream, written to the socket); refusals are JSON.
    const stream = { schema: { response: answers({ 200: EventStreamSchema }) } };
    app.get(ADMIN_API_ROUTES.events, stream, async (request, reply) => {
      const session = staff.session(request);
      if (hub.countFor(session.tokenHash) >= options.perSession) {
        return reply
          .code(429)
          .header("retry-after", "30")
          .send({ error: "This account has too many live screens open. Close a tab and reload." });
      }
      if (hub.streams.size >= options.perInstance) {
        return reply.code(503).header("retry-after", "30").send({ error: "Live updates are busy." });
      }
      try {
        await hub.start();
      } catch (error) {
        request.log.warn({ err: { message: (error as Error).message } }, "could not watch staff items");
        return reply.code(503).header("retry-after", "5").send({ error: "Live updates are unavailable." });
      }
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...RESOURCE_SECURITY_HEADERS,
        "content-type": "text/event-stream; charset=utf-8",
        "cache-control": "no-store",
        // Proxies that buffer (nginx) pass each event on at once.
        "x-accel-buffering": "no",
      });
      raw.socket?.setNoDelay(true);
      hub.add({ tokenHash: session.tokenHash, expiresAt: session.expiresAt, raw });
      raw.write(`retry: ${options.retryMs}\n: connected\n\nevent: ready\ndata: {}\n\n`);
    });
  };
}
