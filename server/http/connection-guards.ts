import type { IncomingMessage, ServerResponse } from "node:http";
import { STATUS_CODES } from "node:http";
import { isIP } from "node:net";
import type net from "node:net";
import type { FastifyReply, FastifyRequest } from "fastify";
import { RESOURCE_SECURITY_HEADERS } from "./security-headers";

/**
 * What every connection and request is held to before any route runs: deadlines for heads and bodies, a
 * bound on the answers one connection may have waiting, one Host, a forwarded address that is an address,
 * and Node's own refusals dressed in the site's security headers.
 */

export const ERROR_HEADERS: Readonly<Record<string, string>> = {
  ...RESOURCE_SECURITY_HEADERS,
  "cache-control": "no-store",
};

/**
 * Requests one connection may have in flight (received, answer not yet handed to the operating system).
 * Browsers never pipeline; a client that sends requests without reading the answers is cut off here
 * instead of having its answers pile up in memory.
 */
export const MAX_IN_FLIGHT_PER_CONNECTION = 16;

/** How often Node checks its head and request deadlines (its default, 30 s, would let both overrun by as much). */
export const DEADLINE_CHECK_INTERVAL_MS = 1000;

function jsonBody(status: number, message: string): string {
  return JSON.stringify({ error: message || STATUS_CODES[status] });
}

/** A whole answer as bytes, for a socket that has no response object (Node's own refusals). */
function rawAnswer(status: number, message: string): string {
  const body = jsonBody(status, message);
  let head = `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n`;
  for (const [name, value] of Object.entries(ERROR_HEADERS)) head += `${name}: ${value}\r\n`;
  return `${head}content-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n${body}`;
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, "The request took too long to arrive"],
  HPE_HEADER_OVERFLOW: [431, "The request's headers are too large"],
};

/**
 * Node's `clientError`: a request its parser refused (a bare LF, an obs-fold, a head too large) or one whose
 * head or whole request missed its deadline. Answered like every other refusal, with the security headers,
 * then the connection is closed; a connection already reset, or one with an answer under way, just closes.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: net.Socket): void {
  const pending = (socket as net.Socket & { _httpMessage?: ServerResponse })._httpMessage;
  if (error.code === "ECONNRESET" || !socket.writable || pending?.headersSent) {
    socket.destroy();
    return;
  }
  const [status, message] = CLIENT_ERRORS[error.code ?? ""] ?? [400, "Bad Request"];
  socket.end(rawAnswer(status, message));
}

function refuse(response: ServerResponse, status: number, message: string) {
  const body = jsonBody(status, message);
  response.writeHead(status, {
    ...ERROR_HEADERS,
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    connection: "close",
  });
  response.end(body);
}

function hostCount(rawHeaders: string[]): number {
  let hosts = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (rawHeaders[i]!.length === 4 && rawHeaders[i]!.toLowerCase() === "host") hosts += 1;
  }
  return hosts;
}

const inFlight = new WeakMap<net.Socket, number>();

/**
 * The checks every request on Node's path passes before anything answers it. Returns false when it has been
 * answered (or its connection ended) here.
 */
export function admitRequest(
  request: IncomingMessage,
  response: ServerResponse,
  { trustProxy }: { trustProxy: boolean },
): boolean {
  const socket = request.socket;
  const count = (inFlight.get(socket) ?? 0) + 1;
  if (count > MAX_IN_FLIGHT_PER_CONNECTION) {
    socket.destroy();
    return false;
  }
  inFlight.set(socket, count);
  let settled = false;
  const settle = () => {
    if (settled) return;
    settled = true;
    inFlight.set(socket, (inFlight.get(socket) ?? 1) - 1);
  };
  response.once("finish", settle);
  response.once("close", settle);

  // Node keeps the first of two Host headers; which host a request is for must never be ambiguous.
  if (hostCount(request.rawHeaders) > 1) {
    refuse(response, 400, "A request names one Host");
    return false;
  }
  if (trustProxy) dropInvalidForwardedAddress(request);
  return true;
}

/**
 * Behind one trusted proxy the client's address is the last entry of X-Forwarded-For. When that entry is not
 * an address (`garbage`, `1.2.3.4:5678`), the header is set aside and the socket's address counts instead,
 * so made-up values cannot each get a rate-limit bucket of their own.
 */
export function dropInvalidForwardedAddress(request: IncomingMessage): void {
  const value = request.headers["x-forwarded-for"];
  if (value === undefined) return;
  const header = Array.isArray(value) ? value.join(",") : value;
  const last = header.slice(header.lastIndexOf(",") + 1).trim();
  if (isIP(last) === 0) delete request.headers["x-forwarded-for"];
}

/** True when the request says a body follows its head. */
function hasBody(request: IncomingMessage): boolean {
  const length = request.headers["content-length"];
  return (length !== undefined && length !== "0") || request.headers["transfer-encoding"] !== undefined;
}

/**
 * A deadline for a request's body: one still arriving `timeoutMs` after its head is answered 408 (through the
 * error handler, by failing the body's reading) and its connection closed. Multipart bodies (résumé uploads)
 * are left to the upload's own rate and deadline.
 */
export function bodyDeadline(timeoutMs: number) {
  return (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const raw = request.raw;
    if (!hasBody(raw) || raw.complete || request.headers["content-type"]?.startsWith("multipart/")) {
      done();
      return;
    }
    const timer = setTimeout(() => {
      // Only while the body is still being read: the reading's error listener turns this into the answer.
      if (raw.complete || raw.listenerCount("error") === 0 || reply.sent) return;
      raw.emit(
        "error",
        Object.assign(new Error("The request body took too long to arrive"), { statusCode: 408 }),
      );
    }, timeoutMs);
    const clear = () => clearTimeout(timer);
    raw.once("end", clear);
    reply.raw.once("close", clear);
    done();
  };
}
