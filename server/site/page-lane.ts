import type http from "node:http";
import { STATUS_CODES } from "node:http";
import type net from "node:net";
import type { AnswerHeaders, SiteAnswer, SiteAnswerer } from "./page-responses";

/**
 * The page lane: answers the site's files to keep-alive connections straight from the socket, before Node's
 * HTTP machinery, which alone costs more than half of what a page answer costs (docs/decisions/0083-page-lane.md).
 *
 * It recognises one strict shape of request head, complete in what has arrived: `GET` or `HEAD` of an
 * origin-form target over HTTP/1.1, visible ASCII only, one Host, no body (no Content-Length or
 * Transfer-Encoding), no Upgrade or Expect, at most 16 KiB. Whatever else arrives (another method, a target the
 * site has no file for, a head split across packets, HTTP/1.0, a byte out of place) is not parsed further: the
 * connection, from the first byte of that request on, goes to Node's HTTP server (and so to Fastify), which
 * answers it and everything after it on that connection. The lane never takes a connection back.
 */

export interface PageLane {
  /** Ends the lane's idle connections (the server is closing; later requests on them get Fastify's 503). */
  closeIdle(): void;
  /** Connections the lane holds now. */
  readonly size: number;
}

const HEAD_END = Buffer.from("\r\n\r\n");
/** Node's default limit (maxHeaderSize); a longer head goes to Node, which answers 431. */
const MAX_HEAD_BYTES = 16 * 1024;
const REQUEST_LINE = /^(GET|HEAD) (\/[\x21-\x7e]*) HTTP\/1\.1$/;
const HEADER_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):([\t\x20-\x7e]*)$/;

/** Node's Date header: worked out at most once a second. */
let dateLine: string | undefined;
function currentDateLine(): string {
  if (dateLine === undefined) {
    const now = new Date();
    dateLine = `Date: ${now.toUTCString()}\r\n`;
    setTimeout(() => {
      dateLine = undefined;
    }, 1000 - now.getMilliseconds()).unref();
  }
  return dateLine;
}

/**
 * The bytes of an answer, as Node's ServerResponse writes them: status line, the answer's headers in order,
 * then Date, Connection and Keep-Alive, then the body (none for HEAD or a 304). Kept per headers object (those
 * are cached per asset, status and encoding) for the current second, and written with one `write`: a head and
 * a body written as two buffers (one `writev`) measured 40% slower.
 */
interface Answers {
  dateLine: string;
  /** Indexed by (close ? 2 : 0) + (withBody ? 1 : 0). */
  bytes: (Buffer | undefined)[];
}
const answers = new WeakMap<AnswerHeaders, Answers>();

function answerBytes(
  answer: SiteAnswer,
  withBody: boolean,
  close: boolean,
  keepAliveSeconds: number,
): Buffer {
  const date = currentDateLine();
  let entry = answers.get(answer.headers);
  if (entry?.dateLine !== date) {
    entry = { dateLine: date, bytes: [] };
    answers.set(answer.headers, entry);
  }
  const slot = (close ? 2 : 0) + (withBody ? 1 : 0);
  const cached = entry.bytes[slot];
  if (cached) return cached;
  let head = `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\n`;
  for (const name of Object.keys(answer.headers)) head += `${name}: ${answer.headers[name]}\r\n`;
  head += close
    ? `${date}Connection: close\r\n\r\n`
    : `${date}Connection: keep-alive\r\nKeep-Alive: timeout=${keepAliveSeconds}\r\n\r\n`;
  const headBytes = Buffer.from(head, "latin1");
  const bytes = withBody && answer.body ? Buffer.concat([headBytes, answer.body]) : headBytes;
  entry.bytes[slot] = bytes;
  return bytes;
}

interface Recognised {
  method: "GET" | "HEAD";
  target: string;
  acceptEncoding: string | undefined;
  ifNoneMatch: string | undefined;
  close: boolean;
}

/** The request head in `head` (without its final blank line), or undefined when it is not of the lane's shape. */
export function recognise(head: string): Recognised | undefined {
  const lines = head.split("\r\n");
  const requestLine = REQUEST_LINE.exec(lines[0]!);
  if (!requestLine) return undefined;
  let hosts = 0;
  let acceptEncoding: string | undefined;
  let ifNoneMatch: string | undefined;
  let close = false;
  for (let i = 1; i < lines.length; i += 1) {
    const line = HEADER_LINE.exec(lines[i]!);
    if (!line) return undefined;
    const value = line[2]!.trim();
    switch (line[1]!.toLowerCase()) {
      case "host":
        hosts += 1;
        break;
      case "accept-encoding":
        if (acceptEncoding !== undefined) return undefined;
        acceptEncoding = value;
        break;
      case "if-none-match":
        if (ifNoneMatch !== undefined) return undefined;
        ifNoneMatch = value;
        break;
      case "connection":
        for (const token of value.toLowerCase().split(",")) {
          const option = token.trim();
          if (option === "close") close = true;
          else if (option === "upgrade") return undefined;
        }
        break;
      case "content-length":
      case "transfer-encoding":
      case "upgrade":
      case "expect":
      case "http2-settings":
        return undefined;
    }
  }
  if (hosts !== 1) return undefined;
  return {
    method: requestLine[1] as "GET" | "HEAD",
    target: requestLine[2]!,
    acceptEncoding,
    ifNoneMatch,
    close,
  };
}

/**
 * Puts the lane in front of `server`: every accepted connection starts in the lane. `isClosing` sends every
 * later request to Node (Fastify then answers 503 and closes).
 */
export function installPageLane(
  server: http.Server,
  respond: SiteAnswerer,
  isClosing: () => boolean,
): PageLane {
  const [nodeConnectionListener] = server.listeners("connection") as ((socket: net.Socket) => void)[];
  if (!nodeConnectionListener) throw new Error("the HTTP server has no connection listener to hand on to");
  server.removeListener("connection", nodeConnectionListener);
  const sockets = new Set<net.Socket>();

  server.on("connection", (socket: net.Socket) => {
    sockets.add(socket);

    const onError = () => socket.destroy();
    const onTimeout = () => socket.destroy();
    const onClose = () => sockets.delete(socket);
    /** Requests that arrived while earlier answers were still waiting to go out. */
    let waiting: Buffer | undefined;
    /** The client has sent all it will (a half-close). */
    let ended = false;
    const finish = () => {
      sockets.delete(socket);
      socket.end();
    };
    // Once the client's requests are all answered, the connection is done. Requests read before the
    // half-close but held back for a client that reads slowly are answered first, as the socket drains.
    const onEnd = () => {
      ended = true;
      if (!waiting) finish();
    };
    const onDrain = () => {
      const rest = waiting;
      waiting = undefined;
      if (rest) onData(rest);
      if (waiting || !sockets.has(socket)) return;
      if (ended) finish();
      else socket.resume();
    };

    function handOff(rest: Buffer) {
      socket.removeListener("data", onData);
      socket.removeListener("error", onError);
      socket.removeListener("timeout", onTimeout);
      socket.removeListener("close", onClose);
      socket.removeListener("end", onEnd);
      socket.removeListener("drain", onDrain);
      socket.setTimeout(0);
      sockets.delete(socket);
      socket.pause();
      if (rest.length > 0) socket.unshift(rest);
      nodeConnectionListener!.call(server, socket);
      socket.resume();
    }

    function onData(chunk: Buffer) {
      let start = 0;
      while (start < chunk.length) {
        const end = chunk.indexOf(HEAD_END, start);
        const request =
          end !== -1 && end - start <= MAX_HEAD_BYTES && !isClosing()
            ? recognise(chunk.toString("latin1", start, end))
            : undefined;
        const answer = request && respond(request.target, request.acceptEncoding, request.ifNoneMatch);
        if (!request || !answer) {
          handOff(start === 0 ? chunk : chunk.subarray(start));
          return;
        }
        socket.write(
          answerBytes(
            answer,
            request.method === "GET",
            request.close,
            Math.floor(server.keepAliveTimeout / 1000),
          ),
        );
        start = end + HEAD_END.length;
        if (request.close) {
          socket.end();
          sockets.delete(socket);
          socket.removeListener("data", onData);
          return;
        }
        // A client that sends faster than it reads gets its next answer once the ones before have gone out:
        // the lane holds at most one answer beyond the socket's buffer, however many requests arrive at once.
        if (socket.writableNeedDrain && start < chunk.length) {
          waiting = chunk.subarray(start);
          socket.pause();
          return;
        }
      }
      if (socket.writableNeedDrain) socket.pause();
    }

    socket.on("data", onData);
    socket.on("error", onError);
    socket.on("timeout", onTimeout);
    socket.on("close", onClose);
    socket.on("end", onEnd);
    socket.on("drain", onDrain);
    socket.setTimeout(server.keepAliveTimeout);
  });

  return {
    closeIdle() {
      for (const socket of sockets) {
        if (socket.writableLength === 0) socket.destroy();
        else socket.end();
      }
      sockets.clear();
    },
    get size() {
      return sockets.size;
    },
  };
}
