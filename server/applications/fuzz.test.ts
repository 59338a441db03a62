import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APPLICATION_LIMITS, ApplicationSchema } from "#schemas/application";
import { APPLICATION_API_PATH } from "#schemas/paths";
import { characterCount } from "#schemas/lead";
import { startIsolatedApp } from "../test-support/app";
import { type PostingsByState, preparePostings } from "../test-support/application-postings";
import { validApplication } from "../test-support/application-requests";
import { SAMPLE_PDF, sha256 } from "../test-support/applications";
import { testDialects } from "../test-support/db";
import { multipartBody, SAMPLE_DOC, SAMPLE_DOCX, SAMPLE_XLS } from "../test-support/resume-files";

const ALLOWED = new Set([201, 303, 400, 404, 410, 413, 415, 422, 429]);
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: the point is to find control characters
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\r]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const INVISIBLE_FORMAT = /[\u061C\u180E\u200B\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\r\nBcc: victim@example.com",
    "\ud800\udfff\ud800",
    "<script>alert(1)</script>",
    "'; DROP TABLE applications; --",
    "=cmd|' /C calc'!A0",
    "__proto__",
    "\u202Egnp.exe",
    "../../etc/passwd",
    "C:\\Windows\\system32\\cmd.exe",
    "x".repeat(5001),
    "😀".repeat(60),
    "GA",
    "np",
    "60",
    "-1",
    "1e3",
    "on",
  ),
);

const fieldNames = [
  "job",
  "firstName",
  "lastName",
  "email",
  "phone",
  "credential",
  "licenseStates",
  "yearsExperience",
  "message",
  "consent",
  "website",
  "startedAt",
  "pagePath",
  "referrer",
  "utm_source",
  "attribution.pagePath",
  "constructor",
  "toString",
] as const;

const fileContent = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(SAMPLE_PDF, SAMPLE_DOCX, SAMPLE_DOC) },
  fc.constantFrom(
    SAMPLE_PDF,
    SAMPLE_DOCX,
    SAMPLE_DOC,
    SAMPLE_XLS,
    Buffer.alloc(0),
    Buffer.from("MZ\x90\x00"),
  ),
  fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
  fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.concat([Buffer.from("%PDF-1.4\n"), bytes])),
  fc.integer({ min: 1, max: SAMPLE_DOCX.length - 1 }).map((end) => SAMPLE_DOCX.subarray(0, end)),
);

interface FuzzRequest {
  fields: Record<string, string | string[]>;
  file: { name: string; filename: string; type: string; data: Buffer } | null;
  job: "open" | "closed" | "unknown" | "hostile";
}

const fuzzRequest = fc.record({
  job: fc.constantFrom<FuzzRequest["job"]>("open", "open", "open", "closed", "unknown", "hostile"),
  // About a third of the requests keep every field valid, so the file and the headers decide alone.
  overrides: fc.oneof(
    fc.constant({}),
    fc.dictionary(
      fc.constantFrom(...fieldNames),
      fc.oneof(hostileString, fc.array(hostileString, { maxLength: 4 })),
      { minKeys: 1, maxKeys: 4 },
    ),
    fc.dictionary(
      fc.constantFrom("message", "website", "utm_source", "referrer", "pagePath", "toString"),
      hostileString,
      { minKeys: 1, maxKeys: 3 },
    ),
  ),
  removed: fc.oneof(fc.constant([]), fc.subarray([...fieldNames], { maxLength: 3 })),
  file: fc.option(
    fc.record({
      name: fc.constantFrom("resume", "resume", "resume", "cv", ""),
      filename: hostileString.map((name) => name.replace(/["\r\n]/g, "")),
      type: fc.constantFrom("application/pdf", "text/html", "application/x-msdownload", ""),
      data: fileContent,
    }),
    { freq: 6 },
  ),
});

function checkStoredRow(row: Record<string, unknown>, file: Buffer) {
  for (const column of ["first_name", "last_name", "email", "phone", "page_path", "referrer", "user_agent"]) {
    const value = row[column];
    if (value === null) continue;
    const text = value as string;
    expect(text, column).not.toMatch(SINGLE_LINE_FORBIDDEN);
    expect(text, column).not.toMatch(LONE_SURROGATE);
    expect(text, column).not.toMatch(INVISIBLE_FORMAT);
    expect(text.trim(), column).toBe(text);
  }
  if (row.message !== null) {
    expect(row.message as string).not.toMatch(MULTI_LINE_FORBIDDEN);
    expect(row.message as string).not.toMatch(LONE_SURROGATE);
  }
  // Every stored application is one the form's own schema accepts as it is.
  const parsed = ApplicationSchema.safeParse({
    job: row.job_path,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    credential: row.credential,
    licenseStates: JSON.parse(row.license_states as string),
    yearsExperience: row.years_experience ?? undefined,
    message: row.message ?? undefined,
    consent: true,
  });
  expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  expect(parsed.data?.firstName).toBe(row.first_name);
  expect(parsed.data?.email).toBe(row.email);
  expect(parsed.data?.message ?? null).toBe(row.message);
  // The résumé: safe stored name, display-only original name, the bytes as sent.
  expect(row.resume_name as string).toMatch(/^[a-z0-9-]*resume\.(pdf|docx|doc)$/);
  expect((row.resume_name as string).endsWith(`.${row.resume_type}`)).toBe(true);
  const original = row.resume_original_name as string;
  expect(original).not.toMatch(SINGLE_LINE_FORBIDDEN);
  expect(original).not.toMatch(INVISIBLE_FORMAT);
  expect(original).not.toMatch(/[/\\]/);
  expect(original.length).toBeGreaterThan(0);
  expect(characterCount(original)).toBeLessThanOrEqual(APPLICATION_LIMITS.fileName);
  expect(row.resume_size).toBe(file.length);
  expect(row.resume_sha256).toBe(sha256(file));
}

describe.each(testDialects)("fuzzing the application endpoint on %s", (dialect) => {
  let t: Awaited<ReturnType<typeof startIsolatedApp>>;
  let postings: PostingsByState;
  beforeAll(async () => {
    t = await startIsolatedApp(dialect, { APPLICATION_RATE_LIMIT: "1000000" });
    postings = await preparePostings(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("never answers 5xx and never stores a malformed row, whatever the fields and the file", {
    timeout: 180_000,
  }, async () => {
    let counter = 0;
    let stored = 0;
    await fc.assert(
      fc.asyncProperty(
        fuzzRequest,
        fc.option(hostileString),
        fc.boolean(),
        async (request, idempotencyKey, json) => {
          const job = {
            open: postings.open,
            closed: postings.closed,
            unknown: "/job-nowhere",
            hostile: "/job-../../admin",
          }[request.job];
          const fields: Record<string, string | string[]> = validApplication(job);
          for (const key of request.removed) delete fields[key];
          Object.assign(fields, request.overrides);
          const { body, contentType } = multipartBody(fields, request.file);
          const headers: Record<string, string> = { "content-type": contentType };
          if (json) headers.accept = "application/json";
          // Header values must be latin1 without CR/LF to be sent at all.
          if (idempotencyKey !== null)
            headers["idempotency-key"] = idempotencyKey.replace(/[^\x20-\x7e]/g, "");
          counter += 1;
          const response = await t.app.inject({
            method: "POST",
            url: APPLICATION_API_PATH,
            remoteAddress: `10.9.${Math.floor(counter / 250) % 250}.${counter % 250}`,
            headers,
            payload: body,
          });
          expect(ALLOWED.has(response.statusCode), `${response.statusCode}: ${response.body}`).toBe(true);
          if (response.statusCode === 201) {
            stored += 1;
            const { id } = response.json() as { id: string };
            const row = await t.db.kysely
              .selectFrom("applications")
              .selectAll()
              .where("id", "=", id)
              .executeTakeFirstOrThrow();
            checkStoredRow(row as unknown as Record<string, unknown>, request.file!.data);
          } else if (response.statusCode === 400 && json) {
            const answer = response.json() as { errors: Record<string, string> };
            for (const message of Object.values(answer.errors)) expect(typeof message).toBe("string");
          }
        },
      ),
      { numRuns: 500 },
    );
    // The mutations leave enough applications valid for the stored rows to have been looked at.
    expect(stored).toBeGreaterThan(10);
  });
});
