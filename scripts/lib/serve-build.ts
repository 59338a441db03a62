import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { jobs } from "../../app/content/jobs/index";
import { pages } from "../../app/content/pages";
import { APPLICATION_THANK_YOU_PATH, THANK_YOU_PATH } from "../../schemas/paths";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the production server (server/main.ts) on the existing build in a child process. */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-serve-"));
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // The server's own address is its public origin, so the staff API's Origin check accepts its callers.
      SITE_URL: baseUrl,
      ...env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server did not start within 90 s");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    process: child,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every page the server renders after the seed import: content pages (not the thank-you pages) and postings. */
export function builtPagePaths(): string[] {
  return [
    ...pages.map((page) => page.path).filter((p) => p !== THANK_YOU_PATH && p !== APPLICATION_THANK_YOU_PATH),
    ...jobs.map((job) => job.path),
  ].sort((a, b) => (a === "/" ? -1 : b === "/" ? 1 : a.localeCompare(b)));
}
