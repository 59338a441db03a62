import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { APPLICATION_TIMING, RESUME_MAX_BYTES } from "#schemas/application";

/** The file part that carries the résumé. */
export const RESUME_FIELD = "resume";

/**
 * What one application may send besides the résumé: the text fields are a few kilobytes, so a whole body
 * past the résumé's limit plus this much is refused however it is made up (fields, parts or padding).
 */
const FIELDS_ALLOWANCE_BYTES = 512 * 1024;
export const MAX_BODY_BYTES = RESUME_MAX_BYTES + FIELDS_ALLOWANCE_BYTES;

/**
 * How fast an upload must arrive; one that breaks a rule is answered 408 and its memory reservation is free
 * again at once. The figures let a candidate on a poor 3G link through: its uplink is nominally 384 kbit/s
 * (about 48 KB/s), so the largest body (5.5 MB) takes about 2 minutes at full 3G speed and still passes
 * the deadline at half of it (about 24 KB/s); a typical 300 KB résumé passes at the minimum rate in
 * 40 seconds. A client holding a reservation while sending a byte now and then is cut off after
 * `graceMs`, and any upload after `deadlineMs`.
 */
export interface UploadPace {
  /** Nothing arrived for this long. */
  idleMs: number;
  /** The start of an upload during which the minimum rate is not yet asked for. */
  graceMs: number;
  /** The least average rate from the start on: each byte buys the upload 1/minBytesPerSecond seconds past the grace. */
  minBytesPerSecond: number;
  /** No upload is read for longer than this, however fast it arrives. */
  deadlineMs: number;
}

export const UPLOAD_PACE: UploadPace = {
  idleMs: 30_000,
  graceMs: 10_000,
  minBytesPerSecond: 8 * 1024,
  deadlineMs: APPLICATION_TIMING.uploadDeadlineMs,
};

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
export async function readApplicationBody(
  request: FastifyRequest,
  pace: UploadPace = UPLOAD_PACE,
): Promise<ReceivedForm> {
  const raw = request.raw;
  const started = Date.now();
  let received = 0;
  let lastDataAt = started;
  let fail: (error: UploadError) => void = () => {};
  const failed = new Promise<never>((_resolve, reject) => {
    fail = reject;
  });
  // One timer for the three rules, set for the earliest moment one could be broken and checked again
  // then: data that arrived meanwhile only moves that moment later.
  let timer: NodeJS.Timeout | undefined;
  const checkPace = () => {
    const now = Date.now();
    const rateDeadline = started + pace.graceMs + (received / pace.minBytesPerSecond) * 1000;
    const idleDeadline = lastDataAt + pace.idleMs;
    const overall = started + pace.deadlineMs;
    if (now >= overall) return fail(new UploadError(408, null, "The upload took too long"));
    if (now >= idleDeadline) return fail(new UploadError(408, null, "The upload stalled"));
    if (now >= rateDeadline) return fail(new UploadError(408, null, "The upload is too slow"));
    timer = setTimeout(checkPace, Math.min(rateDeadline, idleDeadline, overall) - now);
  };
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    lastDataAt = Date.now();
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
  checkPace();
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
    clearTimeout(timer);
    raw.off("data", onData);
  }
}
