import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadDetailAnswer, LeadsPage } from "#schemas/admin";
import type { ApplicationDetailAnswer } from "#schemas/application-admin";
import type { MessageTemplate, PreviewAnswer, SentMessage, TemplatesAnswer } from "#schemas/messages";
import { fillPlaceholders, nameFromAddress, unknownPlaceholders } from "#schemas/messages";
import { STARTING_TEMPLATES } from "../db/migrations/0960-record-messages";
import type { OutboxWorker } from "../outbox/queue";
import { seedApplication } from "../test-support/applications";
import { testDialects } from "../test-support/db";
import { startSmtpServer, type TestSmtpServer } from "../test-support/smtp";
import { APPLICATION_CSV_HEADER } from "../applications/csv";
import { LEAD_CSV_HEADER } from "../leads/csv";
import { type AdminTestApp, parseCsv, startAdminApp } from "../test-support/staff";
import { MESSAGES_PER_HOUR } from "./messages.repository";
import { createMessageOutboxWorker } from "./outbox";

const HOUR = 60 * 60_000;

describe("placeholders", () => {
  it("fills the known names, keeps unknown ones as written and names them", () => {
    const values = {
      first_name: "Nia",
      last_name: "Okafor",
      posting_title: "Family NP – Tulsa",
      recruiter_name: "Maria Lopez",
      recruiter_email: "maria.lopez@apex.example",
      firm_name: "Apex",
      firm_phone: "(888) 555-0142",
    };
    expect(fillPlaceholders("Hi {{first_name}}, about {{ posting_title }}: {{first_nmae}}", values)).toBe(
      "Hi Nia, about Family NP – Tulsa: {{first_nmae}}",
    );
    expect(unknownPlaceholders("{{first_name}} {{first_nmae}} {{x}} {{x}}")).toEqual(["first_nmae", "x"]);
    // A value is put in as text once: a value that looks like a placeholder is not filled again.
    expect(fillPlaceholders("{{first_name}}", { ...values, first_name: "{{firm_phone}}" })).toBe(
      "{{firm_phone}}",
    );
  });

  it("makes a recruiter's name from the sign-in address", () => {
    expect(nameFromAddress("maria.lopez@apex.example")).toBe("Maria Lopez");
    expect(nameFromAddress("jean-luc_picard@apex.example")).toBe("Jean-Luc Picard");
    expect(nameFromAddress("sam@apex.example")).toBe("Sam");
  });
});

describe.each(testDialects)("e-mail from the record (%s)", (dialect) => {
  let t: AdminTestApp;
  let smtp: TestSmtpServer;
  let worker: OutboxWorker;
  let cookie: string;

  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
  const send = (method: "POST" | "PUT" | "DELETE", url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie, origin: t.origin }, ...(payload ? { payload } : {}) });
  const templates = async () =>
    ((await get("/api/admin/message-templates")).json() as TemplatesAnswer).templates;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startAdminApp(dialect, { SMTP_URL: smtp.url });
    worker = createMessageOutboxWorker({ db: t.db, config: t.config, log: t.app.log });
    await t.addUser("maria.lopez@apex.example");
    cookie = await t.signIn("maria.lopez@apex.example");
  });

  afterAll(async () => {
    await worker?.stop();
    await t?.close();
    await smtp?.close();
  });

  it("is staff only, and changes come from the site's own origin", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/message-templates" })).statusCode).toBe(401);
    const lead = await t.addLead();
    const foreign = await t.app.inject({
      method: "POST",
      url: `/api/admin/leads/${lead.id}/messages`,
      headers: { cookie, origin: "https://elsewhere.example" },
      payload: { subject: "Hi", body: "Hi" },
    });
    expect(foreign.statusCode).toBe(403);
    expect(
      await t.kdb.selectFrom("record_messages").select("id").where("lead_id", "=", lead.id).execute(),
    ).toEqual([]);
  });

  it("starts with the firm's templates, in their order", async () => {
    const list = await templates();
    expect(list.map((template) => template.name)).toEqual(
      STARTING_TEMPLATES.map((template) => template.name),
    );
    expect(list.map((template) => template.name)).toEqual([
      "Thanks, a recruiter will call you",
      "Interview request",
      "More information needed",
    ]);
    expect(list[1]!.subject).toBe("Interview request: {{posting_title}}");
  });

  it("creates, edits and deletes templates, refusing unknown placeholders and a name in use", async () => {
    const created = await send("POST", "/api/admin/message-templates", {
      name: "  Offer call  ",
      subject: "Your offer for {{posting_title}}",
      body: "Hi {{first_name}},\r\nCan we talk today?\r\n{{recruiter_name}}",
    });
    expect(created.statusCode, created.body).toBe(201);
    const template = (created.json() as { template: MessageTemplate }).template;
    expect(template).toMatchObject({
      name: "Offer call",
      body: "Hi {{first_name}},\nCan we talk today?\n{{recruiter_name}}",
      updatedBy: "maria.lopez@apex.example",
    });

    const misspelt = await send("PUT", `/api/admin/message-templates/${template.id}`, {
      name: "Offer call",
      subject: "Your offer",
      body: "Hi {{first_nmae}}",
    });
    expect(misspelt.statusCode).toBe(400);
    expect(misspelt.json()).toEqual({
      errors: { body: "The message names an unknown placeholder: {{first_nmae}}" },
    });

    const taken = await send("PUT", `/api/admin/message-templates/${template.id}`, {
      name: "Interview request",
      subject: "Your offer",
      body: "Hi",
    });
    expect(taken.statusCode).toBe(409);

    const edited = await send("PUT", `/api/admin/message-templates/${template.id}`, {
      name: "Offer call",
      subject: "Your offer: {{posting_title}}",
      body: "Hi {{first_name}}, congratulations.",
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await templates()).find((t) => t.id === template.id)?.subject).toBe(
      "Your offer: {{posting_title}}",
    );

    expect((await send("DELETE", `/api/admin/message-templates/${template.id}`)).statusCode).toBe(204);
    expect((await send("DELETE", `/api/admin/message-templates/${template.id}`)).statusCode).toBe(404);
    expect((await templates()).some((t) => t.id === template.id)).toBe(false);
  });

  it("keeps every template change in the activity log: who, which template, nothing refused", async () => {
    const since = Date.now() - 1;
    const created = await send("POST", "/api/admin/message-templates", {
      name: "Reference check",
      subject: "References for {{posting_title}}",
      body: "Hi {{first_name}}, could you send two references?",
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = (created.json() as { template: MessageTemplate }).template;
    const body = { subject: "References", body: "Hi {{first_name}}" };
    expect(
      (await send("PUT", `/api/admin/message-templates/${id}`, { name: "Reference check", ...body }))
        .statusCode,
    ).toBe(200);
    expect(
      (await send("PUT", `/api/admin/message-templates/${id}`, { name: "References", ...body })).statusCode,
    ).toBe(200);
    // Refused changes leave nothing: a name in use, an unknown placeholder, a template already deleted.
    expect(
      (await send("PUT", `/api/admin/message-templates/${id}`, { name: "Interview request", ...body }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await send("PUT", `/api/admin/message-templates/${id}`, {
          name: "References",
          subject: "{{nope}}",
          body: "Hi",
        })
      ).statusCode,
    ).toBe(400);
    expect((await send("DELETE", `/api/admin/message-templates/${id}`)).statusCode).toBe(204);
    expect((await send("DELETE", `/api/admin/message-templates/${id}`)).statusCode).toBe(404);

    const entries = await t.kdb
      .selectFrom("admin_audit_log")
      .select(["action", "actor", "user_id", "detail"])
      .where("action", "like", "template_%")
      .where("created_at", ">=", since)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    const user = await t.kdb
      .selectFrom("admin_users")
      .select("id")
      .where("email", "=", "maria.lopez@apex.example")
      .executeTakeFirstOrThrow();
    // The template this test made, named by its id in each entry: the test before may have changed another in
    // the same millisecond as `since`.
    const own = entries
      .map((entry) => ({ ...entry, detail: JSON.parse(entry.detail) as { templateId?: string } }))
      .filter((entry) => entry.detail.templateId === id);
    expect(own).toEqual([
      {
        action: "template_create",
        actor: "maria.lopez@apex.example",
        user_id: user.id,
        detail: { templateId: id, name: "Reference check" },
      },
      {
        action: "template_update",
        actor: "maria.lopez@apex.example",
        user_id: user.id,
        detail: { templateId: id, name: "Reference check" },
      },
      {
        action: "template_update",
        actor: "maria.lopez@apex.example",
        user_id: user.id,
        detail: { templateId: id, name: "References", from: "Reference check" },
      },
      {
        action: "template_delete",
        actor: "maria.lopez@apex.example",
        user_id: user.id,
        detail: { templateId: id, name: "References" },
      },
    ]);
    // The staff activity log lists them.
    const log = (await get("/api/admin/audit?kind=staff")).json() as { entries: Array<{ action: string }> };
    expect(log.entries.filter((entry) => entry.action.startsWith("template_")).length).toBeGreaterThanOrEqual(
      4,
    );
  });

  it("previews a template with the lead's placeholders filled in", async () => {
    const lead = await t.addLead({ first_name: "Nia", last_name: "Okafor", position: "Psychiatric NP" });
    const [thanks] = await templates();
    const response = await send("POST", `/api/admin/message-preview/leads/${lead.id}`, {
      subject: thanks!.subject,
      body: `${thanks!.body}\n{{nope}}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json() as PreviewAnswer;
    expect(preview.to).toBe(lead.email);
    expect(preview.subject).toBe("Thanks for contacting Apex NP & PA Recruiting");
    expect(preview.body).toMatch(/^Hi Nia,\n/);
    expect(preview.body).toContain("to talk about Psychiatric NP and what");
    expect(preview.body).toContain("Best regards,\nMaria Lopez\nApex NP & PA Recruiting\n{{nope}}");
    expect(preview.unknown).toEqual(["nope"]);
    expect(
      (await send("POST", "/api/admin/message-preview/leads/no-such-lead", { subject: "", body: "" }))
        .statusCode,
    ).toBe(404);
  });

  it("sends to a lead: delivered by SMTP as plain text, kept in its history, and its first response", async () => {
    const lead = await t.addLead({
      first_name: "Owen",
      last_name: "Price",
      created_at: Date.now() - 3 * HOUR,
    });
    const unanswered = async () =>
      ((await get("/api/admin/leads?waiting=unanswered&limit=200")).json() as LeadsPage).leads.map(
        (l) => l.id,
      );
    expect(await unanswered()).toContain(lead.id);

    const [thanks] = await templates();
    const before = smtp.mails.length;
    const response = await send("POST", `/api/admin/leads/${lead.id}/messages`, {
      templateId: thanks!.id,
      subject: "Thanks for contacting us, {{first_name}}",
      body: "Hi {{first_name}},\n\nI will call you at 3 pm. <b>Not bold</b> & plain.\n\n{{recruiter_name}}",
    });
    expect(response.statusCode, response.body).toBe(202);
    const message = (response.json() as { message: SentMessage }).message;
    expect(message).toMatchObject({
      to: lead.email,
      subject: "Thanks for contacting us, Owen",
      templateName: "Thanks, a recruiter will call you",
      status: "pending",
    });

    // The history has it, and it is the lead's first response: no longer unanswered.
    const detail = (await get(`/api/admin/leads/${lead.id}`)).json() as LeadDetailAnswer;
    expect(detail.history[0]).toMatchObject({
      fromStatus: "new",
      toStatus: "new",
      by: "maria.lopez@apex.example",
      note: "E-mail sent (template “Thanks, a recruiter will call you”): Thanks for contacting us, Owen",
      email: { subject: "Thanks for contacting us, Owen", templateName: "Thanks, a recruiter will call you" },
    });
    expect(detail.lead.wait.firstResponseAt).toBe(message.createdAt);
    expect(await unanswered()).not.toContain(lead.id);
    // The export's first response is the e-mail's time (to the second).
    const csv = parseCsv((await get("/api/admin/export.csv?status=new")).body.slice(1));
    const at = (name: (typeof LEAD_CSV_HEADER)[number]) => LEAD_CSV_HEADER.indexOf(name);
    const row = csv.find((cells) => cells[at("Lead ID")] === lead.id)!;
    expect(Date.parse(row[at("First response")]!)).toBe(Math.floor(message.createdAt / 1000) * 1000);

    expect(await worker.runOnce()).toBe(1);
    await smtp.waitFor(before + 1);
    const mail = smtp.mails.at(-1)!;
    expect(mail.envelopeTo).toEqual([lead.email]);
    expect(mail.header("subject")).toBe("Thanks for contacting us, Owen");
    expect(mail.header("reply-to")).toContain("maria.lopez@apex.example");
    expect(mail.header("from")).toContain("Apex NP & PA Recruiting");
    expect(mail.text).toContain(
      "Hi Owen,\n\nI will call you at 3 pm. <b>Not bold</b> & plain.\n\nMaria Lopez",
    );
    expect(mail.html).toBe("");

    const listed = (await get(`/api/admin/leads/${lead.id}/messages`)).json() as { messages: SentMessage[] };
    expect(listed.messages).toHaveLength(1);
    expect(listed.messages[0]).toMatchObject({ id: message.id, status: "sent" });
    expect(listed.messages[0]!.sentAt).not.toBeNull();
  });

  it("sends the interview request to a candidate with the posting's title", async () => {
    const application = await seedApplication(t.db, {
      first_name: "Grace",
      job_title: "Family Nurse Practitioner – Tulsa, OK",
    });
    const interview = (await templates()).find((template) => template.name === "Interview request")!;
    const preview = (
      await send("POST", `/api/admin/message-preview/applications/${application.id}`, interview)
    ).json() as PreviewAnswer;
    expect(preview.subject).toBe("Interview request: Family Nurse Practitioner – Tulsa, OK");
    const response = await send("POST", `/api/admin/applications/${application.id}/messages`, {
      templateId: interview.id,
      subject: preview.subject,
      body: preview.body,
    });
    expect(response.statusCode, response.body).toBe(202);
    const detail = (await get(`/api/admin/applications/${application.id}`)).json() as ApplicationDetailAnswer;
    expect(detail.history[0]?.note).toBe(
      "E-mail sent (template “Interview request”): Interview request: Family Nurse Practitioner – Tulsa, OK",
    );
    const before = smtp.mails.length;
    await worker.runOnce();
    await smtp.waitFor(before + 1);
    expect(smtp.mails.at(-1)!.text).toContain(
      "Hi Grace,\n\nThank you for your interest in Family Nurse Practitioner",
    );
  });

  it("marks a sent e-mail in the history as an e-mail, and the exports count notes only", async () => {
    const lead = await t.addLead({ first_name: "Ruth" });
    const application = await seedApplication(t.db, { first_name: "Ada" });
    const email = { subject: "Hello {{first_name}}", body: "Hello" };
    expect((await send("POST", `/api/admin/leads/${lead.id}/messages`, email)).statusCode).toBe(202);
    expect((await send("POST", `/api/admin/applications/${application.id}/messages`, email)).statusCode).toBe(
      202,
    );
    // A recruiter's own note that reads like the e-mail's line is a note; a change without a note is not.
    const typed = { status: "new", note: "E-mail sent: she asked for a call back on Monday" };
    expect((await send("POST", `/api/admin/leads/${lead.id}/status`, typed)).statusCode).toBe(200);
    expect(
      (await send("POST", `/api/admin/leads/${lead.id}/status`, { status: "contacted", note: "" }))
        .statusCode,
    ).toBe(200);
    expect((await send("POST", `/api/admin/applications/${application.id}/status`, typed)).statusCode).toBe(
      200,
    );

    const lead_ = (await get(`/api/admin/leads/${lead.id}`)).json() as LeadDetailAnswer;
    expect(lead_.history.map((entry) => entry.email ?? null)).toEqual([
      null,
      null,
      { subject: "Hello Ruth", templateName: null },
    ]);
    const app_ = (await get(`/api/admin/applications/${application.id}`)).json() as ApplicationDetailAnswer;
    expect(app_.history.map((entry) => entry.email ?? null)).toEqual([
      null,
      { subject: "Hello Ada", templateName: null },
    ]);

    const leadCsv = parseCsv((await get("/api/admin/export.csv")).body.slice(1));
    const leadAt = (name: (typeof LEAD_CSV_HEADER)[number]) => LEAD_CSV_HEADER.indexOf(name);
    expect(leadCsv.find((cells) => cells[leadAt("Lead ID")] === lead.id)![leadAt("Notes")]).toBe("1");
    const appCsv = parseCsv((await get("/api/admin/applications.csv")).body.slice(1));
    const appAt = (name: (typeof APPLICATION_CSV_HEADER)[number]) => APPLICATION_CSV_HEADER.indexOf(name);
    expect(appCsv.find((cells) => cells[appAt("Application ID")] === application.id)![appAt("Notes")]).toBe(
      "1",
    );
  });

  it("sends nothing to spam, to a record that does not exist, or from a deleted template", async () => {
    const spam = await t.addLead({ status: "spam" });
    const body = { subject: "Hello", body: "Hello" };
    expect((await send("POST", `/api/admin/leads/${spam.id}/messages`, body)).statusCode).toBe(409);
    expect((await send("POST", "/api/admin/leads/no-such-lead/messages", body)).statusCode).toBe(404);
    const lead = await t.addLead();
    const missing = await send("POST", `/api/admin/leads/${lead.id}/messages`, {
      ...body,
      templateId: "gone",
    });
    expect(missing.statusCode).toBe(400);
    const rows = await t.kdb
      .selectFrom("record_messages")
      .select("id")
      .where("lead_id", "in", [spam.id, lead.id])
      .execute();
    expect(rows).toEqual([]);
  });

  it("pauses an account that sent its hour's worth of e-mails", async () => {
    await t.addUser("busy@apex.example");
    const busy = await t.signIn("busy@apex.example");
    const user = await t.kdb
      .selectFrom("admin_users")
      .select("id")
      .where("email", "=", "busy@apex.example")
      .executeTakeFirstOrThrow();
    const lead = await t.addLead();
    const at = Date.now() - 30 * 60_000;
    await t.kdb
      .insertInto("record_messages")
      .values(
        Array.from({ length: MESSAGES_PER_HOUR }, (_, i) => ({
          id: `busy-${dialect}-${i}`,
          lead_id: lead.id,
          to_email: lead.email!,
          subject: "Hello",
          body: "Hello",
          user_id: user.id,
          user_email: "busy@apex.example",
          status: "sent" as const,
          next_attempt_at: at + i,
          created_at: at + i,
          updated_at: at + i,
        })),
      )
      .execute();
    const refused = await t.app.inject({
      method: "POST",
      url: `/api/admin/leads/${lead.id}/messages`,
      headers: { cookie: busy, origin: t.origin },
      payload: { subject: "One more", body: "Hello" },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: `You have sent ${MESSAGES_PER_HOUR} e-mails in the last hour. Try again in 30 minutes.`,
    });
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(29 * 60);
    // Another recruiter is not paused.
    expect(
      (await send("POST", `/api/admin/leads/${lead.id}/messages`, { subject: "Hi", body: "Hi" })).statusCode,
    ).toBe(202);
  });

  it("removes a record's e-mails with the record (retention, erasure)", async () => {
    const lead = await t.addLead();
    const application = await seedApplication(t.db, {});
    const body = { subject: "Hello {{first_name}}", body: "Hello" };
    expect((await send("POST", `/api/admin/leads/${lead.id}/messages`, body)).statusCode).toBe(202);
    expect((await send("POST", `/api/admin/applications/${application.id}/messages`, body)).statusCode).toBe(
      202,
    );
    const count = async () =>
      (
        await t.kdb
          .selectFrom("record_messages")
          .select("id")
          .where((eb) => eb.or([eb("lead_id", "=", lead.id), eb("application_id", "=", application.id!)]))
          .execute()
      ).length;
    expect(await count()).toBe(2);
    await t.kdb.deleteFrom("lead_status_changes").where("lead_id", "=", lead.id).execute();
    await t.kdb.deleteFrom("leads").where("id", "=", lead.id).execute();
    await t.kdb
      .deleteFrom("application_status_changes")
      .where("application_id", "=", application.id!)
      .execute();
    await t.kdb
      .deleteFrom("application_notifications")
      .where("application_id", "=", application.id!)
      .execute();
    await t.kdb.deleteFrom("application_files").where("application_id", "=", application.id!).execute();
    await t.kdb.deleteFrom("applications").where("id", "=", application.id!).execute();
    expect(await count()).toBe(0);
  });
});
