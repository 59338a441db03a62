/**
 * A server-sent events client for tests and the bench: reads a stream over real HTTP and keeps every
 * event, comment and `retry:` line, with a wait that wakes on arrival (no timer polls).
 */

export interface SseEvent {
  event: string;
  data: string;
  /** When it arrived (performance.now()). */
  at: number;
}

export interface SseClient {
  status: number;
  headers: Headers;
  events: SseEvent[];
  comments: string[];
  retry: number | null;
  /** Resolves with the first event (from `from` on) that `match` accepts. */
  waitFor(match: (event: SseEvent) => boolean, timeoutMs?: number, from?: number): Promise<SseEvent>;
  /** Resolves once `count` comment lines have arrived. */
  waitForComments(count: number, timeoutMs?: number): Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { accept: "text/event-stream", ...headers },
    signal: controller.signal,
  });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  let retry: number | null = null;
  let waiters: Array<() => void> = [];
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  let endedResolve: () => void = () => {};
  const ended = new Promise<void>((resolve) => {
    endedResolve = resolve;
  });
  let done = false;

  if (response.body && response.headers.get("content-type")?.startsWith("text/event-stream")) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = "";
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let end = buffer.indexOf("\n\n");
          while (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let event = "message";
            const data: string[] = [];
            let hasField = false;
            for (const line of block.split("\n")) {
              if (line.startsWith(":")) comments.push(line.slice(1).trim());
              else if (line.startsWith("retry:")) retry = Number(line.slice(6).trim());
              else if (line.startsWith("event:")) {
                event = line.slice(6).trim();
                hasField = true;
              } else if (line.startsWith("data:")) {
                data.push(line.slice(5).trimStart());
                hasField = true;
              }
            }
            if (hasField) events.push({ event, data: data.join("\n"), at: performance.now() });
            end = buffer.indexOf("\n\n");
          }
          wake();
        }
      } catch {
        // Aborted by close().
      } finally {
        done = true;
        wake();
        endedResolve();
      }
    })();
  } else {
    done = true;
    endedResolve();
  }

  const waitUntil = <T>(check: () => T | undefined, timeoutMs: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const attempt = () => {
        const found = check();
        if (found !== undefined) {
          clearTimeout(timer);
          waiters = waiters.filter((waiter) => waiter !== attempt);
          resolve(found);
        } else if (done) {
          clearTimeout(timer);
          waiters = waiters.filter((waiter) => waiter !== attempt);
          reject(new Error(`the stream ended before ${what}`));
        }
      };
      const timer = setTimeout(() => {
        waiters = waiters.filter((waiter) => waiter !== attempt);
        reject(new Error(`timed out after ${timeoutMs} ms waiting for ${what}`));
      }, timeoutMs);
      waiters.push(attempt);
      attempt();
    });

  return {
    status: response.status,
    headers: response.headers,
    events,
    comments,
    get retry() {
      return retry;
    },
    waitFor(match, timeoutMs = 10_000, from = 0) {
      return waitUntil(() => events.slice(from).find(match), timeoutMs, "an event");
    },
    async waitForComments(count, timeoutMs = 10_000) {
      await waitUntil(() => (comments.length >= count ? true : undefined), timeoutMs, `${count} comments`);
    },
    ended,
    close() {
      controller.abort();
    },
  };
}
