import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESUME_MAX_BYTES } from "#schemas/application";
import { APPLICATION_API_PATH, APPLICATION_THANK_YOU_PATH } from "#schemas/paths";
import { outboxSignal } from "../outbox/signal";
import { startAppWithoutDatabase, startIsolatedApp } from "../test-support/app";
import { type PostingsByState, preparePostings } from "../test-support/application-postings";
import {
  countApplications,
  PDF_FILE,
  pdfOfSize,
  revalidate,
  validApplication,
} from "../test-support/application-requests";
import { SAMPLE_PDF, sha256 } from "../test-support/applications";
import { testDialects } from "../test-support/db";
import {
  type MultipartFile,
  multipartBody,
  SAMPLE_DOC,
  SAMPLE_DOCX,
  SAMPLE_XLS,
} from "../test-support/resume-files";
import { APPLICATIONS_TOPIC } from "./store";

type Started = Awaited<ReturnType<typeof startIsolatedApp>>;

const JSON_ACCEPT = { accept: "application/json" };

describe.each(testDialects)("application intake on %s", (dialect) => {
  let t: Started;
  let postings: PostingsByState;
  let ipCounter = 0;
  /** A fresh client address per request, so the per-address limit is met only where a test means it. */
  const nextIp = () => `10.7.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`;

  beforeAll(async () => {
    t = await startIsolatedApp(dialect, { APPLICATION_RATE_LIMIT: "3" });
    postings = await preparePostings(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (
    fields: Record<string, string | string[]>,
    file: MultipartFile | null = PDF_FILE,
    headers: Record<string, string> = JSON_ACCEPT,
    remoteAddress = nextIp(),
  ) => {
    const { body, contentType } = multipartBody(fields, file);
    return t.app.inject({
      method: "POST",
      url: APPLICATION_API_PATH,
      remoteAddress,
      headers: { "content-type": contentType, ...headers },
      payload: body,
    });
  };
  const application = (id: string) =>
    t.db.kysely.selectFrom("applications").selectAll().where("id", "=", id).executeTakeFirst();
  const storedFile = async (id: string) =>
    (
      await t.db.kysely
        .selectFrom("application_files")
        .select("data")
        .where("application_id", "=", id)
        .executeTakeFirst()
    )?.data;
  const outbox = (id: string) =>
    t.db.kysely
      .selectFrom("application_notifications")
      .select(["channel", "status", "attempts"])
      .where("application_id", "=", id)
      .orderBy("channel")
      .execute();
  const count = () => countApplications(t.db);

  it("stores an application with its résumé and outbox rows, and answers 201 with its id", async () => {
    let woken = 0;
    const wake = () => {
      woken += 1;
    };
    outboxSignal(t.db).on(APPLICATIONS_TOPIC, wake);
    const ip = nextIp();
    const response = await post(
      validApplication(postings.open),
      PDF_FILE,
      { ...JSON_ACCEPT, "user-agent": "Mozilla/5.0 (test)" },
      ip,
    );
    outboxSignal(t.db).off(APPLICATIONS_TOPIC, wake);
    expect(response.statusCode).toBe(201);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.headers["cache-control"]).toBe("no-store");
    const { id } = response.json() as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const row = await application(id);
    expect(row).toMatchObject({
      job_path: postings.open,
      status: "new",
      first_name: "Maya",
      last_name: "Okafor",
      email: "maya.okafor@example.com",
      phone: "(404) 555-0142",
      credential: "NP",
      license_states: JSON.stringify(["GA", "FL"]),
      years_experience: 6,
      message: "Board-certified FNP with six years in outpatient rehabilitation.",
      page_path: postings.open,
      referrer: "https://www.indeed.com/",
      spam_reason: null,
      user_agent: "Mozilla/5.0 (test)",
      idempotency_key: null,
      resume_name: "maya-okafor-resume.pdf",
      resume_original_name: "Maya Okafor résumé.pdf",
      resume_type: "pdf",
      resume_size: SAMPLE_PDF.length,
      resume_sha256: sha256(SAMPLE_PDF),
      owner_id: null,
    });
    expect(row!.job_title).toMatch(/Nurse Practitioner/);
    expect(JSON.parse(row!.utm!)).toEqual({ utm_source: "indeed", utm_campaign: "pmr-spring" });
    expect(row!.ip_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(row)).not.toContain(ip);
    expect(Math.abs(row!.created_at - Date.now())).toBeLessThan(60_000);
    expect(row!.consent_at).toBe(row!.created_at);
    expect(Buffer.compare((await storedFile(id))!, SAMPLE_PDF)).toBe(0);
    expect(await outbox(id)).toEqual([
      { channel: "confirmation", status: "pending", attempts: 0 },
      { channel: "email", status: "pending", attempts: 0 },
    ]);
    expect(woken).toBe(1);
  });

  it("answers a browser without JavaScript with a 303 to the thank-you page", async () => {
    const before = await count();
    const response = await post(validApplication(postings.otherOpen, { credential: "Other" }), PDF_FILE, {
      accept: "text/html,application/xhtml+xml,*/*;q=0.8",
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(APPLICATION_THANK_YOU_PATH);
    expect(await count()).toBe(before + 1);
  });

  it("accepts DOCX and DOC résumés by their content, whatever their name and declared type", async () => {
    for (const [data, type] of [
      [SAMPLE_DOCX, "docx"],
      [SAMPLE_DOC, "doc"],
    ] as const) {
      const response = await post(validApplication(postings.open), {
        filename: "cv.bin",
        type: "application/octet-stream",
        data,
      });
      expect(response.statusCode, type).toBe(201);
      const row = await application(response.json().id);
      expect(row).toMatchObject({ resume_type: type, resume_name: `maya-okafor-resume.${type}` });
      expect(Buffer.compare((await storedFile(row!.id))!, data)).toBe(0);
    }
  });

  it("answers 400 naming each invalid field, the résumé too", async () => {
    const response = await post(
      {
        job: postings.open,
        firstName: "M",
        email: "not-an-email",
        phone: "123",
        credential: "RN",
        licenseStates: ["GA", "ZZ"],
        yearsExperience: "61",
      },
      null,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      errors: {
        firstName: "First name must be at least 2 characters",
        lastName: "Last name must be at least 2 characters",
        email: "Please enter a valid email",
        phone: "Please enter a valid phone number",
        credential: "Choose NP, PA or Other",
        licenseStates: "Choose a US state",
        yearsExperience: "Enter whole years, from 0 to 60",
        consent: "Please agree to be contacted and to the privacy policy",
        resume: "Please attach your résumé (PDF, DOCX or DOC)",
      },
    });

    const empty = await post(validApplication(postings.open), { filename: "cv.pdf", data: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ errors: { resume: "Your résumé file is empty" } });

    const noStates = await post(validApplication(postings.open, { licenseStates: [] }));
    expect(noStates.statusCode).toBe(400);
    expect(noStates.json().errors).toEqual({
      licenseStates: "Choose at least one state where you are licensed",
    });

    const wrongFileField = await post(validApplication(postings.open), { ...PDF_FILE, name: "cv" });
    expect(wrongFileField.statusCode).toBe(400);
    expect(wrongFileField.json().errors).toEqual({ resume: "Please attach your résumé (PDF, DOCX or DOC)" });
  });

  it("answers a browser without JavaScript with a page listing the errors and a way back", async () => {
    const response = await post({ job: postings.open, firstName: "<b>M</b>" }, null, {
      referer: `http://localhost:3000${postings.open}#apply`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    const html = response.body;
    expect(html).toContain("Please check your details");
    expect(html).toContain("<strong>States where you are licensed:</strong> Choose at least one state");
    expect(html).toContain("<strong>Résumé:</strong> Please attach your résumé");
    expect(html).toContain(`href="${postings.open}"`);
    expect(html).not.toContain("<b>M</b>");
  });

  it("answers 404 for an unknown, draft or scheduled posting and 410 for a closed or expired one", async () => {
    const before = await count();
    for (const [job, status] of [
      ["/job-no-such-role", 404],
      [postings.draft, 404],
      [postings.scheduled, 404],
      [postings.closed, 410],
      [postings.expired, 410],
    ] as const) {
      const response = await post(validApplication(job));
      expect(response.statusCode, job).toBe(status);
      expect(response.json().errors, job).toHaveProperty("job");
    }
    const page = await post(validApplication(postings.closed), PDF_FILE, {});
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain("This position is no longer open");
    expect(page.body).toContain('<a href="/jobs">See our open NP and PA jobs</a>');
    expect(await count()).toBe(before);
  });

  it("accepts a résumé of exactly 5,242,880 bytes and answers 413 for one byte more", async () => {
    const exact = pdfOfSize(RESUME_MAX_BYTES);
    const accepted = await post(validApplication(postings.open), { filename: "cv.pdf", data: exact });
    expect(accepted.statusCode).toBe(201);
    const row = await application(accepted.json().id);
    expect(row).toMatchObject({ resume_size: RESUME_MAX_BYTES, resume_sha256: sha256(exact) });

    const before = await count();
    const refused = await post(validApplication(postings.open), {
      filename: "cv.pdf",
      data: pdfOfSize(RESUME_MAX_BYTES + 1),
    });
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({
      error: "Payload Too Large",
      errors: { resume: "Your résumé must be 5 MB or smaller" },
    });
    expect(refused.headers.connection).toBe("close");
    expect(await count()).toBe(before);
  });

  it("answers 415 for a request that is not multipart", async () => {
    for (const [type, payload] of [
      ["application/json", JSON.stringify(validApplication(postings.open))],
      ["application/x-www-form-urlencoded", "job=%2Fjob-x&firstName=Maya"],
      ["text/plain", "hello"],
    ] as const) {
      const response = await t.app.inject({
        method: "POST",
        url: APPLICATION_API_PATH,
        remoteAddress: nextIp(),
        headers: { "content-type": type, ...JSON_ACCEPT },
        payload,
      });
      expect(response.statusCode, type).toBe(415);
      expect(response.json().error, type).toMatch(/multipart\/form-data/);
    }
  });

  it("answers 415 for a file that is not a PDF, DOCX or DOC by its content", async () => {
    const before = await count();
    const executable = Buffer.concat([
      Buffer.from("MZ\x90\x00\x03\x00\x00\x00", "latin1"),
      Buffer.alloc(1024),
    ]);
    for (const file of [
      { filename: "cv.pdf", type: "application/pdf", data: executable },
      { filename: "cv.doc", type: "application/msword", data: SAMPLE_XLS },
      { filename: "cv.pdf", type: "application/pdf", data: Buffer.from("<html><body>CV</body></html>") },
    ]) {
      const response = await post(validApplication(postings.open), file);
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({ errors: { resume: "Your résumé must be a PDF, DOCX or DOC file" } });
    }
    expect(await count()).toBe(before);
  });

  it("takes a PDF signature followed by HTML as a PDF (it is only ever downloaded)", async () => {
    const polyglot = Buffer.from(
      "%PDF-1.7\n<html><body><script>alert(document.cookie)</script></body></html>",
    );
    const response = await post(validApplication(postings.open), {
      filename: "cv.html",
      type: "text/html",
      data: polyglot,
    });
    expect(response.statusCode).toBe(201);
    expect(await application(response.json().id)).toMatchObject({
      resume_type: "pdf",
      resume_name: "maya-okafor-resume.pdf",
      resume_original_name: "cv.html",
    });
  });

  it("stores a safe file name and shows the original only as cleaned text", async () => {
    const cases: Array<[string, string]> = [
      ["../../etc/passwd.pdf", "passwd.pdf"],
      ["C:\\Users\\maya\\My CV.pdf", "My CV.pdf"],
      ["cv\u202Efdp.exe", "cvfdp.exe"],
      ["\u200F\u202Bresume\u202C.pdf", "resume.pdf"],
      [`${"a".repeat(300)}.pdf`, "a".repeat(255)],
      ["%0D%0ABcc: x@example.com.pdf", "%0D%0ABcc: x@example.com.pdf"],
    ];
    for (const [filename, shown] of cases) {
      const response = await post(
        validApplication(postings.open, { firstName: "Zoë", lastName: "O'Brien-Núñez" }),
        {
          filename,
          type: "application/pdf",
          data: SAMPLE_PDF,
        },
      );
      expect(response.statusCode, filename).toBe(201);
      const row = await application(response.json().id);
      expect(row!.resume_name, filename).toBe("zoe-o-brien-nunez-resume.pdf");
      expect(row!.resume_original_name, filename).toBe(shown);
    }
  });

  it("stores an application whose file name carries CR/LF as plain text, or refuses it as missing", async () => {
    // RFC 5987 `filename*` decodes to a CR/LF; the parser drops such a part rather than pass it on.
    const { body, contentType } = multipartBody(validApplication(postings.open));
    const boundary = contentType.split("boundary=")[1]!;
    const file = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="resume"; filename*=UTF-8''cv%0D%0ABcc%3A%20x.pdf\r\nContent-Type: application/pdf\r\n\r\n`,
      ),
      SAMPLE_PDF,
      Buffer.from("\r\n"),
    ]);
    const payload = Buffer.concat([
      body.subarray(0, body.length - `--${boundary}--\r\n`.length),
      file,
      Buffer.from(`--${boundary}--\r\n`),
    ]);
    const response = await t.app.inject({
      method: "POST",
      url: APPLICATION_API_PATH,
      remoteAddress: nextIp(),
      headers: { "content-type": contentType, ...JSON_ACCEPT },
      payload,
    });
    expect([201, 400]).toContain(response.statusCode);
    if (response.statusCode === 201) {
      const row = await application(response.json().id);
      expect(row!.resume_original_name).not.toMatch(/[\r\n]/);
    } else {
      expect(response.json().errors).toHaveProperty("resume");
    }
  });

  it("stores spam (honeypot or instant fill) without notifications", async () => {
    const spam: Array<Record<string, string>> = [
      { website: "https://spam.example" },
      { startedAt: String(Date.now() - 500) },
    ];
    for (const overrides of spam) {
      const response = await post(validApplication(postings.open, overrides));
      expect(response.statusCode).toBe(201);
      const id = response.json().id;
      expect((await application(id))!.spam_reason).toMatch(/^(honeypot|fill_time)$/);
      expect(await outbox(id)).toEqual([]);
      expect(await storedFile(id)).toBeDefined();
    }
  });

  it("answers 429 past APPLICATION_RATE_LIMIT applications per address and hour", async () => {
    const ip = nextIp();
    for (let index = 0; index < 3; index++) {
      const response = await post(validApplication(postings.open), PDF_FILE, JSON_ACCEPT, ip);
      expect(response.statusCode).toBe(201);
    }
    const before = await count();
    const limited = await post(validApplication(postings.open), PDF_FILE, JSON_ACCEPT, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(3000);
    expect(limited.json()).toMatchObject({ error: "Too Many Requests" });
    const page = await post(validApplication(postings.open), PDF_FILE, {}, ip);
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain("Too many applications");
    expect(await count()).toBe(before);
    // Another address is not affected.
    expect((await post(validApplication(postings.open))).statusCode).toBe(201);
  });

  it("answers a repeated Idempotency-Key with the same id, and 422 for another submission", async () => {
    const ip = nextIp();
    const headers = { ...JSON_ACCEPT, "idempotency-key": "apply-7f3c" };
    // A retry sends the same form again, its start time included.
    const fields = validApplication(postings.open);
    const first = await post(fields, PDF_FILE, headers, ip);
    expect(first.statusCode).toBe(201);
    expect(first.headers["idempotent-replayed"]).toBeUndefined();
    const again = await post(fields, PDF_FILE, headers, ip);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect(again.headers["idempotent-replayed"]).toBe("true");

    const otherFile = await post(
      validApplication(postings.open),
      { ...PDF_FILE, data: SAMPLE_DOCX },
      headers,
      ip,
    );
    expect(otherFile.statusCode).toBe(422);
    const otherFields = await post(
      validApplication(postings.open, { phone: "(404) 555-0199" }),
      PDF_FILE,
      headers,
      ip,
    );
    expect(otherFields.statusCode).toBe(422);
    const rows = await t.db.kysely
      .selectFrom("applications")
      .select("id")
      .where("idempotency_key", "is not", null)
      .execute();
    expect(rows.map((row) => row.id)).toEqual([first.json().id]);
  });

  it("stores one application for concurrent posts with one Idempotency-Key", async () => {
    const ip = nextIp();
    const fields = validApplication(postings.open, { lastName: "Concurrent" });
    const headers = { ...JSON_ACCEPT, "idempotency-key": "apply-concurrent-1" };
    const answers = await Promise.all(Array.from({ length: 3 }, () => post(fields, PDF_FILE, headers, ip)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json().id)).size).toBe(1);
    const rows = await t.db.kysely
      .selectFrom("applications")
      .select("id")
      .where("last_name", "=", "Concurrent")
      .execute();
    expect(rows).toHaveLength(1);
  });

  it("answers 400, never a 5xx, for bodies that are not valid multipart", async () => {
    for (const [contentType, payload] of [
      ["multipart/form-data", "--x\r\n"],
      ["multipart/form-data; boundary=x", "garbage"],
      ["multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="job"\r\n\r\n/job'],
      [
        "multipart/form-data; boundary=x",
        '--x\r\nContent-Disposition: form-data; name="__proto__"\r\n\r\n1\r\n--x--\r\n',
      ],
      ["multipart/form-data; boundary=x", ""],
    ] as const) {
      const response = await t.app.inject({
        method: "POST",
        url: APPLICATION_API_PATH,
        remoteAddress: nextIp(),
        headers: { "content-type": contentType, ...JSON_ACCEPT },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
    }
  });

  it("every stored application re-validates against the form's schema", async () => {
    const rows = await t.db.kysely.selectFrom("applications").selectAll().execute();
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows) {
      const parsed = revalidate(row);
      expect(parsed.success, row.id).toBe(true);
    }
  });
});

describe.each(testDialects)("application intake without its database on %s", (dialect) => {
  it("answers 503 (JSON, or a page without JavaScript), never another 5xx", async () => {
    const { app, close } = await startAppWithoutDatabase(dialect);
    try {
      const { body, contentType } = multipartBody(validApplication("/job-minneapolis-osseo-pmr"), PDF_FILE);
      const json = await app.inject({
        method: "POST",
        url: APPLICATION_API_PATH,
        headers: { "content-type": contentType, ...JSON_ACCEPT },
        payload: body,
      });
      expect(json.statusCode).toBe(503);
      expect(json.json()).toEqual({ error: "Service Unavailable" });
      expect(json.headers["retry-after"]).toBeDefined();
      const page = await app.inject({
        method: "POST",
        url: APPLICATION_API_PATH,
        headers: { "content-type": contentType },
        payload: body,
      });
      expect(page.statusCode).toBe(503);
      expect(page.headers["content-type"]).toMatch(/^text\/html/);
      expect(page.body).toContain("your application was not saved");
    } finally {
      await close();
    }
  });
});

describe.each(testDialects)("application outbox channels on %s", (dialect) => {
  it("adds a webhook row when WEBHOOK_URL is set", async () => {
    const t = await startIsolatedApp(dialect, {
      WEBHOOK_URL: "http://127.0.0.1:9/hook",
      WEBHOOK_SECRET: "a-test-secret-of-enough-length-000",
    });
    try {
      const postings = await preparePostings(t.db);
      const { body, contentType } = multipartBody(validApplication(postings.open), PDF_FILE);
      const response = await t.app.inject({
        method: "POST",
        url: APPLICATION_API_PATH,
        headers: { "content-type": contentType, ...JSON_ACCEPT },
        payload: body,
      });
      expect(response.statusCode).toBe(201);
      const channels = await t.db.kysely
        .selectFrom("application_notifications")
        .select("channel")
        .where("application_id", "=", response.json().id)
        .orderBy("channel")
        .execute();
      expect(channels.map((row) => row.channel)).toEqual(["confirmation", "email", "webhook"]);
    } finally {
      await t.close();
    }
  });
});
