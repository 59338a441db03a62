import { Worker } from "node:worker_threads";

/**
 * Worker threads for the password hasher that count the checks running on them: a check starts when the
 * hasher posts it to a thread and ends with the thread's answer.
 */
export function countedThreads() {
  const counts = { running: 0, peak: 0 };
  const startThread = (source: string) => {
    const worker = new Worker(source, { eval: true });
    const post = worker.postMessage.bind(worker);
    worker.postMessage = (...args: Parameters<Worker["postMessage"]>) => {
      counts.running += 1;
      counts.peak = Math.max(counts.peak, counts.running);
      post(...args);
    };
    worker.on("message", () => {
      counts.running -= 1;
    });
    return worker;
  };
  return { startThread, counts };
}
