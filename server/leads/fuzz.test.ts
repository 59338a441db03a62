import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { characterCount, LEAD_LIMITS, USER_TYPES } from "#schemas/lead";
import { startIsolatedApp, validContact, validQuick } from "../test-support/app";
import { testDialects } from "../test-support/db";
import { expectCleanLine, expectCleanText } from "../test-support/text-checks";

const ALLOWED = new Set([201, 303, 400, 413, 415, 429]);

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b\u0000c\u0000",
    "\r\nBcc: victim@example.com",
    "\ud800\udfff\ud800",
    "\udc00abc",
    "<script>alert(1)</script>",
    "'; DROP TABLE leads; --",
    "=cmd|' /C calc'!A0",
    "__proto__",
    "constructor",
    "\u202Egnp.exe",
    "x".repeat(5001),
    "  Valid.Name@Example.COM  ",
    "\t\n\v\f",
    "\u2028\u2029",
    "😀".repeat(60),
  ),
);

const anyValue = fc.oneof(
  { weight: 5, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(hostileString, hostileString, { maxKeys: 3 }) },
);

const fieldNames = [
  "firstName",
  "lastName",
  "email",
  "phone",
  "userType",
  "organization",
  "position",
  "specialty",
  "location",
  "message",
  "formSource",
  "website",
  "startedAt",
  "attribution",
  "__proto__",
  "constructor",
] as const;

/** Starts from a valid body and replaces, removes or adds hostile fields. */
const mutatedBody = fc
  .tuple(
    fc.constantFrom<"quick" | "contact">("quick", "contact"),
    fc.dictionary(fc.constantFrom(...fieldNames), anyValue, { maxKeys: 5 }),
    fc.subarray([...fieldNames], { maxLength: 3 }),
    fc.option(
      fc.record({
        pagePath: anyValue,
        referrer: anyValue,
        utm: fc.oneof(fc.dictionary(fc.string(), anyValue, { maxKeys: 15 }), anyValue),
      }),
    ),
  )
  .map(([kind, overrides, removed, attribution]) => {
    const base: Record<string, unknown> = kind === "quick" ? validQuick() : validContact();
    for (const key of removed) delete base[key];
    const body = { ...base, ...overrides };
    if (attribution) body.attribution = attribution;
    return { kind, body: JSON.stringify(body), contentType: "application/json" };
  });

const randomRequest = fc.oneof(
  { weight: 6, arbitrary: mutatedBody },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom<"quick" | "contact">("quick", "contact"),
      body: fc.oneof(
        fc.json(),
        fc.string(),
        fc.jsonValue().map((value) => JSON.stringify(value)),
      ),
      contentType: fc.constantFrom("application/json", "application/json; charset=utf-8", "APPLICATION/JSON"),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constantFrom<"quick" | "contact">("quick", "contact"),
      body: fc.oneof(
        fc.string(),
        fc
          .dictionary(fc.constantFrom(...fieldNames, "utm_source", "attribution.pagePath"), hostileString)
          .map((fields) => new URLSearchParams(fields as Record<string, string>).toString()),
        fc.constant(new URLSearchParams(validContact() as Record<string, string>).toString()),
      ),
      contentType: fc.constant("application/x-www-form-urlencoded"),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constantFrom<"quick" | "contact">("quick", "contact"),
      body: fc.string(),
      contentType: fc.oneof(fc.string(), fc.constantFrom("text/plain", "multipart/form-data", "")),
    }),
  },
);

function checkStoredRow(row: Record<string, unknown>) {
  const singleLine = [
    "first_name",
    "last_name",
    "email",
    "phone",
    "organization",
    "position",
    "specialty",
    "location",
    "form_source",
    "page_path",
    "referrer",
    "user_agent",
  ];
  for (const column of singleLine) {
    const value = row[column];
    if (value === null) continue;
    expect(typeof value, column).toBe("string");
    expectCleanLine(value as string, column);
  }
  const first = row.first_name as string;
  const last = row.last_name as string;
  const email = row.email as string;
  const phone = row.phone as string;
  expect(characterCount(first)).toBeGreaterThanOrEqual(2);
  expect(characterCount(first)).toBeLessThanOrEqual(LEAD_LIMITS.name);
  expect(characterCount(last)).toBeGreaterThanOrEqual(2);
  expect(characterCount(last)).toBeLessThanOrEqual(LEAD_LIMITS.name);
  expect(email).toBe(email.toLowerCase());
  expect(email).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/);
  expect(characterCount(email)).toBeLessThanOrEqual(LEAD_LIMITS.email);
  expect(characterCount(phone)).toBeGreaterThanOrEqual(10);
  expect(characterCount(phone)).toBeLessThanOrEqual(LEAD_LIMITS.phone);
  expect(phone).toMatch(/^\+?[0-9 ().\-/]+$/);
  expect(phone.replace(/\D/g, "").length).toBeGreaterThanOrEqual(10);
  expect(USER_TYPES).toContain(row.user_type);
  expect(["new", "spam"]).toContain(row.status);
  for (const column of ["organization", "position", "specialty", "location"]) {
    const value = row[column] as string | null;
    if (value !== null) expect(characterCount(value)).toBeLessThanOrEqual(LEAD_LIMITS.optionalText);
  }
  if (row.kind === "contact") {
    const message = row.message as string;
    expect(characterCount(message)).toBeGreaterThanOrEqual(10);
    expect(characterCount(message)).toBeLessThanOrEqual(LEAD_LIMITS.message);
    expectCleanText(message, "message");
  } else {
    expect(row.message).toBeNull();
  }
  if (row.utm !== null) {
    const utm = JSON.parse(row.utm as string) as Record<string, unknown>;
    expect(Object.keys(utm).length).toBeLessThanOrEqual(LEAD_LIMITS.utmKeys);
    for (const [key, value] of Object.entries(utm)) {
      expect(key).toMatch(/^utm_[a-z0-9_]{1,40}$/);
      expect(typeof value).toBe("string");
      expect(characterCount(value as string)).toBeLessThanOrEqual(LEAD_LIMITS.utmValue);
    }
  }
}

describe.each(testDialects)("fuzzing the lead endpoints on %s", (dialect) => {
  let t: Awaited<ReturnType<typeof startIsolatedApp>>;
  beforeAll(async () => {
    t = await startIsolatedApp(dialect, { LEAD_RATE_LIMIT: "1000000" });
  });
  afterAll(async () => {
    await t?.close();
  });

  it("never answers 5xx and never stores a malformed row, whatever the body", {
    timeout: 120_000,
  }, async () => {
    let counter = 0;
    await fc.assert(
      fc.asyncProperty(
        randomRequest,
        fc.option(hostileString),
        fc.option(hostileString),
        async (request, idempotencyKey, userAgent) => {
          const headers: Record<string, string> = {};
          if (request.contentType !== "") headers["content-type"] = request.contentType;
          // Header values must be latin1 without CR/LF to be sent at all.
          const headerSafe = (value: string) => value.replace(/[^\x20-\x7e]/g, "");
          if (idempotencyKey !== null) headers["idempotency-key"] = headerSafe(idempotencyKey);
          if (userAgent !== null) headers["user-agent"] = headerSafe(userAgent);
          counter += 1;
          const response = await t.app.inject({
            method: "POST",
            url: request.kind === "quick" ? "/api/quick-contact" : "/api/contact",
            remoteAddress: `10.7.${Math.floor(counter / 250) % 250}.${counter % 250}`,
            headers,
            payload: request.body,
          });
          expect(ALLOWED.has(response.statusCode), `${response.statusCode}: ${response.body}`).toBe(true);
          if (response.statusCode === 201) {
            const { id } = response.json() as { id: string };
            const row = await t.db.kysely
              .selectFrom("leads")
              .selectAll()
              .where("id", "=", id)
              .executeTakeFirst();
            expect(row).toBeDefined();
            checkStoredRow(row as unknown as Record<string, unknown>);
          } else if (
            response.statusCode === 400 &&
            String(response.headers["content-type"]).includes("json")
          ) {
            const body = response.json() as { errors: Record<string, string> };
            expect(typeof body.errors).toBe("object");
            for (const message of Object.values(body.errors)) expect(typeof message).toBe("string");
          }
        },
      ),
      {
        numRuns: 400,
        // Found by an earlier run: 60 emoji are 120 UTF-16 units but 60 characters, within the cap.
        examples: [
          [
            {
              kind: "quick",
              body: JSON.stringify({
                firstName: "😀".repeat(60),
                lastName: "Whitfield",
                email: "dana.whitfield@example.org",
                phone: "(555) 201-8890",
                userType: "employer",
                formSource: `${"x".repeat(99)}😀 tail`,
              }),
              contentType: "application/json",
            },
            null,
            null,
          ],
        ],
      },
    );
  });
});
