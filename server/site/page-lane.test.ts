import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recognise } from "./page-lane";
import { startTestApp } from "../test-support/build";
import { pollUntil } from "../test-support/poll";

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** The server's side of each test connection, by the client's port: what it has read so far. */
const serverSides = new Map<number, net.Socket>();
function watchConnections(server: net.Server) {
  server.on("connection", (socket: net.Socket) => {
    if (socket.remotePort !== undefined) serverSides.set(socket.remotePort, socket);
  });
}

/**
 * Sends `parts` on a new connection, each once the server has read the ones before it (so a head sent in two
 * parts reaches the server in two reads), then half-closes (unless `halfClose` is false: the last request
 * then asks for Connection: close); resolves to every byte answered once the server ends the connection,
 * which it does when it has answered everything it was sent.
 */
function exchange(port: number, parts: (string | Buffer)[], { halfClose = true } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("end", () => resolve(Buffer.concat(chunks)));
    socket.on("error", reject);
    socket.on("connect", async () => {
      try {
        let sent = 0;
        for (const part of parts) {
          if (sent > 0) {
            await pollUntil(() => (serverSides.get(socket.localPort!)?.bytesRead ?? 0) >= sent, {
              intervalMs: 2,
              what: "the server to read the first part",
            });
          }
          socket.write(part);
          sent += typeof part === "string" ? Buffer.byteLength(part) : part.length;
        }
        if (halfClose) socket.end();
      } catch (error) {
        socket.destroy();
        reject(error);
      }
    });
  });
}

/** The answer with its Date header's value blanked: the one part that may differ between two sends. */
function comparable(answer: Buffer): string {
  return answer.toString("latin1").replace(/\r\nDate: [^\r]+\r\n/g, "\r\nDate: -\r\n");
}

interface ParsedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Splits the bytes of answers given one after the other on one connection (each with a Content-Length or none). */
function splitAnswers(bytes: Buffer, bodiless: boolean[] = []): ParsedAnswer[] {
  const answers: ParsedAnswer[] = [];
  let at = 0;
  while (at < bytes.length) {
    const headEnd = bytes.indexOf("\r\n\r\n", at);
    if (headEnd === -1) throw new Error(`an incomplete answer: ${bytes.subarray(at).toString("latin1")}`);
    const [statusLine, ...lines] = bytes.subarray(at, headEnd).toString("latin1").split("\r\n");
    const headers = Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(":");
        return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const status = Number(statusLine!.split(" ")[1]);
    const length = bodiless[answers.length] || status === 304 ? 0 : Number(headers["content-length"] ?? 0);
    answers.push({ status, headers, body: bytes.subarray(headEnd + 4, headEnd + 4 + length) });
    at = headEnd + 4 + length;
  }
  return answers;
}

/** The app serves an IndexNow key file: one of the routes' own addresses, beside the site's pages. */
const INDEXNOW_KEY = "0f3c5a9e2b7d4c1a8e6f0b3d5c7a9e1f";
let t: TestApp;
let port: number;
let etag: string;
/** Requests Node's HTTP server parsed itself (the lane's never reach it). */
let nodeRequests = 0;
beforeAll(async () => {
  t = await startTestApp({ INDEXNOW_KEY });
  watchConnections(t.app.server);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
  etag = (await t.app.inject({ url: "/faq" })).headers.etag as string;
  t.app.server.on("request", () => {
    nodeRequests += 1;
  });
});
afterAll(async () => {
  await t.close();
});

/** Sends `request` whole, then again split in two packets (which the lane hands to Node as it is). */
async function wholeAndSplit(request: string) {
  const before = nodeRequests;
  const whole = await exchange(port, [request]);
  const parsedWhole = nodeRequests - before;
  const split = await exchange(port, [request.slice(0, 9), request.slice(9)]);
  return { whole, split, parsedWhole, parsedSplit: nodeRequests - before - parsedWhole };
}

describe("the page lane", () => {
  const laneRequests: [string, string, number][] = [
    ["a page in brotli", "GET /faq HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br, gzip\r\n\r\n", 200],
    [
      "the landing page with a query",
      "GET /?utm_source=mail HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\n\r\n",
      200,
    ],
    ["HEAD of a job page", "HEAD /job-atlanta-pmr HTTP/1.1\r\nhost: localhost\r\n\r\n", 200],
    [
      "an asset with Connection: close",
      "GET /favicon.svg HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
      200,
    ],
    [
      "odd spacing",
      "GET /sitemap.xml HTTP/1.1\r\nHOST:x\r\nUser-Agent:  spaced \t\r\nAccept-Encoding:br\r\n\r\n",
      200,
    ],
    [
      "a page the site does not have",
      "GET /no-such-page HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br\r\n\r\n",
      404,
    ],
    ["an old address", "GET /jobs/atlanta-pmr?utm_source=x HTTP/1.1\r\nHost: x\r\n\r\n", 301],
    ["a trailing slash", "GET /faq/ HTTP/1.1\r\nHost: x\r\n\r\n", 301],
    ["the staff app", "GET /admin/jobs HTTP/1.1\r\nHost: x\r\nAccept-Encoding: gzip\r\n\r\n", 200],
    ["a 300-character path", `GET /${"a".repeat(300)} HTTP/1.1\r\nHost: x\r\n\r\n`, 404],
  ];

  it.each(laneRequests)(
    "answers %s from the socket, byte for byte as Node's own path does",
    async (_name, request, status) => {
      const { whole, split, parsedWhole, parsedSplit } = await wholeAndSplit(request);
      expect(parsedWhole).toBe(0);
      expect(parsedSplit).toBe(1);
      expect(comparable(whole)).toBe(comparable(split));
      expect(whole.toString("latin1").startsWith(`HTTP/1.1 ${status} `)).toBe(true);
      expect(whole.toString("latin1")).toMatch(/\r\nDate: \w{3}, \d\d \w{3} \d{4} \d\d:\d\d:\d\d GMT\r\n/);
    },
  );

  it("answers If-None-Match with the current ETag with a 304, as Node's path does", async () => {
    const request = `GET /faq HTTP/1.1\r\nHost: x\r\nIf-None-Match: ${etag}\r\nAccept-Encoding: br\r\n\r\n`;
    const { whole, split, parsedWhole } = await wholeAndSplit(request);
    expect(parsedWhole).toBe(0);
    expect(whole.toString("latin1")).toMatch(/^HTTP\/1\.1 304 Not Modified\r\n/);
    expect(comparable(whole)).toBe(comparable(split));
  });

  const handedOn: [string, string | Buffer][] = [
    ["HTTP/1.0", "GET /faq HTTP/1.0\r\nHost: x\r\n\r\n"],
    ["the API", "GET /api/admin/session HTTP/1.1\r\nHost: x\r\n\r\n"],
    ["the health check", "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"],
    ["a percent-escape", "GET /faq%3F HTTP/1.1\r\nHost: x\r\n\r\n"],
    [
      "a lead",
      "POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}",
    ],
    ["a GET with a body", "GET /faq HTTP/1.1\r\nHost: x\r\nContent-Length: 18\r\n\r\nGET / HTTP/1.1\r\n\r\n"],
    [
      "a chunked GET",
      "GET /faq HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nGET /\r\n0\r\n\r\n",
    ],
    ["no Host", "GET /faq HTTP/1.1\r\nAccept: */*\r\n\r\n"],
    ["two Hosts", "GET /faq HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n"],
    ["a folded header", "GET /faq HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br,\r\n gzip\r\n\r\n"],
    ["bare line feeds", "GET /faq HTTP/1.1\nHost: x\n\n"],
    ["a NUL in a value", "GET /faq HTTP/1.1\r\nHost: x\r\nX-A: a\0b\r\n\r\n"],
    ["a lower-case method", "get /faq HTTP/1.1\r\nHost: x\r\n\r\n"],
    ["an absolute target", "GET http://x/faq HTTP/1.1\r\nHost: x\r\n\r\n"],
    ["an upgrade", "GET /faq HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n"],
    ["Expect", "GET /faq HTTP/1.1\r\nHost: x\r\nExpect: 100-continue\r\n\r\n"],
    ["a 20 KB head", `GET /faq HTTP/1.1\r\nHost: x\r\nX-Long: ${"a".repeat(20_000)}\r\n\r\n`],
    [
      "two Accept-Encodings",
      "GET /faq HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br\r\nAccept-Encoding: gzip\r\n\r\n",
    ],
    ["Latin-1 in a value", Buffer.from("GET /faq HTTP/1.1\r\nHost: x\r\nX-Name: caf\xe9\r\n\r\n", "latin1")],
  ];

  it.each(handedOn)(
    "hands %s to Node, which answers it exactly as when the head arrives in parts",
    async (_name, request) => {
      const text = typeof request === "string" ? request : request.toString("latin1");
      const before = nodeRequests;
      const whole = await exchange(port, [request]);
      const parsedWhole = nodeRequests - before;
      const split = await exchange(port, [text.slice(0, 9), Buffer.from(text.slice(9), "latin1")]);
      expect(whole.length).toBeGreaterThan(0);
      expect(comparable(whole)).toBe(comparable(split));
      // Node saw it: it either parsed a request or refused the bytes itself (a 4xx without a request).
      const status = Number(whole.toString("latin1").split(" ")[1]);
      expect(parsedWhole > 0 || (status >= 400 && status < 500)).toBe(true);
    },
  );

  it("smuggles nothing: the body of a chunked GET is never answered as a request", async () => {
    const hidden = "GET /job-atlanta-pmr HTTP/1.1\r\nHost: x\r\n\r\n";
    const answer = await exchange(port, [
      "GET /faq HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n" +
        `${hidden.length.toString(16)}\r\n${hidden}\r\n0\r\n\r\n`,
    ]);
    const answers = splitAnswers(answer);
    expect(answers.map((a) => a.status)).toEqual([200]);
    expect(answers[0]!.body.toString()).toContain("Frequently Asked Questions");
  });

  it("answers requests sent back to back, then hands on the first it does not serve, in order", async () => {
    const before = nodeRequests;
    const answer = await exchange(port, [
      "GET /faq HTTP/1.1\r\nHost: x\r\n\r\n" +
        "HEAD / HTTP/1.1\r\nHost: x\r\n\r\n" +
        "GET /job-atlanta-pmr HTTP/1.1\r\nHost: x\r\n\r\n" +
        "POST /api/contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}" +
        "GET /faq HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
    ]);
    const answers = splitAnswers(answer, [false, true]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 400, 200]);
    expect(answers[0]!.body.toString()).toContain("Frequently Asked Questions");
    expect(answers[1]!.body.length).toBe(0);
    expect(answers[2]!.body.toString()).toContain("Atlanta");
    expect(JSON.parse(answers[3]!.body.toString()).errors.email).toBeDefined();
    expect(answers[4]!.headers.connection).toBe("close");
    // The lead and the page after it went to Node; the first three never did.
    expect(nodeRequests - before).toBe(2);
  });

  it("keeps a connection for a page, a lead and a page again", async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const ask = (method: string, path: string, body?: string) =>
      new Promise<{ status: number; reused: boolean; body: string }>((resolve, reject) => {
        const request = http.request(
          {
            host: "127.0.0.1",
            port,
            method,
            path,
            agent,
            headers: body ? { "content-type": "application/json" } : {},
          },
          (response) => {
            let text = "";
            response.on("data", (chunk: Buffer) => {
              text += chunk.toString();
            });
            response.on("end", () =>
              resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket, body: text }),
            );
          },
        );
        request.on("error", reject);
        request.end(body);
      });
    try {
      const first = await ask("GET", "/faq");
      const lead = await ask("POST", "/api/contact", "{}");
      const again = await ask("GET", "/faq");
      expect([first.status, lead.status, again.status]).toEqual([200, 400, 200]);
      expect([lead.reused, again.reused]).toEqual([true, true]);
      expect(again.body).toBe(first.body);
    } finally {
      agent.destroy();
    }
  });

  it("answers a client that sends faster than it reads, in full and in order", async () => {
    const count = 400;
    const request = "GET /faq HTTP/1.1\r\nHost: x\r\n\r\n";
    const answer = await exchange(
      port,
      [request.repeat(count - 1) + request.replace("\r\n\r\n", "\r\nConnection: close\r\n\r\n")],
      { halfClose: false },
    );
    const answers = splitAnswers(answer);
    expect(answers.length).toBe(count);
    expect(new Set(answers.map((a) => a.body.length)).size).toBe(1);
    expect(answers.every((a) => a.status === 200)).toBe(true);
  });

  it("answers every request a client sent before it half-closed, even when it reads slowly", async () => {
    const count = 400;
    const request = "GET /faq HTTP/1.1\r\nHost: x\r\n\r\n";
    // All requests at once, then the client's end: the lane holds most of them back until the answers
    // before have gone out, and must answer them before it ends the connection.
    const answer = await exchange(port, [request.repeat(count)]);
    const answers = splitAnswers(answer);
    expect(answers.length).toBe(count);
    expect(answers.every((a) => a.status === 200)).toBe(true);
  });
});

describe("recognise", () => {
  it("reads the parts of a request the lane needs", () => {
    expect(
      recognise(
        'GET /faq?a=1 HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br \r\nIf-None-Match: "e"\r\nConnection: keep-alive, close',
      ),
    ).toEqual({ method: "GET", target: "/faq?a=1", acceptEncoding: "br", ifNoneMatch: '"e"', close: true });
  });
});

describe("the routes' own addresses", () => {
  it("are never answered by the site, however the lane sees them", async () => {
    const answers = splitAnswers(
      await exchange(port, [
        `GET /${INDEXNOW_KEY}.txt HTTP/1.1\r\nHost: x\r\n\r\n` +
          "GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n",
      ]),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]!.body.toString()).toBe(INDEXNOW_KEY);
    expect(JSON.parse(answers[1]!.body.toString()).status).toBe("ok");
  });
});

describe("closing", () => {
  // An app of its own, since the test closes it.
  let own: TestApp;
  beforeAll(async () => {
    own = await startTestApp();
    await own.app.listen({ port: 0, host: "127.0.0.1" });
  });

  it("closes the lane's idle keep-alive connections, so the server stops at once", async () => {
    const ownPort = (own.app.server.address() as AddressInfo).port;
    const socket = net.connect(ownPort, "127.0.0.1");
    const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
    socket.on("error", () => {});
    const firstAnswer = new Promise<void>((resolve) => socket.once("data", () => resolve()));
    socket.write("GET /faq HTTP/1.1\r\nHost: x\r\n\r\n");
    await firstAnswer;
    // Without the lane closing its connections, close() would wait for the 72-second keep-alive timeout.
    await own.close();
    await closed;
    expect(socket.destroyed).toBe(true);
  }, 15_000);
});
