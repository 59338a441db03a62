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
