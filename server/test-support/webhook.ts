import { createHmac, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { arrivals } from "./poll";

export interface ReceivedHook {
  headers: http.IncomingHttpHeaders;
  rawBody: string;
}

export interface TestWebhookServer {
  url: string;
  hooks: ReceivedHook[];
  /** The status to answer with (tests switch it to simulate an outage). */
  status: number;
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

/** A real HTTP endpoint that records each POST with its raw body. */
export async function startWebhookServer(): Promise<TestWebhookServer> {
  const hooks: ReceivedHook[] = [];
  const arrived = arrivals(() => hooks.length, "webhooks");
  const state = { status: 204 };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      if (state.status >= 200 && state.status < 300) {
        hooks.push({ headers: request.headers, rawBody: Buffer.concat(chunks).toString("utf8") });
        arrived.notify();
      }
      response.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    hooks,
    get status() {
      return state.status;
    },
    set status(value: number) {
      state.status = value;
    },
    waitFor: arrived.waitFor,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type ReceiverCheck = (
  rawBody: string,
  headers: Record<string, unknown>,
  secret: string,
  nowSeconds?: number,
) => boolean;

/** The receiver check exactly as docs/deploy.md prints it, so the documented code is what is tested. */
export function documentedReceiverCheck(): ReceiverCheck {
  const doc = fs.readFileSync(new URL("../../docs/deploy.md", import.meta.url), "utf8");
  const block = [...doc.matchAll(/```js\n([\s\S]*?)```/g)]
    .map((match) => match[1]!)
    .find((code) => code.includes("function verifyLeadWebhook"));
  if (!block) throw new Error("docs/deploy.md has no verifyLeadWebhook block");
  const body = block.replace(/^import .*$/m, "");
  return new Function("createHmac", "timingSafeEqual", "Buffer", `${body}\nreturn verifyLeadWebhook;`)(
    createHmac,
    timingSafeEqual,
    Buffer,
  ) as ReceiverCheck;
}
