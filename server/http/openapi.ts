import swagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { createJsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod/mini";
import { ApplicationSchema } from "#schemas/application";
import { APPLICATION_API_PATH, LEAD_API_PATHS } from "#schemas/paths";
import { answers, zodRoutes } from "./schema-provider";

/**
 * The public API's OpenAPI document, for integrators (the firm's CRM, a job distributor): the lead forms and
 * the application upload, described by the same zod schemas their routes validate with. Served to signed-in
 * staff at /api/admin/openapi.json (decision 0200); the staff API itself is left out.
 */

/** The routes the document describes. */
export const PUBLIC_API_PATHS: readonly string[] = [
  LEAD_API_PATHS.quick,
  LEAD_API_PATHS.contact,
  APPLICATION_API_PATH,
];

export const OPENAPI_PATH = "/openapi.json";

const OPENAPI_VERSION = "3.0.3";

/** Checks and transforms (a trimmed line, a default) have no JSON Schema form: they show as their base type. */
const toJsonSchema = createJsonSchemaTransform({ zodToJsonConfig: { unrepresentable: "any" } });

/**
 * The upload's body as OpenAPI shows a multipart form: ApplicationSchema's fields (as the handler reads them
 * after the stream) and the résumé file.
 */
function applicationForm() {
  const fields = z.toJSONSchema(ApplicationSchema, {
    io: "input",
    target: "openapi-3.0",
    unrepresentable: "any",
  }) as { properties?: Record<string, unknown>; required?: string[] };
  return {
    type: "object",
    properties: {
      ...fields.properties,
      resume: {
        type: "string",
        format: "binary",
        description: "The résumé: PDF, DOCX or DOC, at most 5 MB (its type is read from its bytes)",
      },
    },
    required: [...(fields.required ?? []), "resume"],
  };
}

/** Registers the document's collector; call on the root instance before any route. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: OPENAPI_VERSION,
      info: {
        title: "Public API: leads and applications",
        version: "1",
        description:
          'The contact forms and the application upload. Refusals are JSON: `{"errors": {field: message}}` ' +
          'for fields that fail their rules, else `{"error": "..."}` (429 and 503 add `retryAfter` seconds ' +
          "and a Retry-After header).",
      },
    },
    transform: (document) => {
      const { url } = document;
      if (!PUBLIC_API_PATHS.includes(url)) return { schema: { hide: true } as never, url };
      const transformed = toJsonSchema(document);
      if (url === APPLICATION_API_PATH)
        (transformed.schema as Record<string, unknown>).body = applicationForm();
      return transformed;
    },
  });
}

/** The document as a staff route (inside the staff API: a session is required). */
export function openApiRoute(app: FastifyInstance) {
  const document = {
    schema: {
      response: answers({
        200: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
      }),
    },
  };
  zodRoutes(app).get(OPENAPI_PATH, document, async () => app.swagger() as never);
}
