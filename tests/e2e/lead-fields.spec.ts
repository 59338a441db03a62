/**
 * Every field of the lead-field table (schemas/lead-fields.ts), followed from the forms in a real browser
 * through the API request, the database row, the recruiter e-mail (a real SMTP server), the webhook (a local
 * receiver), the CSV export and the inbox detail (its API answer and the rendered page). The walks are
 * derived from the table, so a new field is walked too, and a field left out of any of those places fails.
 */
import type { Locator, Page } from "@playwright/test";
import { USER_TYPE_LABELS, type UserType } from "#schemas/lead";
import {
  apiKeyOf,
  type Campaign,
  fieldsOfForm,
  formLabelOf,
  LEAD_FIELDS,
  type LeadField,
  type LeadKind,
} from "#schemas/lead-fields";
import { hashPassword } from "#server/staff-auth/passwords";
import { parseCsv } from "#server/test-support/staff";
import { createUser } from "#server/staff-auth/users.repository";
import { createOutboxWorker, type OutboxWorker } from "#server/leads/outbox";
import { startSmtpServer, type TestSmtpServer } from "#server/test-support/smtp";
import { startWebhookServer, type TestWebhookServer } from "#server/test-support/webhook";
import { expect, type Harness, startOwnSite, test, waitForHydration, PASSWORD } from "./fixtures";

const RECRUITER = "field-walk@apex.example";
/** The page's clock starts well before the server's, so no walk reads as filled in too fast (spam). */
const PAGE_CLOCK = new Date("2026-01-05T15:00:00Z").getTime();
const REFERRER = "https://search.example/results?q=nurse+practitioner+recruiters";

interface Walk {
  kind: LeadKind;
  userType: UserType;
  /** Opens the form on the page and returns it, with the name of its submit button. */
  form(page: Page): Promise<{ form: Locator; submit: string }>;
}

async function landingForm(page: Page) {
  const form = page.getByRole("form", { name: "Get Matched with Top Healthcare Talent in 20 Minutes" });
  // The form's code arrives at the visitor's first activity on the page: here, reaching the form.
  await form.hover();
  await expect.poll(() => form.getAttribute("data-enhanced")).toBe("true");
  return { form, submit: "Submit" };
}

async function floatingQuickForm(page: Page) {
  // The floating button appears a few seconds after load.
  await page.clock.fastForward(5000);
  await page.getByRole("button", { name: "Get Matched Today" }).click();
  const dialog = page.getByRole("dialog", { name: "Get Matched in 20 Minutes" });
  const form = dialog.locator("form");
  await expect.poll(() => form.getAttribute("data-enhanced")).toBe("true");
  return { form, submit: "Get Matched Now" };
}

/** Together the walks reach every field: the full form once per visitor type, and the quick form. */
const WALKS: Walk[] = [
  { kind: "contact", userType: "employer", form: landingForm },
  { kind: "contact", userType: "job_seeker", form: landingForm },
  { kind: "quick", userType: "job_seeker", form: floatingQuickForm },
];

/** A value the visitor types, valid for the field and different in each walk. */
function typedValue(field: LeadField, walk: number): string {
  if (field.type === "email") return `field.walk.${walk}@lakeside-clinic.example`;
  if (field.type === "phone") return `(614) 555-01${String(walk).padStart(2, "0")}`;
  if (field.type === "multiline")
    return `Walk ${walk}: we are looking for a family nurse practitioner for our urgent care clinic.`;
  return `Walk ${field.key} ${walk}`;
}

/** What a recruiter reads for a stored value: visitor types by their label, campaigns by their values. */
function shownParts(field: LeadField, value: unknown): string[] {
  if (field.type === "userType") return [USER_TYPE_LABELS[value as UserType]];
  if (field.type === "campaign") return Object.values(value as Campaign);
  return [value as string];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

test.describe("every field of the lead-field table, from the form to the inbox", () => {
  let h: Harness;
  let smtp: TestSmtpServer;
  let hooks: TestWebhookServer;
  let worker: OutboxWorker;
  let cookie: { name: string; value: string };

  test.beforeAll(async ({ browser }) => {
    smtp = await startSmtpServer();
    hooks = await startWebhookServer();
    h = await startOwnSite(browser, {
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_TO: "recruiters@apex.example",
      WEBHOOK_URL: hooks.url,
      WEBHOOK_SECRET: "field-walk-webhook-secret-0123456789",
      OUTBOX_POLL_MS: "100",
    });
    worker = createOutboxWorker({ db: h.db, config: h.config, log: h.app.log });
    worker.start();
    await createUser(h.db.kysely, RECRUITER, await hashPassword(PASSWORD, { N: 2 ** 12, r: 8, p: 1 }));
    const signIn = await h.app.inject({
      method: "POST",
      url: "/api/admin/session",
      headers: { origin: h.baseUrl },
      payload: { email: RECRUITER, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    cookie = signIn.cookies[0]!;
  });

  test.afterAll(async () => {
    await worker?.stop();
    await h?.close();
    await smtp?.close();
    await hooks?.close();
  });

  test("walks every field of the table", () => {
    const walked = new Set(WALKS.flatMap((walk) => fieldsOfForm(walk.kind, walk.userType)));
    expect(LEAD_FIELDS.filter((field) => !walked.has(field)).map((field) => field.key)).toEqual([]);
  });

  for (const [index, walk] of WALKS.entries()) {
    const n = index + 1;
    test(`${walk.kind} form, ${walk.userType}: each field reaches the database, e-mail, webhook, CSV and inbox`, async () => {
      const fields = fieldsOfForm(walk.kind, walk.userType);
      const session = await h.open();
      const { page } = session;
      await page.clock.install({ time: PAGE_CLOCK });
      await page.goto(`/?utm_source=field-walk&utm_campaign=walk-${n}`, {
        referer: REFERRER,
        waitUntil: "networkidle",
      });
      await waitForHydration(page);

      // The form: every field the visitor fills in, found by the table's label.
      const { form, submit } = await walk.form(page);
      const typed: Record<string, string> = {};
      for (const field of fields) {
        if (field.control === "choice") {
          await form.getByRole("radio", { name: USER_TYPE_LABELS[walk.userType] }).check();
          typed[field.key] = walk.userType;
        } else if (field.control !== "hidden") {
          typed[field.key] = typedValue(field, n);
          await form.getByLabel(new RegExp(`^${escapeRegExp(formLabelOf(field))}`)).fill(typed[field.key]!);
        }
      }
      const endpoint = walk.kind === "quick" ? "/api/quick-contact" : "/api/contact";
      // The answer is read as it passes: the page moves on to its thank-you state right after.
      const answered = new Promise<{ status: number; id: string; sent: Record<string, unknown> }>(
        (resolve) => {
          void page.route(`**${endpoint}`, async (route) => {
            const answer = await route.fetch();
            const body = (await answer.json()) as { id: string };
            resolve({ status: answer.status(), id: body.id, sent: route.request().postDataJSON() });
            await route.fulfill({ response: answer });
          });
        },
      );
      await form.getByRole("button", { name: submit }).click();
      const { status, id, sent: request } = await answered;
      expect(status).toBe(201);
      await session.close();

      // The API request: what the visitor typed, and what the page adds (source, attribution).
      const sent = request as Record<string, unknown> & { attribution?: Record<string, unknown> };
      const expected: Record<string, unknown> = {};
      for (const field of fields) {
        const inRequest = "group" in field ? sent.attribution?.[field.key] : sent[field.key];
        expected[field.key] = field.control === "hidden" ? inRequest : typed[field.key];
        expect(inRequest, `${field.key} in the request`).toEqual(expected[field.key]);
        expect(shownParts(field, expected[field.key]).join(""), `${field.key} has a value`).not.toBe("");
      }
      expect(expected.utm).toEqual({ utm_source: "field-walk", utm_campaign: `walk-${n}` });
      expect(expected.referrer).toBe(REFERRER);

      // The database row.
      const row = (await h.db.kysely
        .selectFrom("leads")
        .selectAll()
        .where("id", "=", id)
        .executeTakeFirstOrThrow()) as unknown as Record<string, string | null>;
      expect(row.status).toBe("new");
      for (const field of fields) {
        const stored = row[field.column] ?? null;
        expect(field.type === "campaign" ? JSON.parse(stored!) : stored, `${field.column} column`).toEqual(
          expected[field.key],
        );
      }

      // The recruiter e-mail: each field on the line of its label (the message under its heading).
      await smtp.waitFor(n);
      const mail = smtp.mails.find((candidate) => candidate.header("x-lead-id") === id);
      expect(mail, "the lead's e-mail").toBeDefined();
      for (const field of fields) {
        if (field.type === "multiline") {
          expect(mail!.text, `${field.key} in the e-mail`).toContain(
            `${field.label}:\n${expected[field.key]}`,
          );
          continue;
        }
        const line = mail!.text.split("\n").find((candidate) => candidate.startsWith(`${field.label}: `));
        expect(line, `${field.label} line in the e-mail`).toBeDefined();
        for (const part of shownParts(field, expected[field.key])) {
          expect(line, `${field.key} in the e-mail`).toContain(part);
          expect(mail!.html, `${field.key} in the e-mail's HTML`).toContain(part);
        }
      }

      // The webhook: each field by its payload key, attribution grouped as the forms send it.
      await hooks.waitFor(n);
      const hook = hooks.hooks
        .map((candidate) => JSON.parse(candidate.rawBody))
        .find((b) => b.lead.id === id);
      expect(hook, "the lead's webhook").toBeDefined();
      for (const field of fields) {
        const value = "group" in field ? hook.lead.attribution[field.key] : hook.lead[field.key];
        expect(value, `${field.key} in the webhook`).toEqual(expected[field.key]);
      }

      // The CSV export: a column per field, named by its label.
      const csv = await h.app.inject({
        method: "GET",
        url: "/api/admin/export.csv?status=all",
        cookies: { [cookie.name]: cookie.value },
      });
      expect(csv.statusCode).toBe(200);
      const [header, ...records] = parseCsv(csv.body.replace(/^\uFEFF/, ""));
      const record = records.find((cells) => cells[header!.indexOf("Lead ID")] === id);
      expect(record, "the lead's CSV row").toBeDefined();
      for (const field of fields) {
        expect(header, `${field.label} column in the CSV`).toContain(field.label);
        const cell = record![header!.indexOf(field.label)]!;
        for (const part of shownParts(field, expected[field.key])) {
          expect(cell, `${field.key} in the CSV`).toContain(part);
        }
      }

      // The inbox: the API answer, then the page a recruiter reads.
      const detail = await h.app.inject({
        method: "GET",
        url: `/api/admin/leads/${id}`,
        cookies: { [cookie.name]: cookie.value },
      });
      expect(detail.statusCode).toBe(200);
      const lead = detail.json().lead as Record<string, unknown>;
      for (const field of fields) {
        expect(lead[apiKeyOf(field)], `${field.key} in the inbox's answer`).toEqual(expected[field.key]);
      }

      const inbox = await h.open();
      await inbox.context.addCookies([{ name: cookie.name, value: cookie.value, url: h.baseUrl }]);
      await inbox.page.goto(`/admin/leads/${id}`);
      await inbox.page
        .getByRole("heading", { level: 1, name: `${expected.firstName} ${expected.lastName}` })
        .waitFor();
      const entries = await inbox.page
        .locator("dl dt")
        .evaluateAll((terms) =>
          terms.map((term) => [term.textContent ?? "", term.nextElementSibling?.textContent ?? ""]),
        );
      const shown = new Map(entries as Array<[string, string]>);
      for (const field of fields) {
        const text =
          field.type === "multiline"
            ? await inbox.page.getByRole("region", { name: field.label }).textContent()
            : shown.get(field.label);
        expect(text, `${field.label} in the inbox`).toBeDefined();
        for (const part of shownParts(field, expected[field.key])) {
          expect(text, `${field.key} in the inbox`).toContain(part);
        }
      }
      await inbox.close();
    });
  }
});
