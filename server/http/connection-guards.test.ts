import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LEAD_API_PATHS } from "#schemas/paths";
import { validQuick } from "../test-support/app";
import { startTestApp } from "../test-support/build";
import { MAX_IN_FLIGHT_PER_CONNECTION } from "./connection-guards";

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

interface Exchange {
  /** Every byte the server sent. */
  bytes: Buffer;
  /** True when the server ended or reset the connection (rather than the client giving up waiting). */
  closedByServer: boolean;
}

/**
 * Writes `parts` on a new connection (`endAfter`: then half-closes it) and collects what comes back until the
 * server closes the connection or `waitMs` passes.
 */
function talk(
  port: number,
  parts: (string | Buffer)[],
  { waitMs = 5000, endAfter = false, readAfterMs = 0 } = {},
): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "127.0.0.1", allowHalfOpen: true });
    const chunks: Buffer[] = [];
    let done = false;
    const finish = (closedByServer: boolean) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      resolve({ bytes: Buffer.concat(chunks), closedByServer });
    };
    const timer = setTimeout(() => finish(false), waitMs);
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("end", () => finish(true));
    socket.on("error", () => finish(true));
    socket.on("connect", () => {
      if (readAfterMs > 0) {
        socket.pause();
        setTimeout(() => socket.resume(), readAfterMs);
      }
      for (const part of parts) socket.write(part);
      if (endAfter) socket.end();
    });
  });
}

function statusLines(bytes: Buffer): string[] {
  return bytes.toString("latin1").match(/HTTP\/1\.1 \d{3} [^\r]*/g) ?? [];
}

function headersOf(bytes: Buffer): Record<string, string> {
  const head = bytes.toString("latin1").split("\r\n\r\n")[0]!;
  return Object.fromEntries(
    head
      .split("\r\n")
      .slice(1)
      .map((line) => [
        line.slice(0, line.indexOf(":")).toLowerCase(),
        line.slice(line.indexOf(":") + 1).trim(),
      ]),
  );
}

const leadBody = JSON.stringify(validQuick());

let t: TestApp;
let port: number;
let etag: string;
beforeAll(async () => {
  t = await startTestApp({
    REQUEST_HEADERS_TIMEOUT_MS: "400",
    REQUEST_BODY_TIMEOUT_MS: "400",
    TRUST_PROXY: "true",
    LEAD_RATE_LIMIT: "2",
  });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
  etag = (await t.app.inject({ url: "/faq" })).headers.etag as string;
});
afterAll(async () => {
  await t.close();
});

describe("deadlines", () => {
  it("answers a body that never finishes 408 and closes its connection, while a whole lead is answered at once", async () => {
    const slow = talk(port, [
      `POST ${LEAD_API_PATHS.contact} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n{"firstName":`,
    ]);
    const normal = await fetch(`http://127.0.0.1:${port}${LEAD_API_PATHS.quick}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.10" },
      body: leadBody,
    });
    expect(normal.status).toBe(201);
    const { bytes, closedByServer } = await slow;
    expect(statusLines(bytes)).toEqual(["HTTP/1.1 408 Request Timeout"]);
    expect(closedByServer).toBe(true);
    const headers = headersOf(bytes);
    expect(headers.connection).toBe("close");
    expect(headers["strict-transport-security"]).toBeDefined();
  });

  it("answers a head that never finishes 408, with the security headers, and closes the connection", async () => {
    const { bytes, closedByServer } = await talk(port, ["GET /faq HTTP/1.1\r\nHost: x\r\nAccept: */*\r\n"]);
    expect(statusLines(bytes)).toEqual(["HTTP/1.1 408 Request Timeout"]);
    expect(closedByServer).toBe(true);
    expect(headersOf(bytes)["content-security-policy"]).toBeDefined();
  });
});

describe("Node's own refusals", () => {
  it("answers a bare LF with 400 and every security header", async () => {
    const { bytes, closedByServer } = await talk(port, ["GET /faq HTTP/1.1\nHost: x\n\n"]);
    expect(statusLines(bytes)).toEqual(["HTTP/1.1 400 Bad Request"]);
    const headers = headersOf(bytes);
    for (const name of ["strict-transport-security", "content-security-policy", "x-content-type-options"]) {
      expect(headers[name]).toBeDefined();
    }
    expect(closedByServer).toBe(true);
  });

  it("answers an over-long head with 431 and the security headers", async () => {
    const { bytes } = await talk(port, [
      `GET /faq HTTP/1.1\r\nHost: x\r\nX-Pad: ${"a".repeat(20_000)}\r\n\r\n`,
    ]);
    expect(statusLines(bytes)).toEqual(["HTTP/1.1 431 Request Header Fields Too Large"]);
    expect(headersOf(bytes)["x-frame-options"]).toBe("DENY");
  });

  it("refuses a request with two Host headers", async () => {
    const { bytes, closedByServer } = await talk(port, ["GET /faq HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n"]);
    expect(statusLines(bytes)).toEqual(["HTTP/1.1 400 Bad Request"]);
    expect(headersOf(bytes)["strict-transport-security"]).toBeDefined();
    expect(closedByServer).toBe(true);
  });
});

describe("connections", () => {
  it("closes a half-closed connection once its answer is out, in the page lane", async () => {
    const { bytes, closedByServer } = await talk(port, ["GET /faq HTTP/1.1\r\nHost: x\r\n\r\n"], {
      endAfter: true,
    });
    expect(statusLines(bytes)).toEqual(["HTTP/1.1 200 OK"]);
    expect(closedByServer).toBe(true);
  });

  it("closes a half-closed connection once its answer is out, on Node's path", async () => {
    const { bytes, closedByServer } = await talk(
      port,
      ["GET /faq HTTP/1.0\r\nHost: x\r\nConnection: keep-alive\r\n\r\n"],
      {
        endAfter: true,
      },
    );
    expect(statusLines(bytes)).toEqual(["HTTP/1.1 200 OK"]);
    expect(closedByServer).toBe(true);
  });

  it("cuts off a connection that pipelines requests on Node's path without reading the answers", async () => {
    const requests = 200;
    const pipelined = "GET / HTTP/1.1\r\nHost: x\r\n\r\n".repeat(requests);
    const { bytes, closedByServer } = await talk(
      port,
      // HTTP/1.0 hands the connection to Node's HTTP server, which parses everything after it.
      [`GET /faq HTTP/1.0\r\nHost: x\r\nConnection: keep-alive\r\n\r\n${pipelined}`],
      { readAfterMs: 300 },
    );
    expect(closedByServer).toBe(true);
    const answered = statusLines(bytes).length;
    expect(answered).toBeLessThanOrEqual(MAX_IN_FLIGHT_PER_CONNECTION);
  });
});

describe("conditional requests", () => {
  const weak = () => `W/${etag}`;
  it.each([
    ["a weak tag", () => weak()],
    ["a list holding the weak tag", () => `"other", ${weak()}`],
    ["*", () => "*"],
  ])(
    "answers If-None-Match with %s 304, in the lane, on Node's path and through Fastify",
    async (_name, tag) => {
      const lane = await talk(port, [
        `GET /faq HTTP/1.1\r\nHost: x\r\nIf-None-Match: ${tag()}\r\nConnection: close\r\n\r\n`,
      ]);
      const node = await talk(port, [`GET /faq HTTP/1.0\r\nHost: x\r\nIf-None-Match: ${tag()}\r\n\r\n`]);
      const routed = await t.app.inject({ url: "/faq", headers: { "if-none-match": tag() } });
      expect(statusLines(lane.bytes)).toEqual(["HTTP/1.1 304 Not Modified"]);
      expect(statusLines(node.bytes)).toEqual(["HTTP/1.1 304 Not Modified"]);
      expect(routed.statusCode).toBe(304);
    },
  );

  it("answers a tag that does not match with the page", async () => {
    const routed = await t.app.inject({ url: "/faq", headers: { "if-none-match": 'W/"not-it"' } });
    expect(routed.statusCode).toBe(200);
  });
});

describe("the forwarded client address", () => {
  it("counts a request whose X-Forwarded-For is not an address as the socket's address", async () => {
    const statuses: number[] = [];
    // LEAD_RATE_LIMIT is 2 per address: made-up values must not each get a bucket of their own.
    for (const forwarded of ["garbage1", "1.2.3.4:5678", "garbage2", "not an address"]) {
      const response = await fetch(`http://127.0.0.1:${port}${LEAD_API_PATHS.quick}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": forwarded },
        body: leadBody,
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 2)).toEqual([201, 201]);
    expect(statuses.slice(2)).toEqual([429, 429]);
    // A real forwarded address still counts on its own.
    const real = await fetch(`http://127.0.0.1:${port}${LEAD_API_PATHS.quick}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.7" },
      body: leadBody,
    });
    expect(real.status).toBe(201);
  });
});
