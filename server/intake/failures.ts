import type { FastifyReply, FastifyRequest } from "fastify";
import type { FailureAnswers } from "../http/error-mapper";
import { isFormPost, sendFailure, sendHtml, TOO_LARGE, TOO_SLOW, UNSUPPORTED } from "./forms";
import { validationErrorPage } from "./pages";

/** The whole submission could not be read (bad JSON, a broken form body). */
export const UNREADABLE = { form: "The request body could not be read" };

/**
 * How the public lead forms answer a failure (through the error mapper): JSON for the site's script, or the
 * no-JavaScript page for a browser that posted the form itself (`isFormPost`). Field errors list each field;
 * a body that cannot be read is answered as one error of the whole form; 5xx as JSON in either case.
 */
export const FORM_FAILURES: FailureAnswers = {
  logMessage: "lead submission failed",
  invalid: (request, reply, errors) => invalidForm(request, reply, errors),
  refused: (request, reply, status) => {
    if (status === 413) return sendFailure(request, reply, TOO_LARGE);
    if (status === 415) return sendFailure(request, reply, UNSUPPORTED);
    if (status === 408) return sendFailure(request, reply, TOO_SLOW);
    return invalidForm(request, reply, UNREADABLE);
  },
  failed: (_request, reply) =>
    reply.code(500).header("cache-control", "no-store").send({ error: "Internal Server Error" }),
};

function invalidForm(request: FastifyRequest, reply: FastifyReply, errors: Record<string, string>) {
  if (isFormPost(request)) return sendHtml(reply, 400, validationErrorPage(errors, request.headers.referer));
  return reply.code(400).header("cache-control", "no-store").send({ errors });
}
