import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type SQLite from "better-sqlite3";

const require = createRequire(import.meta.url);

// Plain CommonJS: it runs in a worker thread with no TypeScript loader.
const WORKER_CODE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.filename, { fileMustExist: true });
db.pragma("busy_timeout = 1000");
db.pragma("synchronous = FULL");
let timer;
const run = () => {
  try {
    db.pragma("wal_checkpoint(PASSIVE)");
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
  }
  timer = setTimeout(run, workerData.intervalMs);
};
parentPort.on("message", (message) => {
  if (message !== "stop") return;
  clearTimeout(timer);
  try { db.pragma("wal_checkpoint(PASSIVE)"); } catch {}
  db.close();
  parentPort.close();
});
run();
`;

export interface Checkpointer {
  stop(): Promise<void>;
}

/**
 * Moves SQLite's WAL checkpoints (copying committed pages into the database file and syncing it)
 * off the event loop: left to the writing connection, every thousandth page or so a commit would
 * also run a checkpoint and stall every request waiting on it. If the thread fails, automatic
 * checkpoints come back on the main connection.
 */
export function startCheckpointer(sqlite: SQLite.Database, intervalMs = 250): Checkpointer {
  const worker = new Worker(WORKER_CODE, {
    eval: true,
    workerData: { driver: require.resolve("better-sqlite3"), filename: sqlite.name, intervalMs },
  });
  worker.unref();
  const restoreAutomatic = () => {
    if (sqlite.open) sqlite.pragma("wal_autocheckpoint = 1000");
  };
  sqlite.pragma("wal_autocheckpoint = 0");
  let stopping = false;
  const exited = new Promise<void>((resolve) => {
    worker.once("exit", () => {
      if (!stopping) restoreAutomatic();
      resolve();
    });
  });
  worker.on("error", restoreAutomatic);
  return {
    async stop() {
      stopping = true;
      worker.postMessage("stop");
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
      restoreAutomatic();
      await worker.terminate();
    },
  };
}
