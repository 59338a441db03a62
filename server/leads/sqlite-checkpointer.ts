import { createRequire } from "node:module";
import { Worker } from "node:worker_threads";
import type SQLite from "better-sqlite3";

const require = createRequire(import.meta.url);

// Plain CommonJS: it runs in a worker thread with no TypeScript loader. A failing checkpoint (a full disk)
// is tried again less and less often, up to every maxDelayMs: each try rewrites every page it can.
const WORKER_CODE = `
const { parentPort, workerData } = require("node:worker_threads");
const Database = require(workerData.driver);
const db = new Database(workerData.filename, { fileMustExist: true });
db.pragma("busy_timeout = 1000");
db.pragma("synchronous = FULL");
let timer;
let delay = workerData.intervalMs;
const run = () => {
  try {
    db.pragma("wal_checkpoint(PASSIVE)");
    delay = workerData.intervalMs;
  } catch (error) {
    parentPort.postMessage({ error: String(error) });
    delay = Math.min(delay * 2, workerData.maxDelayMs);
  }
  timer = setTimeout(run, delay);
};
parentPort.on("message", (message) => {
  if (message !== "stop") return;
  clearTimeout(timer);
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
 *
 * The thread is never cut short: one stopped inside better-sqlite3 while a checkpoint fails (a full
 * disk) aborts the whole process (`v8::ToLocalChecked Empty MaybeLocal`), and so does a process that
 * ends around it. `stop()` lets the running checkpoint finish instead, and leaves the last one to the
 * main connection's close.
 */
export function startCheckpointer(
  sqlite: SQLite.Database,
  intervalMs = 250,
  maxDelayMs = 5000,
): Checkpointer {
  const worker = new Worker(WORKER_CODE, {
    eval: true,
    workerData: { driver: require.resolve("better-sqlite3"), filename: sqlite.name, intervalMs, maxDelayMs },
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
      // Held open until the thread is done: a process whose event loop empties meanwhile would end
      // and take the thread down mid-checkpoint.
      worker.ref();
      worker.postMessage("stop");
      await exited;
      restoreAutomatic();
    },
  };
}
