import { spawn, spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import http from "node:http";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, startBuiltServer } from "../scripts/lib/serve-build";
import { connectDb, migrateToLatest } from "./db/connect";
import { validContact } from "./test-support/app";
import { freePort, killServerProcess, type ServerProcess, startServerProcess } from "./test-support/process";
import { mountSmallDisk } from "./test-support/small-disk";

const require = createRequire(import.meta.url);

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

  describe("serving", () => {
    // The server process is started once its set-up is done; the test is its stopping.
    let server: RunningServer;
    beforeAll(async () => {
      server = await startBuiltServer({ RENDER_NICENESS: "0" });
    });
    afterAll(async () => {
      await server?.stop();
    });

    it("finishes a request in flight, then exits cleanly on SIGTERM", async () => {
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
    });
  });
});

/** A page of ballast per row (3,900 bytes of a 4,096-byte page). */
const BALLAST_ROWS = 3000;

function postLead(baseUrl: string, n: number): Promise<Response> {
  return fetch(`${baseUrl}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(validContact({ lastName: `Disk${n}` })),
  });
}

describe("server process on a full disk", () => {
  it("exits 0 on SIGTERM while its writes fail, with every acknowledged lead kept", {
    timeout: 240_000,
  }, async (context) => {
    const disk = mountSmallDisk(96);
    if ("unavailable" in disk) {
      console.warn(`full-disk shutdown test skipped: ${disk.unavailable}`);
      context.skip();
      return;
    }
    const servers: ServerProcess[] = [];
    try {
      const env = { DATA_DIR: disk.dir, LEAD_RATE_LIMIT: "1000" };
      const prepared = connectDb({ dataDir: disk.dir });
      await migrateToLatest(prepared);
      prepared.sqlite!.exec("CREATE TABLE ballast (body BLOB)");
      const ballast = prepared.sqlite!.prepare("INSERT INTO ballast (body) VALUES (randomblob(3900))");
      prepared.sqlite!.transaction(() => {
        for (let i = 0; i < BALLAST_ROWS; i += 1) ballast.run();
      })();
      await prepared.close();

      const first = await startServerProcess(env, await freePort());
      servers.push(first);
      const acknowledged: string[] = [];
      for (let n = 0; n < 20; n += 1) {
        const response = await postLead(first.baseUrl, n);
        expect(response.status).toBe(201);
        acknowledged.push(((await response.json()) as { id: string }).id);
      }
      first.child.kill("SIGTERM");
      expect(await first.exited).toBe(0);

      // A WAL that rewrites every ballast page and adds pages past the end of the file, left behind by a
      // writer killed before any checkpoint: copying it back takes a while, then fails for want of space.
      const filename = path.join(disk.dir, "leads.sqlite");
      const writer = spawnSync(
        process.execPath,
        [
          "-e",
          `const db = new (require(${JSON.stringify(require.resolve("better-sqlite3"))}))(${JSON.stringify(filename)});
           db.pragma("wal_autocheckpoint = 0");
           db.transaction(() => {
             db.exec("UPDATE ballast SET body = randomblob(3900)");
             const insert = db.prepare("INSERT INTO ballast (body) VALUES (randomblob(3900))");
             for (let i = 0; i < 500; i += 1) insert.run();
           })();
           process.kill(process.pid, "SIGKILL");`,
        ],
        { stdio: "inherit" },
      );
      expect(writer.signal).toBe("SIGKILL");
      disk.fill();
      disk.slow(true);

      const server = await startServerProcess(env, await freePort());
      servers.push(server);
      const refused = await postLead(server.baseUrl, 100);
      expect(refused.status).toBe(503);
      expect(refused.headers.get("retry-after")).toBe("30");
      // The load balancer is told (and the process itself is still alive).
      expect((await fetch(`${server.baseUrl}/readyz`)).status).toBe(503);
      expect((await fetch(`${server.baseUrl}/healthz`)).status).toBe(200);

      server.child.kill("SIGTERM");
      expect(await server.exited, server.output()).toBe(0);
      expect(server.output()).not.toContain("FATAL ERROR");

      disk.free();
      disk.slow(false);
      const sqlite = new SQLite(filename);
      try {
        expect(sqlite.pragma("integrity_check", { simple: true })).toBe("ok");
        const stored = sqlite.prepare("SELECT id FROM leads").pluck().all() as string[];
        expect(acknowledged.filter((id) => !stored.includes(id))).toEqual([]);
        expect(sqlite.prepare("SELECT count(*) FROM ballast").pluck().get()).toBe(BALLAST_ROWS + 500);
      } finally {
        sqlite.close();
      }
    } finally {
      for (const server of servers) await killServerProcess(server);
      disk.remove();
    }
  });
});
