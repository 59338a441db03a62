import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  JobDuplicateSchema,
  JobEndSchema,
  JobListQuerySchema,
  JobSaveSchema,
  JobScheduleSchema,
  JobVersionSchema,
  postingFieldErrors,
} from "#schemas/job-admin";
import type { PublicPostingState } from "#schemas/job-board";
import { type JobPosting, JobPostingSchema } from "#schemas/job-posting";
import { zonedInstant } from "#schemas/business-hours";
import type { Db } from "../db/connect";
import type { DbKysely } from "../db/schema";
import { COMMON_SECURITY_HEADERS } from "../http/security-headers";
import {
  changeJobState,
  createJob,
  deleteDraft,
  duplicateJob,
  JobInputError,
  JobNotFoundError,
  JobStateError,
  type LifecycleAction,
  restoreJobRevision,
  updateJob,
  VersionConflictError,
} from "./job-service";
import type { IndexNowTarget } from "./indexnow";
import { registerBulkRoute } from "./bulk.routes";
import { findPostingById, listPostingRecords, listRevisions } from "./jobs.repository";
import { type PostingRecord, postingState } from "#schemas/job-lifecycle";

export interface JobAdminRoutesOptions {
  db: Db;
  /** Called after every change, so the site renders again. */
  onChange: () => void;
  now?: () => number;
  /** Set when IndexNow is configured (search engines are told about public changes). */
  indexNow?: IndexNowTarget;
  /** The firm's time zone (BUSINESS_TZ): scheduled times given as wall-clock times are read in it. */
  timeZone?: string;
  /** Renders a posting's public page from an unsaved draft; without it, previews answer 503. */
  preview?: (
    posting: JobPosting,
    options?: { state?: PublicPostingState; replacesPath?: string },
  ) => Promise<{ identity: Uint8Array; styleHashes: readonly string[] }>;
  /** How many applications (spam aside) each posting has received, by posting id. */
  countApplications: (db: DbKysely) => Promise<Map<string, number>>;
}

/** A posting may run longer than the 16 KB other requests are held to. */
const POSTING_BODY_LIMIT = 128 * 1024;

const PreviewSchema = z.object({
  posting: z.unknown(),
  state: z.enum(["open", "expired", "closed"]).optional(),
  replacesPath: z.string().max(300).optional(),
});

/**
 * A preview is shown in a frame of the editor: no script runs, nothing is fetched but the site's own
 * styles and images, and search engines are told to keep away.
 */
function previewCsp(styleHashes: readonly string[]) {
  return [
    "default-src 'none'",
    `style-src 'self' ${styleHashes.map((hash) => `'${hash}'`).join(" ")}`.trim(),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
    "sandbox allow-same-origin",
  ].join("; ");
}

const ID = z.object({ id: z.string().regex(/^[0-9a-f-]{36}$/, "Unknown posting") });

/** A posting as the staff API answers it: the record, its state at this moment, and the posting. */
function view(record: PostingRecord, now: number, timeZone: string) {
  return {
    timeZone,
    id: record.id,
    version: record.version,
    status: record.status,
    state: postingState(record, now),
    publishAt: record.publishAt,
    closedAt: record.closedAt,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    posting: record.posting,
  };
}

/**
 * The staff API for job postings under /api/admin/jobs. Registered inside the inbox's API, so every
 * route answers 401 without a session and 403 to a state-changing request from another origin.
 */
export async function jobAdminRoutes(app: FastifyInstance, options: JobAdminRoutesOptions) {
  const { db, onChange, indexNow } = options;
  const now = options.now ?? Date.now;
  const timeZone = options.timeZone ?? "America/New_York";
  const kysely = db.kysely;

  const actorOf = (request: FastifyRequest) => {
    const session = request.adminSession!;
    return { name: session.email, userId: session.userId };
  };

  function parse<T>(schema: z.ZodType<T>, value: unknown, reply: FastifyReply): T | undefined {
    const parsed = schema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    reply.code(400).send({ errors: postingFieldErrors(parsed.error) });
    return undefined;
  }

  /** Runs a change and answers its outcome; the site renders again after every successful change. */
  async function change(reply: FastifyReply, run: () => Promise<PostingRecord | undefined>, status = 200) {
    try {
      const record = await run();
      onChange();
      if (!record) return reply.code(204).send();
      return reply.code(status).send(view(record, now(), timeZone));
    } catch (error) {
      if (error instanceof JobInputError) return reply.code(400).send({ errors: error.errors });
      if (error instanceof JobNotFoundError) return reply.code(404).send({ error: "No such posting." });
      if (error instanceof JobStateError) return reply.code(409).send({ error: error.message });
      if (error instanceof VersionConflictError) {
        return reply.code(409).send({
          error:
            "Someone else saved this posting after you opened it. Your changes were not saved: compare them with the current version below and save again.",
          current: error.current ? view(error.current, now(), timeZone) : null,
        });
      }
      throw error;
    }
  }

  app.get("/", async (request, reply) => {
    const query = parse(JobListQuerySchema, request.query, reply);
    if (!query) return reply;
    const at = now();
    const needle = query.q?.toLowerCase();
    const applications = await options.countApplications(kysely);
    const postings = (await listPostingRecords(kysely))
      .map((record) => view(record, at, timeZone))
      .filter((entry) => !query.state || entry.state === query.state)
      .filter((entry) => !query.role || entry.posting.roles.includes(query.role))
      .filter(
        (entry) =>
          !needle ||
          [entry.posting.title, entry.posting.shortTitle, entry.posting.path, entry.posting.specialty]
            .concat(entry.posting.locations.map((l) => `${l.locality}, ${l.region}`))
            .some((text) => text.toLowerCase().includes(needle)),
      )
      .map(({ posting, timeZone: _zone, ...entry }) => ({
        ...entry,
        path: posting.path,
        // A draft may not have its short title yet.
        title: posting.shortTitle || posting.title,
        roles: posting.roles,
        locations: posting.locations.map((l) => `${l.locality}, ${l.region}`),
        remote: Boolean(posting.remote),
        validThrough: posting.validThrough,
        datePosted: posting.datePosted,
        applications: applications.get(entry.id) ?? 0,
      }));
    return { postings, timeZone };
  });

  registerBulkRoute(app, { db, onChange, now, indexNow });

  app.post("/preview", { bodyLimit: POSTING_BODY_LIMIT }, async (request, reply) => {
    const body = parse(PreviewSchema, request.body, reply);
    if (!body) return reply;
    const parsed = JobPostingSchema.safeParse(body.posting);
    if (!parsed.success) return reply.code(400).send({ errors: postingFieldErrors(parsed.error) });
    if (!options.preview)
      return reply.code(503).send({ error: "Previews are not available on this server." });
    const page = await options.preview(parsed.data, { state: body.state, replacesPath: body.replacesPath });
    const html = Buffer.from(page.identity)
      .toString("utf8")
      .replace(/<head>/i, '<head><meta name="robots" content="noindex, nofollow">')
      // The page's own scripts would not run in the preview's frame: they are left out, JSON-LD stays.
      // (Posting text cannot close a script element: React escapes text and the JSON-LD escapes "<".)
      .replace(/<script\b(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/gi, "")
      .replace(/<link rel="modulepreload"[^>]*>/gi, "");
    return reply
      .code(200)
      .headers({
        ...COMMON_SECURITY_HEADERS,
        "x-frame-options": "SAMEORIGIN",
        "content-security-policy": previewCsp(page.styleHashes),
        "x-robots-tag": "noindex, nofollow",
        "cache-control": "no-store",
      })
      .type("text/html; charset=utf-8")
      .send(html);
  });

  app.get("/:id", async (request, reply) => {
    const params = parse(ID, request.params, reply);
    if (!params) return reply;
    const record = await findPostingById(kysely, params.id);
    if (!record) return reply.code(404).send({ error: "No such posting." });
    return view(record, now(), timeZone);
  });

  app.post("/", { bodyLimit: POSTING_BODY_LIMIT }, async (request, reply) => {
    const body = parse(z.object({ posting: z.unknown() }), request.body, reply);
    if (!body) return reply;
    return change(
      reply,
      () => createJob({ db, actor: actorOf(request), now: now(), indexNow }, body.posting),
      201,
    );
  });

  app.put("/:id", { bodyLimit: POSTING_BODY_LIMIT }, async (request, reply) => {
    const params = parse(ID, request.params, reply);
    const body = params && parse(JobSaveSchema, request.body, reply);
    if (!params || !body) return reply;
    return change(reply, () =>
      updateJob({ db, actor: actorOf(request), now: now(), indexNow }, params.id, body.version, body.posting),
    );
  });

  const lifecycleRoute = <T extends { version: number }>(
    name: LifecycleAction["action"],
    schema: z.ZodType<T>,
    toAction: (body: T) => LifecycleAction,
  ) =>
    app.post(`/:id/${name}`, async (request, reply) => {
      const params = parse(ID, request.params, reply);
      const body = params && parse(schema, request.body, reply);
      if (!params || !body) return reply;
      return change(reply, () =>
        changeJobState(
          { db, actor: actorOf(request), now: now(), indexNow },
          params.id,
          body.version,
          toAction(body),
        ),
      );
    });
  lifecycleRoute("publish", JobVersionSchema, () => ({ action: "publish" }));
  lifecycleRoute("schedule", JobScheduleSchema, (body) => ({
    action: "schedule",
    publishAt:
      body.publishAt !== undefined ? Date.parse(body.publishAt) : zonedInstant(body.localTime!, timeZone),
  }));
  lifecycleRoute("unschedule", JobVersionSchema, () => ({ action: "unschedule" }));
  lifecycleRoute("close", JobVersionSchema, () => ({ action: "close" }));
  lifecycleRoute("renew", JobEndSchema, (body) => ({ action: "renew", validThrough: body.validThrough }));
  lifecycleRoute("relist", JobEndSchema, (body) => ({ action: "relist", validThrough: body.validThrough }));

  app.post("/:id/duplicate", async (request, reply) => {
    const params = parse(ID, request.params, reply);
    const body = params && parse(JobDuplicateSchema, request.body, reply);
    if (!params || !body) return reply;
    return change(
      reply,
      () => duplicateJob({ db, actor: actorOf(request), now: now(), indexNow }, params.id, body.path),
      201,
    );
  });

  app.delete("/:id", async (request, reply) => {
    const params = parse(ID, request.params, reply);
    const query =
      params && parse(z.object({ version: z.coerce.number().int().positive() }), request.query, reply);
    if (!params || !query) return reply;
    return change(reply, async () => {
      await deleteDraft({ db, actor: actorOf(request), now: now(), indexNow }, params.id, query.version);
      return undefined;
    });
  });

  app.get("/:id/revisions", async (request, reply) => {
    const params = parse(ID, request.params, reply);
    if (!params) return reply;
    if (!(await findPostingById(kysely, params.id)))
      return reply.code(404).send({ error: "No such posting." });
    return { revisions: await listRevisions(kysely, params.id) };
  });

  app.post("/:id/revisions/:revisionId/restore", async (request, reply) => {
    const params = parse(ID.extend({ revisionId: ID.shape.id }), request.params, reply);
    const body = params && parse(JobVersionSchema, request.body, reply);
    if (!params || !body) return reply;
    return change(reply, () =>
      restoreJobRevision(
        { db, actor: actorOf(request), now: now(), indexNow },
        params.id,
        body.version,
        params.revisionId,
      ),
    );
  });
}
