import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  AUDIT_PAGE_SIZE,
  type AuditPage,
  AuditQuerySchema,
  type SessionAnswer,
  type SignInLockEntry,
  SignInSchema,
  UnlockSchema,
} from "#schemas/admin";
import { NoContentSchema } from "#schemas/api-answers";
import {
  AuditPageSchema,
  SessionAnswerSchema,
  SignInLocksAnswerSchema,
  UnlockAnswerSchema,
} from "#schemas/admin-answers";
import { z } from "zod/mini";
import { apiFailures, routeDefaults } from "../http/error-mapper";
import { answers, zodRoutes } from "../http/schema-provider";
import type { Db } from "../db/connect";
import type { Config } from "../env";
import { clientAddressHasher } from "../http/client-key";
import { type AuditAction, listAudit, recordAudit, recordRefusedSignIn } from "../audit/audit.repository";
import { refusedSignIns } from "./refused-sign-ins";
import { isSameOriginRequest, isStateChanging } from "./csrf";
import { queryOf } from "../http/query";
import { withoutFsyncWait } from "../db/without-fsync-wait";
import { decodeCursor, encodeCursor } from "../db/paging";
import {
  clientNetwork,
  DEFAULT_LOGIN_LIMITS,
  KNOWN_NETWORK_MS,
  type LoginLimits,
  listSignInLocks,
  lockedUntil,
  loginKeys,
  reserveAttempt,
  settleFailure,
  settleSuccess,
  unlockAccount,
} from "./login-limits";
import { type PasswordHasher, passwordHasher } from "./password-hasher";
import { burnPasswordCheck, verifyPassword } from "./passwords";
import {
  type ActiveSession,
  createSession,
  deleteSession,
  findSession,
  SESSION_TTL_MS,
} from "./sessions.repository";
import { knownNetworks } from "./known-networks";
import { findUserForSignIn } from "./users.repository";
import { ADMIN_API_ROUTES } from "#schemas/paths";

declare module "fastify" {
  interface FastifyRequest {
    adminSession: ActiveSession | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (the sign-in itself). */
    adminPublic?: boolean;
  }
}

export interface AdminRoutesOptions {
  config: Config;
  db: Db;
  loginLimits?: Partial<LoginLimits>;
  /** Where password checks run; the process's shared hasher by default. */
  hasher?: () => PasswordHasher;
  /** The clock (tests move it). */
  now?: () => number;
  /** The features' staff routes, registered behind the session check and the same-origin rule. */
  features?: StaffFeature[];
}

/** What a feature's staff routes get from the staff API: the signed-in account and the request's context. */
export interface StaffContext {
  db: Db;
  config: Config;
  now: () => number;
  /** The client's address, hashed as the audit trail stores it. */
  ipHashOf: (request: FastifyRequest) => Promise<string>;
  /** The signed-in account (every staff route but the sign-in has one). */
  session: (request: FastifyRequest) => ActiveSession;
  /** Records what the signed-in account did, from which address, in the activity log; answers the entry's id. */
  audit: (
    request: FastifyRequest,
    action: AuditAction,
    detail?: Record<string, unknown>,
    at?: number,
  ) => Promise<string>;
}

/** A feature's staff routes, registered inside the staff API under /api/admin. */
export type StaffFeature = (app: FastifyInstance, staff: StaffContext) => void | Promise<void>;

/** Cookie names with `__Host-` are refused by browsers unless Secure, so local HTTP uses a plain name. */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Host-admin_session" : "admin_session";
}

/** The staff API's failures: JSON, never cached. */
const STAFF_FAILURES = apiFailures({ noStore: true, logMessage: "admin request failed" });

const INCORRECT = "Incorrect e-mail address or password.";
const BUSY = "Sign-in is busy right now. Please try again in a few seconds.";
const BUSY_RETRY_SECONDS = 5;

function lockMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
}

/**
 * The staff API under /api/admin: the session cookie, the session check and the same-origin rule for every
 * route, sign-in and sign-out, the audit trail and sign-in locks; then each feature's staff routes.
 */
export async function adminRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  const { config, db } = options;
  const kdb = db.kysely;
  const now = options.now ?? Date.now;
  const hasher = options.hasher ?? passwordHasher;
  const limits: LoginLimits = { ...DEFAULT_LOGIN_LIMITS, ...options.loginLimits };
  const secure = config.NODE_ENV === "production";
  const cookieName = sessionCookieName(secure);
  const hashAddress = clientAddressHasher(db);
  const ipHashOf = (request: FastifyRequest) => hashAddress(request.ip);

  if (config.SESSION_SECRET_GENERATED) {
    app.log.warn(
      "SESSION_SECRET is not set: using a random one for this process, so staff sessions end when it restarts and do not carry across instances",
    );
  }

  const refused = refusedSignIns(db, (error) =>
    app.log.warn(
      { err: { message: error instanceof Error ? error.message : String(error) } },
      "could not record refused sign-ins",
    ),
  );
  const networks = knownNetworks(kdb, now, (error) =>
    app.log.warn(
      { err: { message: error instanceof Error ? error.message : String(error) } },
      "could not read the known networks",
    ),
  );
  app.addHook("onClose", async () => {
    networks.close();
    await refused.flush();
  });

  await app.register(cookie, { secret: config.SESSION_SECRET });
  app.decorateRequest("adminSession", null);

  // Every staff route answers its failures as JSON that is never cached (server/http/error-mapper.ts).
  app.addHook("onRoute", routeDefaults({ failures: STAFF_FAILURES }));
  const routes = zodRoutes(app);

  app.addHook("onRequest", async (request, reply) => {
    reply.header("cache-control", "no-store");
    const signed = request.cookies[cookieName];
    if (signed) {
      const unsigned = request.unsignCookie(signed);
      if (unsigned.valid && unsigned.value) {
        request.adminSession = (await findSession(kdb, unsigned.value, now())) ?? null;
      }
    }
    if (!request.routeOptions.config.adminPublic && !request.adminSession) {
      return reply.code(401).send({ error: "Sign in to continue." });
    }
    if (isStateChanging(request.method) && !isSameOriginRequest(request, config.SITE_URL)) {
      return reply.code(403).send({ error: "This request did not come from the inbox." });
    }
  });

  const session = (request: FastifyRequest) => request.adminSession!;

  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(cookieName, token, {
      signed: true,
      httpOnly: true,
      secure,
      sameSite: "strict",
      path: "/",
      maxAge: Math.floor(SESSION_TTL_MS / 1000),
    });

  const refuseLocked = (reply: FastifyReply, until: number, at: number) => {
    const retryAfter = Math.max(1, Math.ceil((until - at) / 1000));
    return reply
      .code(429)
      .header("retry-after", String(retryAfter))
      .send({ error: lockMessage(retryAfter) });
  };

  /**
   * The account and whether it knows the client's network (one read, whether or not the account exists);
   * a lock already in force refuses at once (a read); then a place in the password hasher is taken (a
   * full queue refuses at once; a known network has places of its own); then the attempt is counted
   * atomically against the keys in force (login-limits.ts), and only an attempt within every limit has
   * its password checked. Refusals before a check are counted in memory and written in bulk
   * (refused-sign-ins.ts).
   */
  const signIn = {
    config: { adminPublic: true },
    schema: { body: SignInSchema, response: answers({ 200: SessionAnswerSchema }) },
  };
  routes.post(ADMIN_API_ROUTES.session, signIn, async (request, reply) => {
    const { email, password } = request.body;
    const at = now();
    const [ipHash, networkHash] = await Promise.all([
      ipHashOf(request),
      hashAddress(`network:${clientNetwork(request.ip)}`),
    ]);
    // A flood fills the checks' queue for unknown networks: from a network no account knows, the answer is
    // "busy" before any read. Every other sign-in reads the account and its locks as below.
    if (!networks.mayBeKnown(networkHash) && !hasher().hasRoom({ client: networkHash })) {
      refused.add({ action: "sign_in_busy", typed: email, ipHash, now: at });
      return reply.code(429).header("retry-after", String(BUSY_RETRY_SECONDS)).send({ error: BUSY });
    }
    const user = await findUserForSignIn(kdb, email, networkHash, at - KNOWN_NETWORK_MS);
    const keys = loginKeys(email, ipHash, networkHash, user?.knownNetwork ?? false);

    const locked = await lockedUntil(kdb, keys, at);
    if (locked > at) {
      refused.add({ action: "sign_in_locked", typed: email, ipHash, now: at });
      return refuseLocked(reply, locked, at);
    }
    const permit = hasher().tryAcquire({ client: networkHash, known: keys.known });
    if (!permit) {
      refused.add({ action: "sign_in_busy", typed: email, ipHash, now: at });
      return reply.code(429).header("retry-after", String(BUSY_RETRY_SECONDS)).send({ error: BUSY });
    }
    try {
      const reservation = await withoutFsyncWait(db, (bookkeeping) =>
        reserveAttempt(bookkeeping, keys, limits, at),
      );
      if (reservation.outcome === "refused") {
        permit.release();
        refused.add({ action: "sign_in_locked", typed: email, ipHash, now: at });
        return refuseLocked(reply, reservation.until, at);
      }

      const ok = user
        ? await verifyPassword(password, user.password_hash, permit)
        : await burnPasswordCheck(password, permit);
      if (!user || !ok) {
        const lockEnd = await withoutFsyncWait(db, async (bookkeeping) => {
          const end = await settleFailure(bookkeeping, keys, limits, at);
          await recordRefusedSignIn(bookkeeping, {
            action: "sign_in_failed",
            typed: email,
            ipHash,
            reason: user ? "wrong_password" : "unknown_account",
            now: at,
          });
          return end;
        });
        if (lockEnd !== null) return refuseLocked(reply, lockEnd, at);
        return reply.code(401).send({ error: INCORRECT });
      }

      await withoutFsyncWait(db, (bookkeeping) =>
        settleSuccess(bookkeeping, keys, { id: user.id, networkHash }, at),
      );
      networks.add(networkHash);
      // A fresh token on every sign-in; the browser's previous session (if any) ends here.
      if (request.adminSession) await deleteSession(kdb, request.adminSession.tokenHash);
      const created = await createSession(kdb, user.id, at);
      await recordAudit(kdb, { action: "sign_in", userId: user.id, actor: user.email, ipHash, now: at });
      setSessionCookie(reply, created.token);
      const answer: SessionAnswer = { user: { email: user.email }, expiresAt: created.expiresAt };
      return answer;
    } finally {
      permit.release();
    }
  });

  const sessionAnswer = { schema: { response: answers({ 200: SessionAnswerSchema }) } };
  routes.get(ADMIN_API_ROUTES.session, sessionAnswer, async (request) => {
    const active = session(request);
    const answer: SessionAnswer = { user: { email: active.email }, expiresAt: active.expiresAt };
    return answer;
  });

  const audit: StaffContext["audit"] = async (request, action, detail, at = now()) => {
    const active = session(request);
    return recordAudit(kdb, {
      action,
      userId: active.userId,
      actor: active.email,
      ipHash: await ipHashOf(request),
      detail,
      now: at,
    });
  };

  const signOut = { schema: { response: answers({ 204: NoContentSchema }) } };
  routes.delete(ADMIN_API_ROUTES.session, signOut, async (request, reply) => {
    await deleteSession(kdb, session(request).tokenHash);
    await audit(request, "sign_out");
    reply.clearCookie(cookieName, { path: "/", secure, httpOnly: true, sameSite: "strict" });
    return reply.code(204).send();
  });

  const auditPage = {
    schema: { querystring: queryOf(AuditQuerySchema), response: answers({ 200: AuditPageSchema }) },
  };
  routes.get(ADMIN_API_ROUTES.audit, auditPage, async (request, reply) => {
    const { kind, cursor: rawCursor, limit } = request.query;
    const cursor = rawCursor ? decodeCursor(rawCursor) : null;
    if (rawCursor && !cursor) return reply.code(400).send({ errors: { cursor: "Invalid cursor" } });
    const page = await listAudit(kdb, {
      kind: kind === "all" ? undefined : kind,
      cursor,
      limit: limit ?? AUDIT_PAGE_SIZE,
    });
    const answer: AuditPage = {
      entries: page.entries,
      nextCursor: page.next ? encodeCursor(page.next) : null,
    };
    return answer;
  });

  const locksAnswer = { schema: { response: answers({ 200: SignInLocksAnswerSchema }) } };
  routes.get(ADMIN_API_ROUTES.signInLocks, locksAnswer, async () => {
    const locks: SignInLockEntry[] = await listSignInLocks(kdb, now());
    return { locks };
  });

  const unlock = { schema: { body: UnlockSchema, response: answers({ 200: UnlockAnswerSchema }) } };
  routes.post(ADMIN_API_ROUTES.unlock, unlock, async (request, reply) => {
    const { email } = request.body;
    const lifted = await unlockAccount(kdb, email, now());
    if (lifted === 0) return reply.code(404).send({ error: "This account has no sign-in lock." });
    await audit(request, "sign_in_unlocked", { account: email, lifted });
    return { lifted };
  });

  const staff: StaffContext = { db, config, now, ipHashOf, session, audit };
  for (const feature of options.features ?? []) await feature(app, staff);

  // Anything else under /api/admin: 401 without a session (from the hook above), 404 with one.
  // Any method (GET among them, which Fastify allows no body schema): no body is read.
  const nothingHere = { schema: { response: answers({}) } };
  const nothingBelow = { schema: { params: z.object({ "*": z.string() }), response: answers({}) } };
  routes.all("/", nothingHere, async (_request, reply) => reply.code(404).send({ error: "Not Found" }));
  routes.all("/*", nothingBelow, async (_request, reply) => reply.code(404).send({ error: "Not Found" }));
}
