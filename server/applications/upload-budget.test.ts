import { afterEach, describe, expect, it } from "vitest";
import { type ApplicationServer, startApplicationServer } from "../test-support/application-server";
import { postApplication, type SlowUpload, slowUpload } from "../test-support/application-uploads";
import { testDialects } from "../test-support/db";
import { pollUntil } from "../test-support/poll";
import { MemoryBudget } from "./memory-budget";
import {
  UPLOAD_BUSY_RETRY_AFTER_SECONDS,
  UPLOAD_MEMORY_BYTES,
  UPLOAD_MEMORY_PER_CLIENT_BYTES,
} from "./public.routes";
import { MAX_BODY_BYTES } from "./upload";

const EMPTY = { usedBytes: 0, reservations: 0, waiting: 0 };

describe.each(testDialects)("slow uploads and the upload budget on %s", (dialect) => {
  let server: ApplicationServer | undefined;
  let uploads: SlowUpload[] = [];

  afterEach(async () => {
    for (const upload of uploads) upload.abandon();
    uploads = [];
    await server?.close();
    server = undefined;
  });

  it("six slow uploads holding the whole budget cannot keep an application waiting; they end in 408 and give the budget back", async () => {
    const budget = new MemoryBudget({
      capacity: UPLOAD_MEMORY_BYTES,
      perClient: UPLOAD_MEMORY_PER_CLIENT_BYTES,
      maxWaitMs: 500,
    });
    server = await startApplicationServer(dialect, {
      uploadBudget: budget,
      uploadPace: { graceMs: 3000, minBytesPerSecond: 1024, deadlineMs: 10_000 },
    });
    const { port, postings } = server;
    // Six clients, each announcing the largest body and sending a byte every 200 ms.
    uploads = Array.from({ length: 6 }, (_, index) =>
      slowUpload({
        port,
        localAddress: `127.0.0.${11 + index}`,
        job: postings.open,
        contentLength: MAX_BODY_BYTES,
        intervalMs: 200,
      }),
    );
    await pollUntil(() => budget.state.reservations === 6, { what: "six reservations" });
    expect(budget.state.usedBytes).toBe(UPLOAD_MEMORY_BYTES);

    const [meanwhile, formPost] = await Promise.all([
      postApplication({ port, localAddress: "127.0.0.20", job: postings.open }),
      postApplication({ port, localAddress: "127.0.0.21", job: postings.open, accept: "text/html" }),
    ]);
    expect(formPost).toMatchObject({ status: 503, retryAfter: String(UPLOAD_BUSY_RETRY_AFTER_SECONDS) });
    expect(formPost.body).toContain("We are receiving many applications right now");
    expect(meanwhile.status).toBe(503);
    expect(meanwhile.retryAfter).toBe(String(UPLOAD_BUSY_RETRY_AFTER_SECONDS));
    expect(meanwhile.closing).toBe(true);
    expect(JSON.parse(meanwhile.body)).toMatchObject({ error: "Service Unavailable" });
    expect(budget.state.waiting).toBe(0);

    const slow = await Promise.all(uploads.map((upload) => upload.answer));
    for (const answer of slow) {
      expect(answer).toMatchObject({ status: 408, closing: true });
      expect(JSON.parse(answer.body)).toEqual({ error: "Request Timeout" });
    }
    expect(budget.state).toEqual(EMPTY);

    const after = await postApplication({ port, localAddress: "127.0.0.20", job: postings.open });
    expect(after.status).toBe(201);
  }, 30_000);

  it("answers 408 at the deadline an upload that keeps the minimum rate but never ends", async () => {
    const pace = { graceMs: 500, minBytesPerSecond: 1024, deadlineMs: 1500 };
    server = await startApplicationServer(dialect, { uploadPace: pace });
    const upload = slowUpload({
      port: server.port,
      job: server.postings.open,
      contentLength: MAX_BODY_BYTES,
      intervalMs: 50,
      bytesPerTick: 4096,
    });
    uploads = [upload];
    const answer = await upload.answer;
    expect(answer).toMatchObject({ status: 408, closing: true });
    // Far above the minimum rate all along: the deadline ended it.
    expect(upload.sent()).toBeGreaterThan((pace.minBytesPerSecond * pace.deadlineMs) / 1000 + 8192);
  }, 20_000);

  it("gives one address a share of the budget: its parallel uploads cannot starve another address", async () => {
    const budget = new MemoryBudget({
      capacity: UPLOAD_MEMORY_BYTES,
      perClient: UPLOAD_MEMORY_PER_CLIENT_BYTES,
      maxWaitMs: 2000,
    });
    server = await startApplicationServer(dialect, { uploadBudget: budget });
    const { port, postings } = server;
    // One address tries to hold the whole budget with six of the largest uploads.
    uploads = Array.from({ length: 6 }, () =>
      slowUpload({
        port,
        localAddress: "127.0.0.2",
        job: postings.open,
        contentLength: MAX_BODY_BYTES,
        intervalMs: 200,
      }),
    );
    await pollUntil(() => budget.state.reservations + budget.state.waiting === 6, {
      what: "six uploads at the server",
    });

    const other = await postApplication({ port, localAddress: "127.0.0.3", job: postings.open });
    expect(other.status).toBe(201);
    expect(budget.state).toEqual({
      usedBytes: UPLOAD_MEMORY_PER_CLIENT_BYTES,
      reservations: 2,
      waiting: 4,
    });

    // The first address's uploads past its share wait their bounded time, then are refused.
    let settled = 0;
    const answers = uploads.map((upload) =>
      upload.answer.then((answer) => {
        settled += 1;
        return answer;
      }),
    );
    await pollUntil(() => settled === 4, { what: "four refusals" });
    expect(budget.state).toEqual({
      usedBytes: UPLOAD_MEMORY_PER_CLIENT_BYTES,
      reservations: 2,
      waiting: 0,
    });
    for (const upload of uploads) upload.abandon();
    const refused = (await Promise.all(answers)).filter((answer) => answer.status === 503);
    expect(refused).toHaveLength(4);
    for (const answer of refused) {
      expect(answer).toMatchObject({ retryAfter: String(UPLOAD_BUSY_RETRY_AFTER_SECONDS), closing: true });
    }
    await pollUntil(() => budget.state.reservations === 0, { what: "the budget given back" });
    expect(budget.state).toEqual(EMPTY);
  }, 30_000);
});
