import type { FastifyReply, FastifyRequest } from "fastify";
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from "#schemas/content-rules";

const API_PREFIX = "/api/";

/** How deep a body is searched: the API's payloads are a few levels at most, and deeper ones are refused. */
const MAX_DEPTH = 8;

/** The first field of a form or payload that holds a control character, as a field path, or undefined. */
export function controlCharacterField(value: unknown): string | undefined {
  return findControl(value, "", 0);
}

/** The first place in `value` that holds a control character, as a field path, or undefined. */
function findControl(value: unknown, path: string, depth: number): string | undefined {
  if (typeof value === "string") return hasControlCharacter(value) ? path : undefined;
  if (value === null || typeof value !== "object") return undefined;
  if (depth >= MAX_DEPTH) return path;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path === "" ? key : `${path}.${key}`;
    if (hasControlCharacter(key)) return itemPath;
    const found = findControl(item, itemPath, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * One input rule for the whole API, ahead of every handler: NUL, the other C0 controls and DEL in any body
 * field, query parameter, path parameter, header or cookie value are refused with 400 (per field for a
 * body). Nothing that carries one reaches a database (PostgreSQL cannot store NUL) or a log.
 */
export function refuseControlCharacters(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  if (!request.url.startsWith(API_PREFIX)) {
    done();
    return;
  }
  const inBody = findControl(request.body, "", 0);
  if (inBody !== undefined) {
    reply
      .code(400)
      .send({ error: CONTROL_CHARACTER_MESSAGE, errors: { [inBody || "form"]: CONTROL_CHARACTER_MESSAGE } });
    return;
  }
  const elsewhere =
    findControl(request.query, "query", 0) ??
    findControl(request.params, "path", 0) ??
    findControl(request.headers, "header", 0) ??
    findControl((request as { cookies?: unknown }).cookies, "cookie", 0);
  if (elsewhere !== undefined) {
    reply.code(400).send({ error: CONTROL_CHARACTER_MESSAGE });
    return;
  }
  done();
}
