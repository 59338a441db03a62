import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { RESUME_MAX_BYTES } from "#schemas/application";

/** The file part that carries the résumé. */
export const RESUME_FIELD = "resume";

/**
 * What one application may send besides the résumé: the text fields are a few kilobytes, so a whole body
 * past the résumé's limit plus this much is refused however it is made up (fields, parts or padding).
 */
const FIELDS_ALLOWANCE_BYTES = 512 * 1024;
export const MAX_BODY_BYTES = RESUME_MAX_BYTES + FIELDS_ALLOWANCE_BYTES;

/** An upload that sends nothing for this long is given up (its memory reservation is then free again). */
export const UPLOAD_IDLE_MS = 30_000;

/** Busboy's limits: one file of at most RESUME_MAX_BYTES, a bounded number of bounded fields. */
export const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: 32 * 1024,
  fields: 120,
  fileSize: RESUME_MAX_BYTES,
  files: 1,
  parts: 121,
  headerPairs: 20,
};

export interface ReceivedResume {
  /** The name the client gave the file (display text once cleaned). */
  filename: string;
  bytes: Buffer;
  sha256: string;
}

export interface ReceivedForm {
  /** Text fields by name; a repeated name keeps every value in order. */
  fields: Record<string, string | string[]>;
  resume: ReceivedResume | null;
}

/** Why a body could not be read; `status` is what the client is answered. */
export class UploadError extends Error {
  constructor(
    readonly status: 400 | 408 | 413,
    readonly field: string | null,
    message: string,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

export const RESUME_TOO_LARGE = () => new UploadError(413, RESUME_FIELD, "The résumé is larger than 5 MB");
export const BODY_TOO_LARGE = () => new UploadError(413, null, "The form is too large");

/** The multipart plugin's own errors, as answers. */
function fromPluginError(error: unknown): UploadError {
  if (error instanceof UploadError) return error;
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return RESUME_TOO_LARGE();
  if (code === "FST_FILES_LIMIT") return new UploadError(400, RESUME_FIELD, "Attach one résumé file");
  if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") return BODY_TOO_LARGE();
  return new UploadError(400, null, "The form could not be read");
}

function addField(fields: Record<string, string | string[]>, name: string, value: string) {
  const existing = fields[name];
  if (existing === undefined) fields[name] = value;
  else if (Array.isArray(existing)) existing.push(value);
  else fields[name] = [existing, value];
}

/**
 * Reads a multipart application: its text fields, and the résumé streamed into chunks up to
 * RESUME_MAX_BYTES. One byte more ends the reading at once (413), as does a body past MAX_BODY_BYTES or a
 * field past its size; nothing past those limits is kept. A file under another name is read and dropped.
 */
export async function readApplicationBody(request: FastifyRequest): Promise<ReceivedForm> {
  const raw = request.raw;
  let received = 0;
  let fail: (error: UploadError) => void = () => {};
  const failed = new Promise<never>((_resolve, reject) => {
    fail = reject;
  });
  let idle: NodeJS.Timeout | undefined;
  const armIdle = () => {
    clearTimeout(idle);
    idle = setTimeout(() => fail(new UploadError(408, null, "The upload stalled")), UPLOAD_IDLE_MS);
  };
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    armIdle();
    if (received > MAX_BODY_BYTES) fail(BODY_TOO_LARGE());
  };

  const fields: Record<string, string | string[]> = Object.create(null);
  let resume: ReceivedResume | null = null;
  const read = (async () => {
    for await (const part of request.parts()) {
      if (part.type === "field") {
        if (part.fieldnameTruncated || part.valueTruncated) throw BODY_TOO_LARGE();
        if (typeof part.value === "string") addField(fields, part.fieldname, part.value);
        continue;
      }
      const file = part.file;
      // Ends the file stream (and with it the reading of the request) at the first byte past the limit.
      file.once("limit", () => file.destroy(RESUME_TOO_LARGE()));
      if (part.fieldname !== RESUME_FIELD || resume) {
        for await (const _chunk of file);
        continue;
      }
      const chunks: Buffer[] = [];
      const hash = createHash("sha256");
      let size = 0;
      for await (const chunk of file as AsyncIterable<Buffer>) {
        if (file.truncated) throw RESUME_TOO_LARGE();
        chunks.push(chunk);
        hash.update(chunk);
        size += chunk.length;
      }
      if (file.truncated || size > RESUME_MAX_BYTES) throw RESUME_TOO_LARGE();
      resume = {
        filename: part.filename ?? "",
        bytes: Buffer.concat(chunks, size),
        sha256: hash.digest("hex"),
      };
    }
  })();
  // Counted beside the parser (which is piped in by now), so padding between parts counts too.
  raw.on("data", onData);
  armIdle();
  // Whichever ends first answers; the other is left to settle on its own.
  read.catch(() => {});
  try {
    await Promise.race([read, failed]);
    return { fields, resume };
  } catch (error) {
    // Stop taking data: whatever the client still sends stays in its socket until the connection closes.
    raw.unpipe();
    raw.pause();
    throw fromPluginError(error);
  } finally {
    clearTimeout(idle);
    raw.off("data", onData);
  }
}
