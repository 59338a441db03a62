import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { arrivals } from "./poll";

export interface ReceivedMail {
  /** Raw RFC 5322 source as received. */
  raw: string;
  /** Header name (lower case) → unfolded, decoded values. */
  headers: Map<string, string[]>;
  header(name: string): string | undefined;
  text: string;
  html: string;
  /** Parts sent as attachments, decoded to their bytes. */
  attachments: ReceivedAttachment[];
  envelopeTo: string[];
}

export interface ReceivedAttachment {
  filename: string | undefined;
  contentType: string;
  content: Buffer;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  mails: ReceivedMail[];
  /** Resolves once at least `count` mails arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

function decodeQuotedPrintable(input: string): Buffer {
  const soft = input.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const char = soft[i]!;
    const hex = soft.slice(i + 1, i + 3);
    if (char === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, "latin1"));
    }
  }
  return Buffer.from(bytes);
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset, encoding: string, text: string) => {
      if (encoding.toUpperCase() === "B") return Buffer.from(text, "base64").toString("utf8");
      return decodeQuotedPrintable(text.replace(/_/g, " ")).toString("utf8");
    });
}

function parseHeaders(block: string): Map<string, string[]> {
  const headers = new Map<string, string[]>();
  const unfolded = block.replace(/\r?\n[ \t]+/g, " ");
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = decodeWords(line.slice(colon + 1).trim());
    headers.set(name, [...(headers.get(name) ?? []), value]);
  }
  return headers;
}

function splitEntity(source: string): { headers: Map<string, string[]>; body: string } {
  const match = /\r?\n\r?\n/.exec(source);
  if (!match) return { headers: parseHeaders(source), body: "" };
  return {
    headers: parseHeaders(source.slice(0, match.index)),
    body: source.slice(match.index + match[0].length),
  };
}

function decodeBody(headers: Map<string, string[]>, body: string): string {
  const encoding = (headers.get("content-transfer-encoding")?.[0] ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body).toString("utf8");
  return body;
}

/** The file name of a part: `filename="…"`, or RFC 2231 `filename*=utf-8''…`. */
function partFileName(disposition: string): string | undefined {
  const extended = /filename\*=(?:[\w-]+'[\w-]*')?([^;]+)/i.exec(disposition);
  if (extended) return decodeURIComponent(extended[1]!.trim().replace(/^"|"$/g, ""));
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1];
}

/** Text and HTML parts of a (possibly nested multipart) message, and its attachments. */
function collectParts(
  source: string,
  out: { text: string; html: string; attachments: ReceivedAttachment[] },
) {
  const { headers, body } = splitEntity(source);
  const type = headers.get("content-type")?.[0] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith("--")) break;
      collectParts(part.replace(/^\r?\n/, ""), out);
    }
    return;
  }
  const disposition = headers.get("content-disposition")?.[0] ?? "";
  if (/^attachment/i.test(disposition)) {
    const encoding = (headers.get("content-transfer-encoding")?.[0] ?? "7bit").toLowerCase();
    const content =
      encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64")
        : encoding === "quoted-printable"
          ? decodeQuotedPrintable(body)
          : Buffer.from(body, "latin1");
    out.attachments.push({ filename: partFileName(disposition), contentType: type.split(";")[0]!, content });
    return;
  }
  const decoded = decodeBody(headers, body).replace(/\r\n/g, "\n");
  if (/^text\/html/i.test(type)) out.html += decoded;
  else if (/^text\/plain/i.test(type)) out.text += decoded;
}

export function parseMail(raw: string, envelopeTo: string[] = []): ReceivedMail {
  const { headers } = splitEntity(raw);
  const parts = { text: "", html: "", attachments: [] as ReceivedAttachment[] };
  collectParts(raw, parts);
  return {
    raw,
    headers,
    header: (name) => headers.get(name.toLowerCase())?.[0],
    text: parts.text,
    html: parts.html,
    attachments: parts.attachments,
    envelopeTo,
  };
}

/** A real SMTP server on a free port (no TLS, no auth) that keeps every mail it accepts. */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const arrived = arrivals(() => mails.length, "mails");
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    disableReverseLookup: true,
    // Pooled client connections stay open; closing the test server should not wait for them.
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const envelopeTo = session.envelope.rcptTo.map((rcpt) => rcpt.address);
        mails.push(parseMail(Buffer.concat(chunks).toString("utf8"), envelopeTo));
        arrived.notify();
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  // A client killed mid-session resets its connection; that is the client's business, not a failure.
  server.on("error", () => {});
  const actualPort = (server.server.address() as AddressInfo).port;
  return {
    port: actualPort,
    url: `smtp://127.0.0.1:${actualPort}`,
    mails,
    waitFor: arrived.waitFor,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
