/**
 * What an application sends: the recruiters' e-mail with the résumé attached, the signed
 * `application.created` webhook (without the file), and the candidate's plain confirmation. Built like the
 * lead notifications (server/leads/notify.ts): the same transport, header-safe lines, escaped HTML, the
 * same webhook signature, and a Message-ID per notification so a repeated delivery can be dropped.
 */
import type { Selectable } from "kysely";
import {
  APPLICATION_WEBHOOK_EVENT,
  type ApplicationChannel,
  CREDENTIAL_LABELS,
  LICENSE_STATES,
  type LicenseState,
  RESUME_TYPES,
} from "#schemas/application";
import { campaignPairs, parseCampaign } from "#schemas/lead-fields";
import { FIRM } from "#schemas/firm";
import { adminApplicationPath } from "#schemas/paths";
import type { ApplicationsTable } from "../db/schema";
import type { Config } from "../env";
import { postWebhook, webhookTarget } from "../outbox/webhook";
import {
  createMailTransport,
  headerSafe,
  mailFrom,
  notificationBodies,
  notificationMessageId,
  SAFE_MAIL,
} from "../outbox/mail";

export type ApplicationRow = Selectable<ApplicationsTable>;

/** One application to deliver, with what its notifications name besides the row. */
export interface ApplicationNotice {
  application: ApplicationRow;
  /** Where the posting is ("Atlanta"), when the posting is still on file. */
  place?: string;
  /** The résumé's bytes: loaded for the recruiters' e-mail only. */
  resume?: Buffer;
}

/** The delivery function of each configured channel. */
export type ApplicationDeliverer = {
  [C in ApplicationChannel]?: (notice: ApplicationNotice) => Promise<void>;
} & { close(): void };

/** The stored licence states (a JSON array of codes), tolerant of a row written by hand. */
export function licenseStateCodes(application: Pick<ApplicationRow, "license_states">): string[] {
  try {
    const parsed = JSON.parse(application.license_states) as unknown;
    return Array.isArray(parsed) ? parsed.filter((code): code is string => typeof code === "string") : [];
  } catch {
    return [];
  }
}

export function licenseStateNames(codes: readonly string[]): string[] {
  return codes.map((code) => LICENSE_STATES[code as LicenseState] ?? code);
}

function credentialLabel(application: ApplicationRow): string {
  return CREDENTIAL_LABELS[application.credential] ?? application.credential;
}

/** "12.4 KB", "1.3 MB". */
export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

export function postingUrl(application: ApplicationRow, config: Pick<Config, "SITE_URL">): string {
  return `${config.SITE_URL}${application.job_path}`;
}

export function applicationInboxUrl(id: string, config: Pick<Config, "SITE_URL">): string {
  return `${config.SITE_URL}${adminApplicationPath(id)}`;
}

function candidateName(application: ApplicationRow): string {
  return headerSafe(`${application.first_name} ${application.last_name}`, 120);
}

function mediaType(application: ApplicationRow): string {
  return RESUME_TYPES[application.resume_type]?.mediaType ?? "application/octet-stream";
}

/** Every fact of an application as label/value pairs, in reading order (the message apart). */
export function applicationFields(
  application: ApplicationRow,
  config: Pick<Config, "SITE_URL">,
): Array<[string, string]> {
  const states = licenseStateNames(licenseStateCodes(application));
  const rows: Array<[string, string | null]> = [
    ["Application ID", application.id],
    ["Received", new Date(application.created_at).toISOString()],
    ["Posting", application.job_title],
    ["Posting page", postingUrl(application, config)],
    ["Credential", credentialLabel(application)],
    ["Licensed in", states.join(", ")],
    [
      "Years of experience",
      application.years_experience === null ? null : String(application.years_experience),
    ],
    ["Name", `${application.first_name} ${application.last_name}`],
    ["Email", application.email],
    ["Phone", application.phone],
    [
      "Résumé",
      `${application.resume_name} (${RESUME_TYPES[application.resume_type]?.label ?? application.resume_type}, ${fileSize(application.resume_size)}), attached`,
    ],
    ["Page", application.page_path],
    ["Referrer", application.referrer],
    ["Campaign", campaignPairs(parseCampaign(application.utm), ", ") || null],
  ];
  return rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== "");
}

export interface ApplicationEmail {
  from: string;
  to: string | { name: string; address: string };
  replyTo: { name: string; address: string };
  subject: string;
  text: string;
  html?: string;
  messageId: string;
  headers: Record<string, string>;
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
}

/**
 * The recruiters' e-mail: the posting and the candidate's credential in the subject, every field in the
 * body, the résumé attached, Reply-To the candidate.
 */
export function buildApplicationEmail(
  { application, place, resume }: ApplicationNotice,
  config: Config,
): ApplicationEmail {
  const name = candidateName(application);
  const posting = `${application.job_title}${place ? ` (${place})` : ""}`;
  const subject = headerSafe(`Application: ${application.credential} – ${name} – ${posting}`, 200);
  const { text, html } = notificationBodies({
    title: subject,
    intro:
      "A candidate applied on the website, with the résumé attached. Reply to this e-mail to answer the candidate directly.",
    fields: applicationFields(application, config),
    message: application.message,
    links: [
      {
        label: "Application in the inbox",
        text: "Open the application in the inbox",
        href: applicationInboxUrl(application.id, config),
      },
    ],
  });
  return {
    from: mailFrom(config, "Website applications"),
    to: config.NOTIFY_EMAIL_TO ?? "",
    replyTo: { name, address: application.email },
    subject,
    text,
    html,
    messageId: notificationMessageId("application", application.id, "email", config.SITE_URL),
    headers: { "X-Application-Id": application.id },
    attachments: resume
      ? [
          {
            filename: headerSafe(application.resume_name, 255) || `resume.${application.resume_type}`,
            content: resume,
            contentType: mediaType(application),
          },
        ]
      : undefined,
  };
}

/**
 * The candidate's confirmation: plain text naming the role and what happens next, from SMTP_FROM, Reply-To
 * the firm's recruiting address. Only the first name and the role: an address typed wrongly learns nothing
 * else about the candidate.
 */
export function buildConfirmationEmail(
  { application, place }: ApplicationNotice,
  config: Config,
): ApplicationEmail {
  const role = headerSafe(`${application.job_title}${place ? ` (${place})` : ""}`, 160);
  const subject = headerSafe(`We received your application: ${role}`, 200);
  const text = [
    `Dear ${headerSafe(application.first_name, 60)},`,
    "",
    `Thank you for applying for ${role} with ${FIRM.name}. We have your application and your résumé.`,
    "",
    "What happens next:",
    "- A recruiter who places nurse practitioners and physician assistants reviews your application and replies within one business day.",
    "- If the role fits, we call you to talk it through (pay, schedule, licensing and start date), and we put you forward to the employer only with your agreement.",
    "- Our service is free for NPs and PAs: the employer pays our fee.",
    "",
    `Questions in the meantime? Reply to this e-mail, write to ${FIRM.email} or call ${FIRM.phone}.`,
    "",
    `The posting you applied for: ${postingUrl(application, config)}`,
    "",
    FIRM.name,
    config.SITE_URL,
    "",
    "You receive this e-mail because this address was used to apply on our website. If you did not apply, reply and tell us and we will delete the application.",
  ].join("\n");
  return {
    from: mailFrom(config, FIRM.name),
    to: { name: candidateName(application), address: application.email },
    replyTo: { name: FIRM.name, address: FIRM.email },
    subject,
    text: `${text}\n`,
    messageId: notificationMessageId("application", application.id, "confirmation", config.SITE_URL),
    // RFC 3834: an automatic reply, so auto-responders do not answer it.
    headers: { "Auto-Submitted": "auto-generated" },
  };
}

/** The `application.created` event: the application's facts and the résumé's description, never its bytes. */
export function applicationWebhookPayload(
  { application }: ApplicationNotice,
  config: Pick<Config, "SITE_URL">,
  timestamp: number,
) {
  const codes = licenseStateCodes(application);
  return {
    event: APPLICATION_WEBHOOK_EVENT,
    deliveryId: `${application.id}:webhook`,
    timestamp,
    application: {
      id: application.id,
      createdAt: new Date(application.created_at).toISOString(),
      status: application.status,
      inboxUrl: applicationInboxUrl(application.id, config),
      posting: {
        id: application.posting_id,
        title: application.job_title,
        path: application.job_path,
        url: postingUrl(application, config),
      },
      firstName: application.first_name,
      lastName: application.last_name,
      email: application.email,
      phone: application.phone,
      credential: application.credential,
      credentialLabel: credentialLabel(application),
      licenseStates: codes,
      licenseStateNames: licenseStateNames(codes),
      yearsExperience: application.years_experience,
      message: application.message,
      resume: {
        name: application.resume_name,
        type: application.resume_type,
        mediaType: mediaType(application),
        size: Number(application.resume_size),
        sha256: application.resume_sha256,
      },
      attribution: {
        pagePath: application.page_path,
        referrer: application.referrer,
        utm: parseCampaign(application.utm),
      },
    },
  };
}

/**
 * The delivery functions of the channels that are configured: the recruiters' e-mail (SMTP_URL and
 * NOTIFY_EMAIL_TO), the candidate's confirmation (SMTP_URL), the webhook (WEBHOOK_URL and WEBHOOK_SECRET).
 */
export function createApplicationDeliverer(config: Config): ApplicationDeliverer {
  const deliverer: ApplicationDeliverer = { close() {} };
  const transport = createMailTransport(config);
  if (transport) {
    if (config.NOTIFY_EMAIL_TO) {
      deliverer.email = async (notice) => {
        if (!notice.resume) throw new Error("the résumé is missing");
        await transport.sendMail({ ...buildApplicationEmail(notice, config), ...SAFE_MAIL });
      };
    }
    deliverer.confirmation = async (notice) => {
      await transport.sendMail({ ...buildConfirmationEmail(notice, config), ...SAFE_MAIL });
    };
    deliverer.close = () => transport.close();
  }
  const target = webhookTarget(config);
  if (target) {
    deliverer.webhook = (notice) =>
      postWebhook(target, `${notice.application.id}:webhook`, (timestamp) =>
        applicationWebhookPayload(notice, config, timestamp),
      );
  }
  return deliverer;
}
