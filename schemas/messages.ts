import { z } from "zod/mini";
import { cleanMultiLine, cleanSingleLine } from "./lead";

/**
 * E-mail from the record: the firm's templates (edited in the staff app) and the e-mails a recruiter sends
 * to a lead or a candidate from its record. Shared by the browser (composer, templates screen) and the server.
 */

/** The staff API's message routes (under /api/admin). */
export const MESSAGE_STAFF_ROUTES = {
  templates: "/message-templates",
  template: "/message-templates/:id",
  /** A record's e-mails: GET lists them, POST sends one (under the record's own address, so screens follow). */
  messages: { leads: "/leads/:id/messages", applications: "/applications/:id/messages" },
  /** POST: the subject and body with the record's placeholders filled in, nothing sent. */
  preview: "/message-preview/:kind/:id",
} as const;

export const MESSAGE_RECORD_KINDS = ["leads", "applications"] as const;
export type MessageRecordKind = (typeof MESSAGE_RECORD_KINDS)[number];

export const TEMPLATE_LIMITS = { name: 80, subject: 200, body: 5000 } as const;

/** What a template may name, each filled from the record and the recruiter who sends it. */
export const PLACEHOLDERS = {
  first_name: "The lead's or candidate's first name",
  last_name: "Their last name",
  posting_title: "The posting applied for (for a lead, the position they asked about)",
  recruiter_name: "Your name, from your sign-in address (jane.doe@… is Jane Doe)",
  recruiter_email: "Your e-mail address (replies come to it)",
  firm_name: "The firm's name",
  firm_phone: "The firm's phone number",
} as const;
export type Placeholder = keyof typeof PLACEHOLDERS;
export type PlaceholderValues = Record<Placeholder, string>;

const PLACEHOLDER = /\{\{\s*([A-Za-z_]+)\s*\}\}/g;

function isPlaceholder(name: string): name is Placeholder {
  return Object.hasOwn(PLACEHOLDERS, name);
}

/** The names a text uses that are not placeholders ({{first_nmae}}), in order, once each. */
export function unknownPlaceholders(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) if (!isPlaceholder(match[1]!)) found.add(match[1]!);
  return [...found];
}

/** Puts the values in; an unknown name is left as written, so the recruiter sees it in the preview. */
export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (isPlaceholder(name) ? values[name] : whole));
}

/** "jane.doe-smith@firm.com" → "Jane Doe-Smith": staff accounts have an address only. */
export function nameFromAddress(email: string): string {
  const local = email.split("@")[0] ?? "";
  return local
    .split(/[._+]+/)
    .filter(Boolean)
    .map((part) =>
      part.replace(/(^|-)(\p{L})/gu, (_m, dash: string, letter: string) => dash + letter.toUpperCase()),
    )
    .join(" ");
}

const knownPlaceholders = (label: string) =>
  z.refine<string>((value) => unknownPlaceholders(value).length === 0, {
    error: (issue) =>
      `${label} names an unknown placeholder: ${unknownPlaceholders(String(issue.input))
        .map((name) => `{{${name}}}`)
        .join(", ")}`,
  });

const line = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label.toLowerCase()}` })
    .check(
      z.overwrite(cleanSingleLine),
      z.trim(),
      z.minLength(1, `Enter the ${label.toLowerCase()}`),
      z.maxLength(max, `${label} must be at most ${max} characters`),
    );

const body = z
  .string({ error: "Enter the message" })
  .check(
    z.overwrite(cleanMultiLine),
    z.trim(),
    z.minLength(1, "Enter the message"),
    z.maxLength(TEMPLATE_LIMITS.body, `The message must be at most ${TEMPLATE_LIMITS.body} characters`),
  );

export const TemplateInputSchema = z.object({
  name: line("Name", TEMPLATE_LIMITS.name),
  subject: line("Subject", TEMPLATE_LIMITS.subject).check(knownPlaceholders("The subject")),
  body: body.check(knownPlaceholders("The message")),
});
export type TemplateInput = z.output<typeof TemplateInputSchema>;

export const MessageTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  subject: z.string(),
  body: z.string(),
  updatedAt: z.number(),
  updatedBy: z.nullable(z.string()),
});
export type MessageTemplate = z.output<typeof MessageTemplateSchema>;

export const TemplatesAnswerSchema = z.object({
  templates: z.array(MessageTemplateSchema),
  placeholders: z.record(z.string(), z.string()),
});
export type TemplatesAnswer = z.output<typeof TemplatesAnswerSchema>;

export const TemplateAnswerSchema = z.object({ template: MessageTemplateSchema });

export const TemplateParamsSchema = z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9-]{1,100}$/)) });

const RecordId = z.string().check(z.regex(/^[A-Za-z0-9-]{1,100}$/));
export const MessageRecordParamsSchema = z.object({ id: RecordId });
export const PreviewParamsSchema = z.object({ kind: z.enum(MESSAGE_RECORD_KINDS), id: RecordId });

/** What the composer sends: the chosen template (if any) and the subject and body as edited. */
export const SendMessageSchema = z.object({
  templateId: z.optional(z.nullable(z.string().check(z.maxLength(100)))),
  subject: line("Subject", TEMPLATE_LIMITS.subject),
  body,
});
export type SendMessage = z.output<typeof SendMessageSchema>;

export const PreviewAnswerSchema = z.object({
  to: z.nullable(z.string()),
  subject: z.string(),
  body: z.string(),
  /** Names written as placeholders that are none ({{first_nmae}}): left as written. */
  unknown: z.array(z.string()),
});
export type PreviewAnswer = z.output<typeof PreviewAnswerSchema>;

export const SENT_MESSAGE_STATUSES = ["pending", "sending", "sent", "failed"] as const;

export const SentMessageSchema = z.object({
  id: z.string(),
  createdAt: z.number(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  by: z.string(),
  templateName: z.nullable(z.string()),
  status: z.enum(SENT_MESSAGE_STATUSES),
  sentAt: z.nullable(z.number()),
  lastError: z.nullable(z.string()),
});
export type SentMessage = z.output<typeof SentMessageSchema>;

export const SentMessagesAnswerSchema = z.object({ messages: z.array(SentMessageSchema) });
export const SentMessageAnswerSchema = z.object({ message: SentMessageSchema });
