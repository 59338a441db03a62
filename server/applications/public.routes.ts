import { createHash } from "node:crypto";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  APPLICATION_FIELD_NAMES,
  type Application,
  APPLICATION_TIMING,
  ApplicationSchema,
  applicationFieldErrors,
  RESUME_MESSAGES,
  type ResumeType,
} from "#schemas/application";
import { applicationFactColumns, applicationFieldsWhere, formLabelOf } from "#schemas/application-fields";
import { CONTROL_CHARACTER_MESSAGE } from "#schemas/content-rules";
import { jobsPagePath } from "#schemas/job-board";
import { APPLICATION_API_PATH, APPLICATION_THANK_YOU_PATH } from "#schemas/paths";
import { clientAddressBucket } from "../http/client-address";
import { clientAddressHasher } from "../http/client-key";
import type { Db } from "../db/connect";
import type { DbKysely } from "../db/schema";
import type { Config } from "../env";
import { controlCharacterField } from "../http/input-rules";
import { type PostingRecord, postingState } from "#schemas/job-lifecycle";
import type { SubmitResult } from "../intake/submission";
import { validationErrorPage } from "../intake/pages";
import { CreatedAnswerSchema } from "#schemas/api-answers";
import { type FailureAnswers, routeDefaults } from "../http/error-mapper";
import { answers, zodRoutes } from "../http/schema-provider";
import {
  type Failure,
  fromFormBody,
  idempotencyKey,
  refererPath,
  sendFailure as sendLeadFailure,
  sendHtml,
  sendNotStored,
  sendStoreUnavailable,
  spamVerdict,
  userAgentOf,
} from "../intake/forms";
import { BudgetBusyError, MemoryBudget } from "./memory-budget";
import { displayResumeName, resumeTypeOf, storedResumeName } from "./resume";
import { applicationChannels, newApplicationId, type NewApplication, storeApplication } from "./store";
import {
  MAX_BODY_BYTES,
  MULTIPART_LIMITS,
  RESUME_FIELD,
  type ReceivedForm,
  type ReceivedResume,
  readApplicationBody,
  UPLOAD_PACE,
  UploadError,
  type UploadPace,
} from "./upload";

export interface ApplicationRoutesOptions {
  config: Config;
  db: Db;
  /** How fast an upload must arrive (UPLOAD_PACE, or what a test says). */
  uploadPace?: Partial<UploadPace>;
  /** The memory budget for résumés (one sized by the constants below unless a test brings its own). */
  uploadBudget?: MemoryBudget;
  /** The posting at a public address (the job board's), which must be open to receive an application. */
  findPosting: PostingLookup;
}

/** A posting by its address or id, as the job board keeps it. */
export type PostingLookup = (db: DbKysely, key: string) => Promise<PostingRecord | undefined>;

/**
 * Résumé bytes held in memory at once by this process (see MemoryBudget): room for six of the largest
 * uploads, or for thirty 1 MB ones, at a time.
 */
export const UPLOAD_MEMORY_BYTES = 6 * MAX_BODY_BYTES;

/**
 * What one client address (an IPv4 address, an IPv6 /64) may hold of it at once: two of the largest
 * uploads, or a dozen typical ones, so it takes three addresses to fill the budget, and one address's
 * uploads never keep another's waiting.
 */
export const UPLOAD_MEMORY_PER_CLIENT_BYTES = 2 * MAX_BODY_BYTES;

/**
 * How long an upload may wait for room in the budget before it is answered 503: long enough for a burst
 * of large uploads to pass through (fifty 5 MB ones, six at a time), short enough to answer before a
 * proxy's read timeout (60 s in the documented nginx) and before a candidate gives up.
 */
export const UPLOAD_BUDGET_WAIT_MS = APPLICATION_TIMING.budgetWaitMs;

/** The Retry-After of that 503, in seconds. */
export const UPLOAD_BUSY_RETRY_AFTER_SECONDS = 10;

/** The longest a request to this route may last before its answer, waiting and reading together. */
export const UPLOAD_REQUEST_MAX_MS = UPLOAD_BUDGET_WAIT_MS + UPLOAD_PACE.deadlineMs;

/** How long a connection that is refused before its body is read stays open for the answer to be read. */
const LINGER_MS = 1000;

/** The fields an application's errors are named by on the page for a browser without JavaScript. */
const FIELD_LABELS: Record<string, string> = {
  job: "Job",
  ...Object.fromEntries(
    applicationFieldsWhere((field) => field.group !== "attribution").map((field) => [
      field.key,
      formLabelOf(field),
    ]),
  ),
  consent: "Consent",
  resume: "Résumé",
  form: "Form",
};

const REPEATED_FIELDS = ["licenseStates"];
const FORM_FIELDS = [...APPLICATION_FIELD_NAMES, "website"];

const NOT_MULTIPART: Failure = {
  status: 415,
  json: { error: "Unsupported Media Type: send the application as multipart/form-data" },
  title: "Your application could not be sent",
  text: "Please go back to the job page and send the form again.",
};

const NO_POSTING: Failure = {
  status: 404,
  json: { error: "Not Found", errors: { job: "This job posting does not exist" } },
  title: "This job posting does not exist",
  text: "We could not find the job you applied for, so your application was not sent. Please find the role on our Jobs page and apply there.",
  next: { href: jobsPagePath(1), label: "See our open NP and PA jobs" },
};

const POSTING_CLOSED: Failure = {
  status: 410,
  json: { error: "Gone", errors: { job: "This position is no longer open" } },
  title: "This position is no longer open",
  text: "The position you applied for has been filled or has closed, so your application was not sent. Our Jobs page lists the roles that are open now.",
  next: { href: jobsPagePath(1), label: "See our open NP and PA jobs" },
};

const BUSY: Failure = {
  status: 503,
  json: { error: "Service Unavailable", retryAfter: UPLOAD_BUSY_RETRY_AFTER_SECONDS },
  title: "We are receiving many applications right now",
  text: "Your application was not sent because our system is busy. Please wait a few seconds and send the form again.",
};

const UNAVAILABLE: Failure = {
  status: 503,
  json: { error: "Service Unavailable" },
  title: "We could not save your application",
  text: "Our system is briefly unavailable and your application was not saved. Please try again in a minute.",
};

function uploadFailure(error: UploadError): Failure {
  if (error.status === 413) {
    const resume = error.field === RESUME_FIELD;
    return {
      status: 413,
      json: resume
        ? { error: "Payload Too Large", errors: { resume: RESUME_MESSAGES.tooLarge } }
        : { error: "Payload Too Large" },
      title: resume ? "Your résumé is too large" : "Your application is too large",
      text: resume
        ? "Your résumé must be 5 MB or smaller. Please save it as a smaller PDF, DOCX or DOC file and send the form again."
        : "The form could not be sent because it is too large. Please shorten your message and try again.",
    };
  }
  if (error.status === 408) {
    return {
      status: 408,
      json: { error: "Request Timeout" },
      title: "Your upload stopped",
      text: "Your application did not arrive in time: the connection stopped or was too slow. Please check your connection and send the form again; a smaller résumé file helps on a slow connection.",
    };
  }
  return {
    status: 400,
    json: { errors: { [error.field ?? "form"]: error.message } },
    title: "Your application could not be read",
    text: `${error.message}. Please go back and send the form again.`,
  };
}

function wantsJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === "string" && accept.toLowerCase().includes("application/json");
}

function isMultipart(request: FastifyRequest): boolean {
  const type = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
  return type === "multipart/form-data";
}

/**
 * Answers and closes the connection instead of reading the rest of a body that will not be used: the
 * client has a moment to read the answer, then the socket is closed with whatever it still sends unread.
 */
function closeAfterAnswer(request: FastifyRequest, reply: FastifyReply) {
  reply.header("connection", "close");
  request.raw.pause();
  reply.raw.once("finish", () => {
    setTimeout(() => request.raw.destroy(), LINGER_MS).unref();
  });
}

function sendFailure(request: FastifyRequest, reply: FastifyReply, failure: Failure) {
  return sendLeadFailure(request, reply, failure, !wantsJson(request));
}

function sendErrors(
  request: FastifyRequest,
  reply: FastifyReply,
  status: 400 | 415,
  errors: Record<string, string>,
) {
  reply.header("cache-control", "no-store");
  if (!wantsJson(request)) {
    return sendHtml(reply, status, validationErrorPage(errors, request.headers.referer, FIELD_LABELS));
  }
  return reply.code(status).send({ errors });
}

/** How the upload answers a failure before its handler (through the error mapper). */
const UPLOAD_FAILURES: FailureAnswers = {
  logMessage: "application submission failed",
  invalid: (request, reply, errors) => {
    closeAfterAnswer(request, reply);
    return sendErrors(request, reply, 400, errors);
  },
  refused: (request, reply, status) => {
    closeAfterAnswer(request, reply);
    if (status === 413) return sendFailure(request, reply, uploadFailure(new UploadError(413, null, "")));
    if (status === 415) return sendFailure(request, reply, NOT_MULTIPART);
    return sendErrors(request, reply, 400, { form: "The request body could not be read" });
  },
  failed: (request, reply) => {
    closeAfterAnswer(request, reply);
    return reply.code(500).header("cache-control", "no-store").send({ error: "Internal Server Error" });
  },
};

/** What a retry must repeat: the validated fields and the résumé's content. */
function submissionHash(data: Application, resumeSha256: string): string {
  return createHash("sha256")
    .update(JSON.stringify(["application", data, resumeSha256]))
    .digest("hex");
}

function toNewApplication(
  request: FastifyRequest,
  data: Application,
  posting: PostingRecord,
  resume: ReceivedResume,
  type: ResumeType,
  ipHash: string,
): NewApplication {
  const now = Date.now();
  const spam = spamVerdict(data, now);
  const key = idempotencyKey(request, ipHash);
  const storedName = storedResumeName(data.firstName, data.lastName, type);
  return {
    row: {
      id: newApplicationId(),
      created_at: now,
      posting_id: posting.id,
      job_path: posting.posting.path,
      job_title: posting.posting.title,
      ...applicationFactColumns(data, { pagePath: refererPath(request) }),
      consent_at: now,
      spam_reason: spam.reason,
      fill_ms: spam.fillMs,
      ip_hash: ipHash,
      user_agent: userAgentOf(request),
      idempotency_key: key,
      idempotency_body_hash: key ? submissionHash(data, resume.sha256) : null,
      resume_name: storedName,
      resume_original_name: displayResumeName(resume.filename, storedName),
      resume_type: type,
      resume_size: resume.bytes.length,
      resume_sha256: resume.sha256,
    },
    resume: resume.bytes,
  };
}

/**
 * POST /api/applications: a candidate's application with a résumé, as multipart/form-data. Validated,
 * checked against the posting, then stored with its résumé and outbox rows in one transaction before the
 * 201 (or the 303 to the thank-you page for a browser without JavaScript).
 */
export async function applicationRoutes(
  app: FastifyInstance,
  { config, db, uploadPace, uploadBudget, findPosting }: ApplicationRoutesOptions,
) {
  // Only this plugin's routes parse multipart bodies; the lead routes keep their own parsers.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  const hashAddress = clientAddressHasher(db);
  const memory =
    uploadBudget ??
    new MemoryBudget({
      capacity: UPLOAD_MEMORY_BYTES,
      perClient: UPLOAD_MEMORY_PER_CLIENT_BYTES,
      maxWaitMs: UPLOAD_BUDGET_WAIT_MS,
    });
  const pace: UploadPace = { ...UPLOAD_PACE, ...uploadPace };
  const storeOptions = { rateLimit: config.APPLICATION_RATE_LIMIT, channels: applicationChannels(config) };

  // Failures before the handler answer as the upload does: JSON or the no-JavaScript page, connection closed.
  app.addHook("onRoute", routeDefaults({ failures: UPLOAD_FAILURES }));

  const answer = async (request: FastifyRequest, reply: FastifyReply, form: ReceivedForm) => {
    // The API's one rule for control characters, for the fields a multipart body carries past the hook.
    const controlled = controlCharacterField(form.fields);
    if (controlled !== undefined) {
      return sendErrors(request, reply, 400, { [controlled]: CONTROL_CHARACTER_MESSAGE });
    }
    const parsed = ApplicationSchema.safeParse(fromFormBody(form.fields, FORM_FIELDS, REPEATED_FIELDS));
    const errors = parsed.success ? {} : applicationFieldErrors(parsed.error);
    const resume = form.resume;
    let type: ResumeType | null = null;
    if (!resume) errors.resume = RESUME_MESSAGES.required;
    else if (resume.bytes.length === 0) errors.resume = RESUME_MESSAGES.empty;
    else {
      type = await resumeTypeOf(resume.bytes);
      if (!type) errors.resume = RESUME_MESSAGES.wrongType;
    }
    // The file's type alone is wrong: 415; anything else wrong: 400 naming every field.
    if (!parsed.success || !resume || !type) {
      const status = parsed.success && resume && resume.bytes.length > 0 ? 415 : 400;
      return sendErrors(request, reply, status, errors);
    }
    const data = parsed.data;

    let result: SubmitResult;
    try {
      const posting = await findPosting(db.kysely, data.job);
      const state = posting ? postingState(posting, Date.now()) : null;
      if (!posting || state === "draft" || state === "scheduled")
        return sendFailure(request, reply, NO_POSTING);
      if (state !== "open") return sendFailure(request, reply, POSTING_CLOSED);
      const ipHash = await hashAddress(request.ip);
      result = await storeApplication(
        db,
        toNewApplication(request, data, posting, resume, type, ipHash),
        storeOptions,
      );
    } catch (error) {
      // The database's own error (its code and message carry no field of the application).
      const code = (error as { code?: unknown }).code;
      request.log.error(
        { err: { code: typeof code === "string" ? code : undefined, message: String(error) } },
        "application store unavailable",
      );
      return sendStoreUnavailable(request, reply, UNAVAILABLE, !wantsJson(request));
    }

    if (result.outcome !== "stored") {
      return sendNotStored(request, reply, result, "applications", !wantsJson(request));
    }
    request.log.info(
      { applicationId: result.id, resumeType: type, replayed: result.replayed },
      "application stored",
    );
    if (result.replayed) reply.header("idempotent-replayed", "true");
    if (!wantsJson(request)) return reply.code(303).header("location", APPLICATION_THANK_YOU_PATH).send();
    return reply.code(201).send({ id: result.id });
  };

  zodRoutes(app).post(
    APPLICATION_API_PATH,
    {
      schema: {
        summary: "Apply to an open posting with a résumé",
        description:
          "multipart/form-data: the fields of ApplicationSchema and the résumé file (PDF, DOCX or DOC, at most " +
          "5 MB) as `resume`. Answered 201 with the application's id when the client accepts JSON, else 303 to " +
          "the thank-you page (or a page naming what to correct). An `Idempotency-Key` header makes a retry " +
          "return the first application.",
        consumes: ["multipart/form-data"],
        response: answers({ 201: CreatedAnswerSchema }),
      },
      config: {
        validatedInHandler: {
          part: "body",
          schema: "ApplicationSchema (schemas/application.ts), and the résumé's type from its bytes",
          why: "the body is a multipart stream, read under the memory budget and its pace after the route is chosen",
        },
      },
      onRequest: async (request, reply) => {
        if (!isMultipart(request)) {
          closeAfterAnswer(request, reply);
          return sendFailure(request, reply, NOT_MULTIPART);
        }
        const length = Number(request.headers["content-length"]);
        if (Number.isFinite(length) && length > MAX_BODY_BYTES) {
          closeAfterAnswer(request, reply);
          return sendFailure(request, reply, uploadFailure(new UploadError(413, RESUME_FIELD, "")));
        }
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const length = Number(request.headers["content-length"]);
      // A client that leaves while waiting gives its place up at once.
      const gone = new AbortController();
      const onGone = () => gone.abort();
      reply.raw.once("close", onGone);
      let release: () => void;
      try {
        release = await memory.reserve(
          Number.isFinite(length) ? length : MAX_BODY_BYTES,
          clientAddressBucket(request.ip),
          gone.signal,
        );
      } catch (error) {
        if (!(error instanceof BudgetBusyError)) return reply;
        request.log.warn({ budget: memory.state }, "application upload refused: the upload budget is full");
        closeAfterAnswer(request, reply);
        reply.header("retry-after", String(UPLOAD_BUSY_RETRY_AFTER_SECONDS));
        return sendFailure(request, reply, BUSY);
      } finally {
        reply.raw.off("close", onGone);
      }
      try {
        if (request.raw.destroyed) return reply;
        let form: ReceivedForm;
        try {
          form = await readApplicationBody(request, pace);
        } catch (error) {
          closeAfterAnswer(request, reply);
          return sendFailure(request, reply, uploadFailure(error as UploadError));
        }
        return await answer(request, reply, form);
      } finally {
        release();
      }
    },
  );
}
