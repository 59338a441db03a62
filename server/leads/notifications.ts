import { USER_TYPE_LABELS } from "#schemas/lead";
import {
  LEAD_FIELDS,
  LEAD_KIND_LABELS,
  type LeadFieldSpec,
  leadFieldText,
  parseCampaign,
} from "#schemas/lead-fields";
import type { LeadsTable } from "../db/schema";
import type { Config } from "../env";
import {
  createMailTransport,
  headerSafe,
  mailFrom,
  notificationBodies,
  mailSender,
  type NotificationEmail,
  notificationMessageId,
} from "../outbox/mail";
import { webhookSender } from "../outbox/webhook";

export type LeadRow = Omit<LeadsTable, "status"> & { status: string };

function userTypeLabel(lead: LeadRow): string {
  return USER_TYPE_LABELS[lead.user_type] ?? lead.user_type;
}

/** The form's own name, else the name of the lead's kind. */
function sourceName(lead: LeadRow): string {
  return lead.form_source || LEAD_KIND_LABELS[lead.kind];
}

function columnValue(lead: LeadRow, field: LeadFieldSpec): string | null {
  return (lead as unknown as Record<string, string | null>)[field.column] ?? null;
}

/** Every field of a lead as label/value pairs, in the table's order (the message separately). */
export function leadFields(lead: LeadRow): Array<[string, string]> {
  const rows: Array<[string, string | null]> = [
    ["Lead ID", lead.id],
    ["Received", new Date(lead.created_at).toISOString()],
  ];
  for (const field of LEAD_FIELDS as readonly LeadFieldSpec[]) {
    if (field.type === "multiline") continue;
    rows.push([
      field.label,
      field.type === "source" ? sourceName(lead) : leadFieldText(field, columnValue(lead, field)),
    ]);
  }
  return rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== "");
}

export type LeadEmail = NotificationEmail;

/**
 * The Message-ID of a lead's e-mail notification: derived from the notification (the lead and its channel)
 * and the site's host, never random, so a delivery repeated after a crash carries the same one.
 */
export function leadEmailMessageId(leadId: string, siteUrl: string): string {
  return notificationMessageId("lead", leadId, "email", siteUrl);
}

export function buildLeadEmail(lead: LeadRow, config: Config): LeadEmail {
  const name = headerSafe(`${lead.first_name} ${lead.last_name}`, 120);
  const source = headerSafe(sourceName(lead), 60);
  const subject = headerSafe(`New lead: ${userTypeLabel(lead)} - ${name} (${source})`, 200);
  const inbox = `${config.SITE_URL}/admin`;
  const { text, html } = notificationBodies({
    title: subject,
    intro: "A new lead came in through the website. Reply to this e-mail to answer the lead directly.",
    fields: leadFields(lead),
    message: lead.message,
    links: [{ label: "Leads inbox", text: "Open the leads inbox", href: inbox }],
  });
  return {
    from: mailFrom(config),
    to: config.NOTIFY_EMAIL_TO ?? "",
    replyTo: { name, address: lead.email },
    subject,
    text,
    html,
    messageId: leadEmailMessageId(lead.id, config.SITE_URL),
    headers: { "X-Lead-Id": lead.id },
  };
}

export interface Deliverer {
  email?: (lead: LeadRow) => Promise<void>;
  webhook?: (lead: LeadRow) => Promise<void>;
  close(): void;
}

/** The webhook's body: the table's fields by payload key (attribution grouped, as the forms send it). */
export function webhookPayload(lead: LeadRow, timestamp: number) {
  const facts: Record<string, unknown> = {};
  const attribution: Record<string, unknown> = {};
  for (const field of LEAD_FIELDS as readonly LeadFieldSpec[]) {
    const value = columnValue(lead, field);
    const target = field.group === "attribution" ? attribution : facts;
    target[field.key] = field.type === "campaign" ? parseCampaign(value) : value;
    if (field.type === "userType") facts.userTypeLabel = userTypeLabel(lead);
  }
  return {
    event: "lead.created",
    deliveryId: `${lead.id}:webhook`,
    timestamp,
    lead: {
      id: lead.id,
      createdAt: new Date(lead.created_at).toISOString(),
      kind: lead.kind,
      status: lead.status,
      ...facts,
      attribution,
    },
  };
}

/** The delivery functions for the channels that are configured. */
export function createDeliverer(config: Config): Deliverer {
  const deliverer: Deliverer = { close() {} };
  const transport = config.NOTIFY_EMAIL_TO ? createMailTransport(config) : undefined;
  if (transport) {
    deliverer.email = mailSender(transport, (lead) => buildLeadEmail(lead, config));
    deliverer.close = () => transport.close();
  }
  const webhook = webhookSender(config, (lead: LeadRow) => lead.id, webhookPayload);
  if (webhook) deliverer.webhook = webhook;
  return deliverer;
}
