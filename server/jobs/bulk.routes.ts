import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { JobBulkAnswerSchema, JobBulkFailureSchema, JobBulkSchema } from "#schemas/job-admin";
import { answers, zodRoutes } from "../http/schema-provider";
import { dayOf } from "#schemas/job-lifecycle";
import type { Db } from "../db/connect";
import type { IndexNowTarget } from "./indexnow";
import { BulkChangeError, bulkChangeJobState } from "./job-service";

export interface BulkRouteOptions {
  db: Db;
  onChange: () => void;
  now: () => number;
  indexNow?: IndexNowTarget;
}

/**
 * `POST /api/admin/jobs/bulk`: renews or relists the chosen postings to one end date in one step. Each
 * posting is changed, revised and audited as if on its own; if any refuses, none changes (409, each refusal
 * named), so the recruiter can fix the selection and try again.
 */
export function registerBulkRoute(app: FastifyInstance, { db, onChange, now, indexNow }: BulkRouteOptions) {
  const bulk = {
    schema: {
      body: z.preprocess((value) => value ?? {}, JobBulkSchema),
      response: answers({ 200: JobBulkAnswerSchema, 409: JobBulkFailureSchema }),
    },
  };
  zodRoutes(app).post("/bulk", bulk, async (request, reply) => {
    const { action, validThrough, postings } = request.body;
    const at = now();
    if (validThrough <= dayOf(at)) {
      return reply.code(400).send({ errors: { validThrough: `Choose a day after ${dayOf(at)}` } });
    }
    const session = request.adminSession!;
    try {
      const saved = await bulkChangeJobState(
        { db, actor: { name: session.email, userId: session.userId }, now: at, indexNow },
        postings,
        { action, validThrough },
      );
      onChange();
      return {
        postings: saved.map((record) => ({
          id: record.id,
          version: record.version,
          validThrough: record.posting.validThrough,
        })),
      };
    } catch (error) {
      if (error instanceof BulkChangeError) {
        return reply.code(409).send({
          error:
            error.failures.length === 1
              ? "One of the chosen postings cannot be changed; nothing was changed."
              : `${error.failures.length} of the chosen postings cannot be changed; nothing was changed.`,
          failures: error.failures,
        });
      }
      throw error;
    }
  });
}
