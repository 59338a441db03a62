import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { pollUntil } from "./poll";

/**
 * A port that was free a moment ago (the server is told it explicitly: PORT=0 would hide it): `preferred`
 * when it is free, else any.
 */
export function freePort(preferred?: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", (error: NodeJS.ErrnoException) => {
      // The port asked for is taken: any free one will do.
      if (preferred !== undefined && error.code === "EADDRINUSE") resolve(freePort());
      else reject(error);
    });
    server.listen(preferred ?? 0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The build the spawned server serves: BUILD_DIR, as for the rest of the tooling, else ./build. */
export const BUILD_DIR = path.resolve(process.env.BUILD_DIR ?? "build");

export function assertBuilt() {
  if (!fs.existsSync(path.join(BUILD_DIR, "manifest.json"))) {
    throw new Error(`${BUILD_DIR}/manifest.json is missing: run \`npm run build\` (npm test does it first)`);
  }
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
}

/**
 * Starts the real server (`server/main.ts`) as its own process: one node process, no wrapper, so a
 * signal reaches the server itself.
 */
export async function startServerProcess(env: Record<string, string>, port: number): Promise<ServerProcess> {
  assertBuilt();
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH ?? "",
      HOME: process.env.HOME ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      BUILD_DIR,
      LOG_LEVEL: "warn",
      SESSION_SECRET: randomBytes(32).toString("hex"),
      // Beside other test processes and a browser, a nice render thread waits behind all of them.
      RENDER_NICENESS: "0",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve) => {
    child.once("exit", (code, signal) => resolve(code ?? signal ?? "unknown"));
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await pollUntil(
      async () => {
        if (child.exitCode !== null || child.signalCode !== null) {
          throw new Error(`server exited during start-up:\n${output}`);
        }
        return fetch(`${baseUrl}/healthz`).then(
          (response) => response.ok,
          () => false, // not listening yet
        );
      },
      { timeoutMs: 60_000, intervalMs: 100, what: "the server to become healthy" },
    );
  } catch (error) {
    child.kill("SIGKILL");
    throw error instanceof Error && error.message.startsWith("server exited")
      ? error
      : new Error(`server did not become healthy:\n${output}`);
  }
  return { child, baseUrl, output: () => output, exited };
}

/**
 * Runs the command line (`npm run admin -- …`, i.e. scripts/admin.ts) with only the given environment and,
 * when `stdin` is given, that text on its standard input; resolves with its exit code and output.
 */
export function runAdminCli(
  args: string[],
  env: Record<string, string>,
  stdin?: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      stdio: [stdin === undefined ? "ignore" : "pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout!.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr!.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    if (stdin !== undefined) child.stdin!.end(stdin);
  });
}

/** Kills a server process that is still running (SIGKILL) and waits until it has exited. */
export async function killServerProcess(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGKILL");
  await server.exited;
}

/** One request of a crash test: where it goes, and what a 201 acknowledged (read from the answer). */
export interface CrashRequest<T> {
  path: string;
  init: RequestInit;
  acknowledged(response: Response): Promise<T>;
}

export interface CrashRun<T> {
  /** What the first process answered 201 to, in the order the answers came. */
  acknowledged: T[];
  /** How the first process ended (the signal's name: "SIGKILL"). */
  killedBy: number | string;
  /** The server started again on the same data, healthy; the caller stops it. */
  server: ServerProcess;
}

/**
 * The crash test's run: starts the server with `env`, sends `request(n)` (n = 1, 2, … across all connections)
 * on `connections` connections at once, kills the process with SIGKILL as soon as `killAfter` requests have
 * been answered 201 (or `killAfter(acknowledged)` says so; others are still in flight), waits for it to die,
 * and starts it again on the same data.
 * A request that fails to connect or is cut off is not acknowledged; once the kill is sent, its connection
 * stops. If anything throws, no process is left running.
 */
export async function crashUnderLoad<T>({
  env,
  connections,
  killAfter,
  request,
}: {
  env: Record<string, string>;
  connections: number;
  killAfter: number | ((acknowledged: readonly T[]) => boolean);
  request: (n: number) => CrashRequest<T>;
}): Promise<CrashRun<T>> {
  const first = await startServerProcess(env, await freePort());
  const acknowledged: T[] = [];
  const enough =
    typeof killAfter === "number" ? () => acknowledged.length >= killAfter : () => killAfter(acknowledged);
  let killed = false;
  let sent = 0;
  const load = async () => {
    while (!killed) {
      sent += 1;
      const { path: requestPath, init, acknowledged: read } = request(sent);
      try {
        const response = await fetch(`${first.baseUrl}${requestPath}`, init);
        if (response.status === 201) {
          acknowledged.push(await read(response));
          if (!killed && enough()) {
            killed = true;
            first.child.kill("SIGKILL");
          }
        } else {
          await response.body?.cancel();
        }
      } catch {
        // Connections refused or reset once the server is gone.
        if (killed) return;
      }
    }
  };
  try {
    await Promise.all(Array.from({ length: connections }, load));
    const killedBy = await first.exited;
    const server = await startServerProcess(env, await freePort());
    return { acknowledged, killedBy, server };
  } finally {
    await killServerProcess(first);
  }
}
