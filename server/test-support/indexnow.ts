import http from "node:http";
import type { AddressInfo } from "node:net";

export interface IndexNowRequest {
  method: string;
  contentType: string | undefined;
  body: unknown;
  /** The status the receiver answered this request with. */
  status: number;
}

export interface TestIndexNowReceiver {
  url: string;
  requests: IndexNowRequest[];
  /** Statuses to answer with, one per request, before falling back to 200. */
  answers: number[];
  close(): Promise<void>;
}

/** A real HTTP endpoint standing in for a search engine's IndexNow API; it records every request. */
export async function startIndexNowReceiver(): Promise<TestIndexNowReceiver> {
  const requests: IndexNowRequest[] = [];
  const answers: number[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const status = answers.shift() ?? 200;
      const text = Buffer.concat(chunks).toString("utf8");
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {}
      requests.push({
        method: request.method ?? "",
        contentType: request.headers["content-type"],
        body,
        status,
      });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/indexnow`,
    requests,
    answers,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
