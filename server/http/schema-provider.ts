import type { FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { z } from "zod/mini";
import { FailureAnswerSchema } from "#schemas/api-answers";
import type { FieldIssues } from "#schemas/field-errors";

/**
 * The API's one validation layer: every route declares its params, query, body and answers with zod (the
 * schemas of `schemas/`), read by Fastify through `fastify-type-provider-zod`. A request that fails its schema
 * never reaches the handler: the error mapper (error-mapper.ts) answers it as the API documents. Answers are
 * encoded through their schemas on the way out.
 */

/**
 * A route part the handler validates itself, with a named schema, because Fastify cannot: the route-schema
 * test (route-schemas.test.ts) accepts a missing schema only with this marker.
 */
export interface HandlerValidation {
  /** The part the schema would have covered. */
  part: "body";
  /** The schema the handler applies. */
  schema: string;
  /** Why the route cannot declare it. */
  why: string;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Set where a route validates a part in its handler instead of by schema. */
    validatedInHandler?: HandlerValidation;
  }
}

/** Sets zod as the app's validator and serializer; call once on the root instance, before any route. */
export function installZodSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}

/** The instance typed for zod schemas: request parts are the schemas' outputs, answers their inputs. */
export function zodRoutes(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/**
 * The field issues of a schema refusal, as the field maps of `schemas/` read them. The provider keeps each
 * issue's message and its path as a JSON pointer (`/attribution/utm`), which is split back into its keys.
 */
export function issuesOf(
  validation: ReadonlyArray<{ instancePath?: string; message?: string }>,
): FieldIssues {
  return {
    issues: validation.map((issue) => {
      const pointer = (issue.instancePath ?? "/").slice(1);
      return { path: pointer === "" ? [] : pointer.split("/"), message: issue.message ?? "Invalid input" };
    }),
  };
}

/** Refusals as every route may answer them (4xx, 5xx), beside the answers a route declares. */
export const FAILURE_ANSWERS = { "4xx": FailureAnswerSchema, "5xx": FailureAnswerSchema } as const;

/** A route's answers by status, with the shared refusals. */
export function answers<const A extends Record<number, z.core.$ZodType>>(success: A) {
  return { ...success, ...FAILURE_ANSWERS };
}
