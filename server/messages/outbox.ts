/**
 * Delivers the e-mails sent from a record (`record_messages`) as every outbox is delivered
 * (server/outbox/queue.ts): due rows claimed under a lease, so each goes out once across instances, then
 * recorded as sent, retried with backoff, or failed after OUTBOX_MAX_ATTEMPTS. A plain-text e-mail from the
 * firm's address with Reply-To the recruiter who sent it, so the answer reaches them. Sending wakes it through
 * the outbox signal (MESSAGES_TOPIC); otherwise it polls every OUTBOX_POLL_MS. Without SMTP_URL nothing is
 * claimed: the e-mails wait, pending, until it is set.
 */
import { FIRM } from "#schemas/firm";
import { createMailTransport, headerSafe, mailFrom, SAFE_MAIL } from "../outbox/mail";
import type { OutboxWorker, OutboxWorkerOptions } from "../outbox/queue";
import { outboxSignal } from "../outbox/signal";
import { outboxWorker } from "../outbox/worker";

/** The outbox signal's topic that wakes this worker. */
export const MESSAGES_TOPIC = "record-messages";

export interface RecordEmail {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  messageId: string;
}

export interface MessageOutboxOptions extends OutboxWorkerOptions {
  /** Sends one e-mail; SMTP_URL's transport unless a test brings its own. */
  send?: (email: RecordEmail) => Promise<void>;
  concurrency?: number;
}

interface Claimed {
  id: string;
  attempts: number;
}

interface MessageRow {
  id: string;
  to_email: string;
  subject: string;
  body: string;
  user_email: string;
}

export function createMessageOutboxWorker({
  db,
  config,
  log,
  send,
  batchSize = 20,
  concurrency = 4,
}: MessageOutboxOptions): OutboxWorker {
  const kdb = db.kysely;
  let close: (() => void) | undefined;
  if (!send) {
    const transport = createMailTransport(config);
    if (transport) {
      send = async (email) => {
        await transport.sendMail({ ...email, ...SAFE_MAIL });
      };
      close = () => transport.close();
    }
  }
  const deliver = send;
  const host = new URL(config.SITE_URL).hostname;
  return outboxWorker<Claimed, Map<string, MessageRow>>({
    db,
    config,
    log,
    table: { table: "record_messages", keys: ["id"], route: "channel", columns: ["id", "attempts"] },
    routes: deliver ? ["email"] : [],
    batchSize,
    concurrency,
    load: async (rows) => {
      const found = await kdb
        .selectFrom("record_messages")
        .select(["id", "to_email", "subject", "body", "user_email"])
        .where(
          "id",
          "in",
          rows.map((row) => row.id),
        )
        .execute();
      return new Map(found.map((row) => [row.id, row]));
    },
    send: async (row, messages) => {
      const message = messages.get(row.id);
      if (!message) return { kind: "failed", error: "the e-mail's record was removed" };
      if (!deliver) throw new Error("SMTP_URL is not set");
      // Plain text only: nothing of the body is ever read as HTML; header values are one safe line each.
      await deliver({
        from: mailFrom(config, FIRM.name),
        to: message.to_email,
        replyTo: message.user_email,
        subject: headerSafe(message.subject),
        text: message.body.endsWith("\n") ? message.body : `${message.body}\n`,
        messageId: `<message-${row.id}@${host}>`,
      });
      return { kind: "sent" };
    },
    noun: "record e-mail",
    // Ids only: never the address, the subject or the body.
    logContext: (row) => ({ messageId: row.id, attempts: row.attempts }),
    name: "record e-mail outbox",
    signal: { emitter: outboxSignal(db), topic: MESSAGES_TOPIC },
    onStart: () => {
      if (!deliver) log.warn("e-mails from records are off (set SMTP_URL): they stay pending until it is");
    },
    close,
  });
}
