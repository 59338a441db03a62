import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod/mini";
import { ApplicationSchema } from "#schemas/application";
import { ApplicationDetailAnswerSchema } from "#schemas/application-admin";
import {
  APPLICATION_FIELDS,
  type ApplicationFieldSpec,
  applicationApiKey,
  staffLabelOf,
} from "#schemas/application-fields";
import { APPLICATION_API_PATH } from "#schemas/paths";
import { startIsolatedApp } from "../test-support/app";
import { preparePostings } from "../test-support/application-postings";
import { PDF_FILE, validApplication } from "../test-support/application-requests";
import { testDialects } from "../test-support/db";
import { multipartBody } from "../test-support/resume-files";
import { applicationCsvHeader, applicationCsvRow } from "./csv";
import { applicationWebhookPayload, buildApplicationEmail } from "./notifications";
import { findApplicationDetail } from "./staff.repository";

/**
 * Follows every field of the application-field table from the form to the stored row, the recruiters'
 * e-mail, the webhook, the CSV export and the staff API's detail: a field added to the table that does not
 * reach one of them fails here. The literal lists pin each output's labels and order.
 */

const FIELDS: readonly ApplicationFieldSpec[] = APPLICATION_FIELDS;

/** A value the form may send for a field of each type (attribution flat, as the form posts it). */
function sampleFormValue(field: ApplicationFieldSpec): Record<string, string | string[]> {
  switch (field.type) {
    case "credential":
      return { [field.key]: "PA" };
    case "licenseStates":
      return { [field.key]: ["GA", "fl"] };
    case "years":
      return { [field.key]: "7" };
    case "email":
      return { [field.key]: "Maya.Okafor@Example.com" };
    case "phone":
      return { [field.key]: "(404) 555-0142" };
    case "campaign":
      return { utm_source: "indeed", utm_campaign: "pmr-spring" };
    case "multiline":
      return { [field.key]: "Six years in outpatient rehab.\nAvailable in March." };
    default:
      return { [field.key]: field.key === "pagePath" ? "/job-atlanta-pmr" : `Sample ${field.label}` };
  }
}

describe.each(testDialects)("the application-field table on %s", (dialect) => {
  let t: Awaited<ReturnType<typeof startIsolatedApp>>;
  let job: string;

  beforeAll(async () => {
    t = await startIsolatedApp(dialect, { SITE_URL: "https://www.apexnppa.example" });
    job = (await preparePostings(t.db)).open;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("takes every field from the form to the row, the e-mail, the webhook, the CSV and the detail", async () => {
    const fields = validApplication(job, Object.assign({}, ...FIELDS.map(sampleFormValue)));
    const { body, contentType } = multipartBody(fields, PDF_FILE);
    const answer = await t.app.inject({
      method: "POST",
      url: APPLICATION_API_PATH,
      remoteAddress: "10.9.0.1",
      headers: { "content-type": contentType, accept: "application/json" },
      payload: body,
    });
    expect(answer.statusCode).toBe(201);
    const id = (answer.json() as { id: string }).id;
    const row = await t.db.kysely
      .selectFrom("applications")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    const columns = row as unknown as Record<string, unknown>;

    // What the schema makes of the submission is what each column holds.
    const { attribution, ...parsed } = ApplicationSchema.parse({
      ...fields,
      attribution: {
        pagePath: fields.pagePath,
        referrer: fields.referrer,
        utm: { utm_source: "indeed", utm_campaign: "pmr-spring" },
      },
    });
    const submitted = (field: ApplicationFieldSpec) =>
      field.group === "attribution"
        ? (attribution as Record<string, unknown>)[field.key]
        : (parsed as Record<string, unknown>)[field.key];
    for (const field of FIELDS) {
      const value = submitted(field);
      expect(value, field.key).toBeDefined();
      const stored = columns[field.column];
      if (field.type === "licenseStates" || field.type === "campaign")
        expect(JSON.parse(String(stored)), field.key).toEqual(value);
      else if (field.type === "years") expect(Number(stored), field.key).toBe(value);
      else expect(stored, field.key).toBe(value);
    }

    const email = buildApplicationEmail(
      { application: row, place: "Atlanta", resume: PDF_FILE.data },
      t.config,
    );
    const webhook = applicationWebhookPayload({ application: row }, t.config, 1_800_000_000_000);
    const [header, cells] = [
      applicationCsvHeader(t.config.BUSINESS_TZ),
      parseCsvLine(
        applicationCsvRow(
          { ...row, owner_email: null, notes: 0, first_response: null },
          t.config.BUSINESS_TZ,
        ),
      ),
    ];
    const detail = (await findApplicationDetail(t.db.kysely, id))!.application as unknown as Record<
      string,
      unknown
    >;

    for (const field of FIELDS) {
      // The e-mail names every field but the name (one "Name" row) and the message (below the rows).
      if (field.type === "multiline") expect(email.text).toContain(`Message:\n${submitted(field)}`);
      else if (field.type !== "name") expect(email.text).toMatch(new RegExp(`^${field.label}: .+$`, "m"));
      const sent =
        field.group === "attribution"
          ? (webhook.application.attribution as Record<string, unknown>)[field.key]
          : (webhook.application as Record<string, unknown>)[field.key];
      const detailValue = detail[applicationApiKey(field)];
      const cell = cells[header.indexOf(staffLabelOf(field))];
      expect(header, field.key).toContain(staffLabelOf(field));
      if (field.type === "years") {
        expect([sent, detailValue, Number(cell)], field.key).toEqual([7, 7, 7]);
      } else if (field.type === "licenseStates") {
        expect([sent, detailValue, cell], field.key).toEqual([["GA", "FL"], ["GA", "FL"], "GA FL"]);
      } else if (field.type === "campaign") {
        const utm = { utm_source: "indeed", utm_campaign: "pmr-spring" };
        expect([sent, detailValue, cell], field.key).toEqual([
          utm,
          utm,
          "utm_source=indeed; utm_campaign=pmr-spring",
        ]);
      } else {
        expect([sent, detailValue, cell], field.key).toEqual([
          submitted(field),
          submitted(field),
          submitted(field),
        ]);
      }
    }

    // Each output's labels and order, as the firm's mailbox, CRM and spreadsheets know them.
    expect(email.text.split("\n").filter((line) => /^[A-Z][^:]*: /.test(line))).toEqual([
      `Application ID: ${id}`,
      `Received: ${new Date(Number(row.created_at)).toISOString()}`,
      `Posting: ${row.job_title}`,
      `Posting page: https://www.apexnppa.example${job}`,
      "Credential: Physician Assistant (PA)",
      "Licensed in: Georgia, Florida",
      "Years of experience: 7",
      "Name: Sample First name Sample Last name",
      "Email: maya.okafor@example.com",
      "Phone: (404) 555-0142",
      `Résumé: ${row.resume_name} (PDF, ${PDF_FILE.data.length} bytes), attached`,
      "Page: /job-atlanta-pmr",
      "Referrer: Sample Referrer",
      "Campaign: utm_source=indeed, utm_campaign=pmr-spring",
      `Application in the inbox: https://www.apexnppa.example/admin/applications/${id}`,
    ]);
    expect(Object.keys(webhook.application)).toEqual([
      "id",
      "createdAt",
      "status",
      "inboxUrl",
      "posting",
      "firstName",
      "lastName",
      "email",
      "phone",
      "credential",
      "credentialLabel",
      "licenseStates",
      "licenseStateNames",
      "yearsExperience",
      "message",
      "resume",
      "attribution",
    ]);
    expect(webhook.application).toMatchObject({
      credentialLabel: "Physician Assistant (PA)",
      licenseStateNames: ["Georgia", "Florida"],
    });
    expect(Object.keys(webhook.application.attribution)).toEqual(["pagePath", "referrer", "utm"]);
    expect(header).toEqual([
      "Received (America/New_York)",
      "Status",
      "First name",
      "Last name",
      "E-mail",
      "Phone",
      "Credential",
      "Licensed in",
      "Years of experience",
      "Message",
      "Posting",
      "Posting address",
      "Résumé file",
      "Résumé type",
      "Résumé size (bytes)",
      "Page",
      "Referrer",
      "Campaign",
      "Flagged as spam",
      "Owner",
      "Notes",
      "First response (America/New_York)",
      "Application ID",
    ]);

    // The staff API's detail, as its schema encodes it on the way out: the order of its keys.
    const encoded = z.encode(
      ApplicationDetailAnswerSchema,
      (await findApplicationDetail(t.db.kysely, id))!,
    ).application;
    expect(Object.keys(encoded)).toEqual([
      "id",
      "createdAt",
      "status",
      "firstName",
      "lastName",
      "email",
      "phone",
      "credential",
      "licenseStates",
      "postingId",
      "jobPath",
      "jobTitle",
      "postingTitle",
      "spamReason",
      "failedDeliveries",
      "messageStart",
      "wait",
      "ownerId",
      "ownerEmail",
      "fromSamePerson",
      "yearsExperience",
      "message",
      "consentAt",
      "pagePath",
      "referrer",
      "campaign",
      "fillMs",
      "userAgent",
      "resume",
    ]);
  });
});

/** One CSV record (quoted fields, doubled quotes, CRLF at its end) as its cells. */
function parseCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  const text = line.replace(/\r\n$/, "");
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      cells.push(cell);
      cell = "";
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}
