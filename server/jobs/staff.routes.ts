import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  JobDuplicateSchema,
  JobEndSchema,
  JobListQuerySchema,
  JobListSchema,
  JobRecordSchema,
  JobRevisionsSchema,
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
import { HtmlAnswerSchema, NoContentSchema } from "#schemas/api-answers";
import type { FieldIssues } from "#schemas/field-errors";
import { routeDefaults } from "../http/error-mapper";
import { answers, zodRoutes } from "../http/schema-provider";
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
  /** How many applications (spam aside) each posting has received, in all and per stage, by posting id. */
  countApplications: (
    db: DbKysely,
  ) => Promise<Map<string, { total: number; stages: Partial<Record<string, number>> }>>;
}

/** A posting may run longer than the 16 KB other requests are held to. */
const POSTING_BODY_LIMIT = 128 * 1024;

const PreviewSchema = z.object({
  posting: JobPostingSchema,
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

/**
 * A body as the staff API reads it: none at all counts as an empty object, so each missing field is named.
 */
function orEmpty<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => value ?? {}, schema);
}

/** Field errors of a body whose `prefix` object is a posting: the posting's named as a posting's are. */
function postingErrorsOf(prefix: string) {
  return (error: FieldIssues) =>
    postingFieldErrors({
      issues: error.issues.map((issue) =>
        issue.path[0] === prefix ? { ...issue, path: issue.path.slice(1) } : issue,
      ),
    });
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

  // A request's bad fields are named by their full path, as a posting's are.
  app.addHook("onRoute", routeDefaults({ fieldErrors: postingFieldErrors }));
  const routes = zodRoutes(app);

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

  const list = { schema: { querystring: JobListQuerySchema, response: answers({ 200: JobListSchema }) } };
  routes.get("/", list, async (request) => {
    const query = request.query;
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
        applications: applications.get(entry.id)?.total ?? 0,
        stages: applications.get(entry.id)?.stages ?? {},
      }));
    return { postings, timeZone };
  });

  registerBulkRoute(app, { db, onChange, now, indexNow });

  const preview = {
    bodyLimit: POSTING_BODY_LIMIT,
    // The posting's fields are named as a posting's are (`title`, `pay.min`), not under `posting.`.
    config: { fieldErrors: postingErrorsOf("posting") },
    schema: { body: orEmpty(PreviewSchema), response: answers({ 200: HtmlAnswerSchema }) },
  };
  routes.post("/preview", preview, async (request, reply) => {
    const body = request.body;
    if (!options.preview)
      return reply.code(503).send({ error: "Previews are not available on this server." });
    const page = await options.preview(body.posting, { state: body.state, replacesPath: body.replacesPath });
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

  const one = { schema: { params: ID, response: answers({ 200: JobRecordSchema }) } };
  routes.get("/:id", one, async (request, reply) => {
    const params = request.params;
    const record = await findPostingById(kysely, params.id);
    if (!record) return reply.code(404).send({ error: "No such posting." });
    return view(record, now(), timeZone);
  });

  const create = {
    bodyLimit: POSTING_BODY_LIMIT,
    schema: {
      body: orEmpty(z.object({ posting: z.unknown() })),
      response: answers({ 201: JobRecordSchema }),
    },
  };
  routes.post("/", create, async (request, reply) => {
    const body = request.body;
    return change(
      reply,
      () => createJob({ db, actor: actorOf(request), now: now(), indexNow }, body.posting),
      201,
    );
  });

  const save = {
    bodyLimit: POSTING_BODY_LIMIT,
    schema: { params: ID, body: orEmpty(JobSaveSchema), response: answers({ 200: JobRecordSchema }) },
  };
  routes.put("/:id", save, async (request, reply) => {
    const { params, body } = request;
    return change(reply, () =>
      updateJob({ db, actor: actorOf(request), now: now(), indexNow }, params.id, body.version, body.posting),
    );
  });

  const lifecycleRoute = <T extends { version: number }>(
    name: LifecycleAction["action"],
    schema: z.ZodType<T>,
    toAction: (body: T) => LifecycleAction,
  ) =>
    routes.post(
      `/:id/${name}`,
      { schema: { params: ID, body: orEmpty(schema), response: answers({ 200: JobRecordSchema }) } },
      async (request, reply) => {
        const params = request.params;
        const body = request.body as T;
        return change(reply, () =>
          changeJobState(
            { db, actor: actorOf(request), now: now(), indexNow },
            params.id,
            body.version,
            toAction(body),
          ),
        );
      },
    );
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

  const duplicate = {
    schema: { params: ID, body: orEmpty(JobDuplicateSchema), response: answers({ 201: JobRecordSchema }) },
  };
  routes.post("/:id/duplicate", duplicate, async (request, reply) => {
    const { params, body } = request;
    return change(
      reply,
      () => duplicateJob({ db, actor: actorOf(request), now: now(), indexNow }, params.id, body.path),
      201,
    );
  });

  const remove = {
    schema: {
      params: ID,
      querystring: z.object({ version: z.coerce.number().int().positive() }),
      response: answers({ 204: NoContentSchema }),
    },
  };
  routes.delete("/:id", remove, async (request, reply) => {
    const { params, query } = request;
    return change(reply, async () => {
      await deleteDraft({ db, actor: actorOf(request), now: now(), indexNow }, params.id, query.version);
      return undefined;
    });
  });

  const revisions = { schema: { params: ID, response: answers({ 200: JobRevisionsSchema }) } };
  routes.get("/:id/revisions", revisions, async (request, reply) => {
    const params = request.params;
    if (!(await findPostingById(kysely, params.id)))
      return reply.code(404).send({ error: "No such posting." });
    return { revisions: await listRevisions(kysely, params.id) };
  });

  const restore = {
    schema: {
      params: ID.extend({ revisionId: ID.shape.id }),
      body: orEmpty(JobVersionSchema),
      response: answers({ 200: JobRecordSchema }),
    },
  };
  routes.post("/:id/revisions/:revisionId/restore", restore, async (request, reply) => {
    const { params, body } = request;
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
