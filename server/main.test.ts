import { spawn } from "node:child_process";
import http from "node:http";
import { describe, expect, it } from "vitest";
import { startBuiltServer } from "../scripts/lib/serve-build";

function runServer(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("exit", (code) => resolve({ code, stderr }));
  });
}

describe("server process", () => {
  it("refuses to start with a clear message when a setting is invalid", async () => {
    const { code, stderr } = await runServer({ PORT: "eighty", LEAD_RATE_LIMIT: "-1" });
    expect(code).toBe(1);
    expect(stderr).toContain("Invalid configuration");
    expect(stderr).toContain("PORT");
    expect(stderr).toContain("LEAD_RATE_LIMIT");
  });

  it("finishes a request in flight, then exits cleanly on SIGTERM", async () => {
    const server = await startBuiltServer();
    const url = new URL(`${server.baseUrl}/faq`);
    // A client that has its answer's headers but has not read the body yet keeps the request in flight.
    let answering!: (response: http.IncomingMessage) => void;
    const headersIn = new Promise<http.IncomingMessage>((resolve) => {
      answering = resolve;
    });
    const answer = new Promise<{ status: number; bytes: number }>((resolve, reject) => {
      const request = http.get(url, { headers: { "accept-encoding": "identity" } }, (response) => {
        response.pause();
        let bytes = 0;
        response.on("data", (chunk: Buffer) => {
          bytes += chunk.length;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, bytes }));
        answering(response);
      });
      request.on("error", reject);
    });
    const exited = new Promise<number | null>((resolve) => server.process.once("exit", resolve));
    const response = await headersIn;
    server.process.kill("SIGTERM");
    response.resume();
    const result = await answer;
    expect(result.status).toBe(200);
    expect(result.bytes).toBeGreaterThan(1000);
    expect(await exited).toBe(0);
    await expect(fetch(`${server.baseUrl}/healthz`)).rejects.toThrow();
    await server.stop();
  });
});
