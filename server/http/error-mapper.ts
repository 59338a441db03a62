import type { FastifyError, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { type FieldIssues, fieldErrors } from "#schemas/field-errors";
import { issuesOf } from "./schema-provider";

/**
 * The app's one error handler. Every failure that leaves a route (a request that fails its schema, a body
 * that cannot be read, is too large, of the wrong type or too slow, and any error of ours) is answered here,
 * in the form the route's family documents:
 *
 * - the API (default): `{"error": "..."}` with Fastify's status, `{"errors": {field: message}}` for a schema
 *   refusal; 5xx as `{"error": "Internal Server Error"}`;
 * - the staff API: the same, never cached;
 * - the public forms (intake/failures.ts) and the application upload (applications/public.routes.ts): JSON,
 *   or the no-JavaScript page for a browser that posted the form itself.
 *
 * A 408 always closes the connection: the rest of a body that came too slowly is never read. A 5xx is logged
 * with the error's name, code, message and stack, never the request's body, query or headers.
 */

/** How one family of routes answers its failures. */
export interface FailureAnswers {
  /** Fields that failed the route's schema, one message each. */
  invalid(request: FastifyRequest, reply: FastifyReply, errors: Record<string, string>): FastifyReply;
  /** A refusal before the handler (4xx): the body could not be read, was too large or too slow, or of a wrong type. */
  refused(request: FastifyRequest, reply: FastifyReply, status: number, message: string): FastifyReply;
  /** A failure of ours (5xx), logged already. */
  failed(request: FastifyRequest, reply: FastifyReply, status: number): FastifyReply;
  /** The log line of a 5xx. */
  logMessage: string;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** How the route answers its failures (the API's way when unset). */
    failures?: FailureAnswers;
    /** How the route names the fields of a schema refusal (one message per top-level field when unset). */
    fieldErrors?: (error: FieldIssues) => Record<string, string>;
    /** The answer (404) when the path's parameters fail their schema: such an address names nothing. */
    notFound?: Record<string, unknown>;
  }
}

const INTERNAL = { error: "Internal Server Error" };

/** The API's answers; `noStore` for answers that are never cached (the staff API). */
export function apiFailures({
  noStore = false,
  logMessage = "request failed",
}: {
  noStore?: boolean;
  logMessage?: string;
} = {}): FailureAnswers {
  const fresh = (reply: FastifyReply) => (noStore ? reply.header("cache-control", "no-store") : reply);
  return {
    logMessage,
    invalid: (_request, reply, errors) => fresh(reply).code(400).send({ errors }),
    refused: (_request, reply, status, message) => fresh(reply).code(status).send({ error: message }),
    failed: (_request, reply, status) => fresh(reply).code(status).send(INTERNAL),
  };
}

export const API_FAILURES = apiFailures();

/**
 * Sets `answers` (and any other route settings of `config`) as the default of every route the plugin adds
 * from here on: `app.addHook("onRoute", routeDefaults({ failures }))`. A route's own config wins.
 */
export function routeDefaults(config: Partial<RouteOptions["config"]>) {
  return (route: RouteOptions) => {
    route.config = { ...config, ...route.config } as RouteOptions["config"];
  };
}

function statusOf(error: { statusCode?: number }): number {
  const status = error.statusCode;
  return status !== undefined && status >= 400 && status < 600 ? status : 500;
}

/** The error handler: set once on the root instance (`app.setErrorHandler(mapError)`). */
export function mapError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const config = request.routeOptions.config;
  const answers = config.failures ?? API_FAILURES;
  const status = statusOf(error);
  // The rest of a body that came too slowly is never read: the connection cannot carry another request.
  if (status === 408) reply.header("connection", "close");
  if (status >= 500) {
    request.log.error(
      { err: { type: error.name, code: error.code, message: error.message, stack: error.stack } },
      answers.logMessage,
    );
    return answers.failed(request, reply, status);
  }
  if (error.validation) {
    if (error.validationContext === "params" && config.notFound) return reply.code(404).send(config.notFound);
    const errors = (config.fieldErrors ?? fieldErrors)(issuesOf(error.validation));
    return answers.invalid(request, reply, errors);
  }
  return answers.refused(request, reply, status, error.message ?? "Bad Request");
}
