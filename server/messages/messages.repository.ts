/**
 * E-mail from the record: the firm's templates, and the e-mails sent from a lead's or an application's record.
 * A sent e-mail is queued in `record_messages` (this room's outbox, outbox.ts delivers it) and recorded in
 * the record's history in the same transaction, so it counts as the record's first response wherever that is
 * read (the lists, the overdue rule, the dashboard, the CSV: the history's first entry, audit/record-work.ts).
 * Records are read through their tables by the kinds record-work.ts names: this room imports no feature.
 */
import { randomUUID } from "node:crypto";
import { FIRM } from "#schemas/firm";
import {
  fillPlaceholders,
  type MessageRecordKind,
  type MessageTemplate,
  nameFromAddress,
  type PlaceholderValues,
  type PreviewAnswer,
  type SendMessage,
  type SentMessage,
  type TemplateInput,
  unknownPlaceholders,
} from "#schemas/messages";
import { APPLICATION_RECORD, LEAD_RECORD } from "../audit/record-work";
import type { DbKysely } from "../db/schema";

interface TemplateRow {
  id: string;
  name: string;
  subject: string;
  body: string;
  updated_at: number | string;
  updated_by: string | null;
}

const toTemplate = (row: TemplateRow): MessageTemplate => ({
  id: row.id,
  name: row.name,
  subject: row.subject,
  body: row.body,
  updatedAt: Number(row.updated_at),
  updatedBy: row.updated_by,
});

export async function listTemplates(db: DbKysely): Promise<MessageTemplate[]> {
  const rows = await db
    .selectFrom("message_templates")
    .select(["id", "name", "subject", "body", "updated_at", "updated_by"])
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map(toTemplate);
}

export async function findTemplate(db: DbKysely, id: string): Promise<MessageTemplate | undefined> {
  const row = await db
    .selectFrom("message_templates")
    .select(["id", "name", "subject", "body", "updated_at", "updated_by"])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ? toTemplate(row) : undefined;
}

export type TemplateOutcome =
  | { outcome: "saved"; template: MessageTemplate; previousName?: string }
  | { outcome: "name_taken" }
  | { outcome: "not_found" };

async function nameTaken(db: DbKysely, name: string, except?: string): Promise<boolean> {
  let query = db.selectFrom("message_templates").select("id").where("name", "=", name);
  if (except) query = query.where("id", "<>", except);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function createTemplate(
  db: DbKysely,
  input: TemplateInput,
  by: string,
  now = Date.now(),
): Promise<TemplateOutcome> {
  if (await nameTaken(db, input.name)) return { outcome: "name_taken" };
  const id = randomUUID();
  await db
    .insertInto("message_templates")
    .values({ id, ...input, created_at: now, updated_at: now, updated_by: by })
    .execute();
  return { outcome: "saved", template: { id, ...input, updatedAt: now, updatedBy: by } };
}

export async function updateTemplate(
  db: DbKysely,
  id: string,
  input: TemplateInput,
  by: string,
  now = Date.now(),
): Promise<TemplateOutcome> {
  if (await nameTaken(db, input.name, id)) return { outcome: "name_taken" };
  const before = await findTemplate(db, id);
  if (!before) return { outcome: "not_found" };
  const updated = await db
    .updateTable("message_templates")
    .set({ ...input, updated_at: now, updated_by: by })
    .where("id", "=", id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) return { outcome: "not_found" };
  return {
    outcome: "saved",
    template: { id, ...input, updatedAt: now, updatedBy: by },
    previousName: before.name,
  };
}

/** Deletes a template; its name (for the activity log), or undefined when there was no such template. */
export async function deleteTemplate(db: DbKysely, id: string): Promise<string | undefined> {
  const deleted = await db
    .deleteFrom("message_templates")
    .where("id", "=", id)
    .returning("name")
    .executeTakeFirst();
  return deleted?.name;
}

/** Who an e-mail from a record goes to, and what its placeholders are filled from. */
interface Recipient {
  email: string | null;
  firstName: string;
  lastName: string;
  postingTitle: string;
  status: string;
}

const KINDS = { leads: LEAD_RECORD, applications: APPLICATION_RECORD } as const;

export async function findRecipient(
  db: DbKysely,
  kind: MessageRecordKind,
  id: string,
): Promise<Recipient | undefined> {
  if (kind === "leads") {
    const lead = await db
      .selectFrom("leads")
      .select(["email", "first_name", "last_name", "position", "status"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!lead) return undefined;
    return {
      email: lead.email ?? null,
      firstName: lead.first_name ?? "",
      lastName: lead.last_name ?? "",
      postingTitle: lead.position?.trim() || "the role you asked about",
      status: lead.status,
    };
  }
  const application = await db
    .selectFrom("applications")
    .select(["email", "first_name", "last_name", "job_title", "status"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!application) return undefined;
  return {
    email: application.email ?? null,
    firstName: application.first_name ?? "",
    lastName: application.last_name ?? "",
    postingTitle: application.job_title,
    status: application.status,
  };
}

export function placeholderValues(recipient: Recipient, recruiterEmail: string): PlaceholderValues {
  return {
    first_name: recipient.firstName || "there",
    last_name: recipient.lastName,
    posting_title: recipient.postingTitle,
    recruiter_name: nameFromAddress(recruiterEmail),
    recruiter_email: recruiterEmail,
    firm_name: FIRM.name,
    firm_phone: FIRM.phone,
  };
}

export function previewMessage(
  recipient: Recipient,
  draft: { subject: string; body: string },
  recruiterEmail: string,
): PreviewAnswer {
  const values = placeholderValues(recipient, recruiterEmail);
  return {
    to: recipient.email,
    subject: fillPlaceholders(draft.subject, values),
    body: fillPlaceholders(draft.body, values),
    unknown: [...new Set([...unknownPlaceholders(draft.subject), ...unknownPlaceholders(draft.body)])],
  };
}

export type SendOutcome =
  | { outcome: "queued"; message: SentMessage }
  | { outcome: "not_found" }
  | { outcome: "no_address" }
  | { outcome: "spam" }
  | { outcome: "no_such_template" };

/** The note the record's history keeps for a sent e-mail (the history's notes are at most 500 characters). */
export function historyNote(subject: string, templateName: string | null): string {
  const from = templateName ? ` (template “${templateName}”)` : "";
  return `E-mail sent${from}: ${subject}`.slice(0, 500);
}

/**
 * Queues an e-mail from a record (placeholders filled) and records it in the record's history, in one
 * transaction: the history entry is what makes it the record's first response.
 */
export async function sendRecordMessage(
  db: DbKysely,
  kind: MessageRecordKind,
  id: string,
  input: SendMessage,
  user: { id: string; email: string },
  now = Date.now(),
): Promise<SendOutcome> {
  const record = KINDS[kind];
  return db.transaction().execute(async (trx) => {
    const recipient = await findRecipient(trx, kind, id);
    if (!recipient) return { outcome: "not_found" } as const;
    if (!recipient.email) return { outcome: "no_address" } as const;
    if (recipient.status === "spam") return { outcome: "spam" } as const;
    const template = input.templateId ? await findTemplate(trx, input.templateId) : undefined;
    if (input.templateId && !template) return { outcome: "no_such_template" } as const;
    const filled = previewMessage(recipient, input, user.email);
    const messageId = randomUUID();
    await trx
      .insertInto("record_messages")
      .values({
        id: messageId,
        lead_id: kind === "leads" ? id : null,
        application_id: kind === "applications" ? id : null,
        template_id: template?.id ?? null,
        to_email: recipient.email,
        subject: filled.subject,
        body: filled.body,
        user_id: user.id,
        user_email: user.email,
        status: "pending",
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const status = recipient.status;
    const history = {
      id: randomUUID(),
      created_at: now,
      from_status: status,
      to_status: status,
      note: historyNote(filled.subject, template?.name ?? null),
      user_id: user.id,
      user_email: user.email,
      // What marks the entry as this e-mail for the history and the exports' note count (decision 0371).
      message_id: messageId,
    };
    if (kind === "leads") {
      await trx
        .insertInto(record.history as "lead_status_changes")
        .values({ ...history, lead_id: id, from_status: status as never, to_status: status as never })
        .execute();
    } else {
      await trx
        .insertInto(record.history as "application_status_changes")
        .values({ ...history, application_id: id, from_status: status as never, to_status: status as never })
        .execute();
    }
    const message: SentMessage = {
      id: messageId,
      createdAt: now,
      to: recipient.email,
      subject: filled.subject,
      body: filled.body,
      by: user.email,
      templateName: template?.name ?? null,
      status: "pending",
      sentAt: null,
      lastError: null,
    };
    return { outcome: "queued", message } as const;
  });
}

/** At most this many e-mails per staff account in an hour: a stolen session cannot use the firm as a mailer. */
export const MESSAGES_PER_HOUR = 100;
const HOUR_MS = 60 * 60 * 1000;

/** When the account may send again (ms since the epoch), or null while it is within MESSAGES_PER_HOUR. */
export async function sendingPausedUntil(
  db: DbKysely,
  userId: string,
  now = Date.now(),
): Promise<number | null> {
  const recent = await db
    .selectFrom("record_messages")
    .select("created_at")
    .where("user_id", "=", userId)
    .where("created_at", ">", now - HOUR_MS)
    .orderBy("created_at", "desc")
    .limit(MESSAGES_PER_HOUR)
    .execute();
  if (recent.length < MESSAGES_PER_HOUR) return null;
  return Number(recent.at(-1)!.created_at) + HOUR_MS;
}

/** A record's e-mails, newest first, with their delivery. */
export async function listRecordMessages(
  db: DbKysely,
  kind: MessageRecordKind,
  id: string,
): Promise<SentMessage[]> {
  const rows = await db
    .selectFrom("record_messages")
    .leftJoin("message_templates", "message_templates.id", "record_messages.template_id")
    .select([
      "record_messages.id",
      "record_messages.created_at",
      "record_messages.to_email",
      "record_messages.subject",
      "record_messages.body",
      "record_messages.user_email",
      "record_messages.status",
      "record_messages.sent_at",
      "record_messages.last_error",
      "message_templates.name as template_name",
    ])
    .where(kind === "leads" ? "record_messages.lead_id" : "record_messages.application_id", "=", id)
    .orderBy("record_messages.created_at", "desc")
    .orderBy("record_messages.id", "desc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: Number(row.created_at),
    to: row.to_email,
    subject: row.subject,
    body: row.body,
    by: row.user_email,
    templateName: row.template_name ?? null,
    status: row.status,
    sentAt: row.sent_at === null ? null : Number(row.sent_at),
    lastError: row.last_error,
  }));
}
