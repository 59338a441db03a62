import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp } from "../test-support/build";

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

interface Answer {
  status: number;
  headers: Record<string, string | number | string[] | undefined>;
  body: Buffer;
}

// Set by the connection, not by the answer.
const CONNECTION_HEADERS = ["date", "connection", "keep-alive", "transfer-encoding"];

function comparable(headers: Answer["headers"]) {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !CONNECTION_HEADERS.includes(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

function overHttp(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, method, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject);
    request.end();
  });
}

let t: TestApp;
let port: number;
let etag: string;
beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
  etag = (await t.app.inject({ url: "/faq" })).headers.etag as string;
});
afterAll(async () => {
  await t.close();
});

describe("answers from memory on a listening server", () => {
  const cases: [string, string, Record<string, string>][] = [
    ["GET", "/", { "accept-encoding": "br, gzip" }],
    ["GET", "/faq", { "accept-encoding": "gzip" }],
    ["GET", "/faq", {}],
    ["HEAD", "/faq", { "accept-encoding": "br, gzip" }],
    ["GET", "/faq?utm_source=newsletter", { "accept-encoding": "br" }],
    ["GET", "/job-atlanta-pmr", { "accept-encoding": "br, gzip" }],
    ["GET", "/sitemap.xml", { "accept-encoding": "gzip" }],
    ["GET", "/favicon.svg", {}],
    // Handed on to Fastify: not a file of the site, or not a read.
    ["GET", "/no-such-page", { "accept-encoding": "br" }],
    ["GET", "/faq/", {}],
    ["GET", "/jobs/atlanta-pmr", {}],
    ["GET", "/admin", { "accept-encoding": "br" }],
    ["POST", "/faq", {}],
    ["DELETE", "/", {}],
  ];

  it.each(cases)(
    "%s %s %j is answered exactly as the page route answers it",
    async (method, path, headers) => {
      const direct = await overHttp(port, method, path, headers);
      const routed = await t.app.inject({ method: method as "GET", url: path, headers });
      expect(direct.status).toBe(routed.statusCode);
      expect(comparable(direct.headers)).toEqual(comparable(routed.headers));
      expect(direct.body.equals(routed.rawPayload)).toBe(true);
      expect(direct.headers["strict-transport-security"]).toBeDefined();
      expect(direct.headers["content-security-policy"]).toBeDefined();
    },
  );

  it("answers a matching If-None-Match with 304 and no body, as the page route does", async () => {
    const direct = await overHttp(port, "GET", "/faq", { "if-none-match": etag, "accept-encoding": "br" });
    const routed = await t.app.inject({
      url: "/faq",
      headers: { "if-none-match": etag, "accept-encoding": "br" },
    });
    expect(direct.status).toBe(304);
    expect(routed.statusCode).toBe(304);
    expect(direct.body.length).toBe(0);
    expect(direct.headers["content-length"]).toBeUndefined();
    expect(comparable(direct.headers)).toEqual(comparable(routed.headers));
  });

  it("serves an asset's brotli body with its length and immutable caching", async () => {
    const html = (await t.app.inject({ url: "/" })).body;
    // Any script of the page (its module script names them; they are no longer preloaded from the head).
    const script = html.match(/"(\/assets\/[\w.-]+\.js)"/)![1]!;
    const answer = await overHttp(port, "GET", script, { "accept-encoding": "br, gzip" });
    expect(answer.status).toBe(200);
    expect(answer.headers["content-encoding"]).toBe("br");
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(answer.headers["content-length"])).toBe(answer.body.length);
  });
});

/** One request with the path sent byte for byte (Node's client refuses such paths); resolves to the raw answer. */
function rawRequest(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    });
    let answer = "";
    socket.on("data", (chunk: Buffer) => {
      answer += chunk.toString("latin1");
    });
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}

describe("malformed URLs", () => {
  it.each([
    "/%c0%ae<script>",
    "/%c0%ae%3Cscript%3E",
    "/api/admin/%ff",
    "/job-atlanta-pmr%zz",
    "/api/contact%c0",
  ])("GET %s answers a plain 400 with every security header and without the path", async (path) => {
    const answer = await rawRequest(port, path);
    const [head, body = ""] = answer.split("\r\n\r\n");
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    for (const header of [
      "strict-transport-security",
      "content-security-policy: default-src 'none'",
      "x-content-type-options: nosniff",
      "x-frame-options: DENY",
      "referrer-policy",
      "permissions-policy",
      "cross-origin-opener-policy",
      "cross-origin-resource-policy",
      "cache-control: no-store",
    ]) {
      expect(head!.toLowerCase()).toContain(header.toLowerCase());
    }
    expect(JSON.parse(body)).toEqual({ error: "Bad Request" });
    expect(head).not.toContain(path);
    expect(head).not.toMatch(/<script|%c0|%ff|%zz/i);
  });
});

describe("createDirectPageResponder", () => {
  it("answers the site itself and hands the API's paths, other methods and escapes on", async () => {
    const { createDirectPageResponder, siteAnswerer } = await import("./page-responses");
    const { builtSite } = await import("../test-support/build");
    const answer = createDirectPageResponder(
      siteAnswerer(builtSite(), (pathname) => pathname.startsWith("/api/")),
    );
    const server = http.createServer((request, response) => {
      if (!answer(request, response)) response.writeHead(599).end("handed on");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const own = (server.address() as AddressInfo).port;
    try {
      for (const [method, path, status] of [
        ["GET", "/faq", 200],
        ["HEAD", "/", 200],
        ["GET", "/no-such-page", 404],
        ["GET", "/faq/", 301],
        ["GET", "/jobs/atlanta-pmr", 301],
        ["GET", "/admin/leads", 200],
        ["POST", "/faq", 599],
        ["GET", "/api/contact", 599],
        ["GET", "/faq%3F", 599],
      ] as const) {
        expect((await overHttp(own, method, path, {})).status, `${method} ${path}`).toBe(status);
      }
    } finally {
      server.close();
    }
  });
});
