import { randomUUID } from "node:crypto";
import { type Kysely, sql } from "kysely";

/** The firm's starting templates, put in by this migration (a new installation's first start). */
export const STARTING_TEMPLATES: ReadonlyArray<{ name: string; subject: string; body: string }> = [
  {
    name: "Thanks, a recruiter will call you",
    subject: "Thanks for contacting {{firm_name}}",
    body: `Hi {{first_name}},

Thank you for getting in touch with {{firm_name}}. I have your details, and I will call you within one business day to talk about {{posting_title}} and what you are looking for.

If another time suits you better, reply to this e-mail with a good time to reach you, or call us at {{firm_phone}}.

Best regards,
{{recruiter_name}}
{{firm_name}}`,
  },
  {
    name: "Interview request",
    subject: "Interview request: {{posting_title}}",
    body: `Hi {{first_name}},

Thank you for your interest in {{posting_title}}. The client would like to meet you, and I would like to set up an interview.

Please reply with two or three times that work for you over the next week (video or phone), and I will confirm one.

Best regards,
{{recruiter_name}}
{{firm_name}} · {{firm_phone}}`,
  },
  {
    name: "More information needed",
    subject: "A few details for {{posting_title}}",
    body: `Hi {{first_name}},

Thanks again for reaching out. Before I present you to the client, could you reply with:

- your active state licenses and DEA status,
- your earliest start date,
- the best number and times to call you.

Best regards,
{{recruiter_name}}
{{firm_name}}`,
  },
];

/**
 * E-mail from the record (issue 25, item 8): the firm's e-mail templates, edited in the staff app, and the
 * e-mails recruiters send to a lead or a candidate from its record.
 *
 * - `message_templates`: a name, a subject and a body with placeholders ({{first_name}}, …); the starting
 *   set above is put in once, here, so templates the firm deletes stay deleted.
 * - `record_messages`: one e-mail sent from a lead's or an application's record (exactly one of `lead_id` and
 *   `application_id`), as sent after the recruiter's edits, and its delivery: the outbox columns, claimed and
 *   retried like the other outboxes. Removed with its record.
 */
export const recordMessages0960 = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .createTable("message_templates")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("name", "text", (col) => col.notNull().unique())
      .addColumn("subject", "text", (col) => col.notNull())
      .addColumn("body", "text", (col) => col.notNull())
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .addColumn("updated_at", "bigint", (col) => col.notNull())
      /** Who saved it last (the address, kept if the account is removed); null for the firm's starting set. */
      .addColumn("updated_by", "text")
      .execute();

    await db.schema
      .createTable("record_messages")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("lead_id", "text", (col) => col.references("leads.id").onDelete("cascade"))
      .addColumn("application_id", "text", (col) => col.references("applications.id").onDelete("cascade"))
      .addColumn("template_id", "text", (col) => col.references("message_templates.id").onDelete("set null"))
      .addColumn("to_email", "text", (col) => col.notNull())
      .addColumn("subject", "text", (col) => col.notNull())
      .addColumn("body", "text", (col) => col.notNull())
      .addColumn("user_id", "text")
      .addColumn("user_email", "text", (col) => col.notNull())
      /** What the outbox routes by: one kind of delivery, e-mail. */
      .addColumn("channel", "text", (col) => col.notNull().defaultTo("email"))
      .addColumn("status", "text", (col) => col.notNull().defaultTo("pending"))
      .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
      .addColumn("next_attempt_at", "bigint", (col) => col.notNull())
      .addColumn("claimed_until", "bigint")
      .addColumn("claimed_by", "text")
      .addColumn("last_error", "text")
      .addColumn("sent_at", "bigint")
      .addColumn("created_at", "bigint", (col) => col.notNull())
      .addColumn("updated_at", "bigint", (col) => col.notNull())
      .addCheckConstraint(
        "record_messages_one_record_check",
        sql`(lead_id is null) <> (application_id is null)`,
      )
      .addCheckConstraint(
        "record_messages_status_check",
        sql`status in ('pending', 'sending', 'sent', 'failed')`,
      )
      .execute();
    await db.schema
      .createIndex("record_messages_due_idx")
      .on("record_messages")
      .columns(["status", "next_attempt_at"])
      .execute();
    await db.schema.createIndex("record_messages_lead_idx").on("record_messages").column("lead_id").execute();
    await db.schema
      .createIndex("record_messages_application_idx")
      .on("record_messages")
      .column("application_id")
      .execute();

    const now = Date.now();
    await (db as Kysely<{ message_templates: Record<string, unknown> }>)
      .insertInto("message_templates")
      .values(
        STARTING_TEMPLATES.map((template, index) => ({
          id: randomUUID(),
          ...template,
          // A millisecond apart, so that the list keeps this order.
          created_at: now + index,
          updated_at: now + index,
          updated_by: null,
        })),
      )
      .execute();
  },
};
