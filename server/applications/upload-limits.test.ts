import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESUME_MAX_BYTES } from "#schemas/application";
import { APPLICATION_API_PATH } from "#schemas/paths";
import Fastify from "fastify";
import { connectDb, migrateToLatest } from "../db/connect";
import { startIsolatedApp, testConfig } from "../test-support/app";
import { type PostingsByState, preparePostings } from "../test-support/application-postings";
import { countApplications, PDF_FILE, validApplication } from "../test-support/application-requests";
import { SAMPLE_PDF } from "../test-support/applications";
import { createTestDatabase, testDialects } from "../test-support/db";
import { multipartBody } from "../test-support/resume-files";
import { mapError } from "../http/error-mapper";
import { installZodSchemas } from "../http/schema-provider";
import { findPostingByPath } from "../jobs/jobs.repository";
import { applicationRoutes, UPLOAD_MEMORY_BYTES } from "./public.routes";

type Started = Awaited<ReturnType<typeof startIsolatedApp>>;

const HUGE_BYTES = 200 * 1024 * 1024;
const CHUNK = Buffer.alloc(64 * 1024, 0x20);

interface StreamedAnswer {
  status: number | null;
  /** Bytes of the body the client managed to hand to its socket before the exchange ended. */
  written: number;
}

/**
 * Posts an application whose résumé never ends (a PDF header, then blank bytes up to `HUGE_BYTES`), written
 * as fast as the server takes it, and stops writing once the answer has come or the connection is gone.
 */
function streamHugeResume(port: number, job: string, withLength: boolean): Promise<StreamedAnswer> {
  const { body, contentType } = multipartBody(validApplication(job), { ...PDF_FILE, data: SAMPLE_PDF });
  const boundary = contentType.split("boundary=")[1]!;
  const closing = Buffer.from(`\r\n--${boundary}--\r\n`);
  const head = body.subarray(0, body.length - closing.length);
  return new Promise((resolve) => {
    let written = 0;
    let status: number | null = null;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      resolve({ status, written });
    };
    const request = http.request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path: APPLICATION_API_PATH,
      headers: {
        "content-type": contentType,
        accept: "application/json",
        ...(withLength ? { "content-length": String(head.length + HUGE_BYTES + closing.length) } : {}),
      },
    });
    request.on("response", (response) => {
      status = response.statusCode ?? null;
      response.resume();
      response.on("end", finish);
      response.on("error", finish);
    });
    request.on("error", finish);
    request.on("close", finish);
    const pump = () => {
      while (status === null && !request.destroyed && written < HUGE_BYTES) {
        written += CHUNK.length;
        if (!request.write(CHUNK)) {
          request.once("drain", pump);
          return;
        }
      }
      if (status === null && !request.destroyed) request.end(closing);
    };
    request.write(head);
    pump();
  });
}

describe.each(testDialects)("résumé upload limits on %s", (dialect) => {
  let t: Started;
  let postings: PostingsByState;
  let port: number;

  beforeAll(async () => {
    t = await startIsolatedApp(dialect, { APPLICATION_RATE_LIMIT: "1000" });
    postings = await preparePostings(t.db);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  const count = () => countApplications(t.db);

  it("answers 413 for an endless résumé and stops reading shortly past 5 MB", async () => {
    const before = await count();
    const answer = await streamHugeResume(port, postings.open, false);
    expect(answer.status).toBe(413);
    // What the client could write is the 5 MB read, plus what the two sockets' buffers hold.
    expect(answer.written).toBeLessThan(RESUME_MAX_BYTES + 24 * 1024 * 1024);
    expect(await count()).toBe(before);
  });

  it("answers 413 before reading a body whose declared length is too large", async () => {
    const answer = await streamHugeResume(port, postings.open, true);
    expect(answer.status).toBe(413);
    expect(answer.written).toBeLessThan(24 * 1024 * 1024);
  });

  it("gives memory back when clients give up mid-upload: later applications are still taken", async () => {
    const { body, contentType } = multipartBody(validApplication(postings.open), {
      ...PDF_FILE,
      data: Buffer.concat([SAMPLE_PDF, Buffer.alloc(RESUME_MAX_BYTES - SAMPLE_PDF.length - 1024, 0x20)]),
    });
    // More abandoned uploads than the memory budget holds at once.
    const abandoned = Math.ceil(UPLOAD_MEMORY_BYTES / body.length) + 2;
    await Promise.all(
      Array.from(
        { length: abandoned },
        () =>
          new Promise<void>((resolve) => {
            const request = http.request({
              host: "127.0.0.1",
              port,
              method: "POST",
              path: APPLICATION_API_PATH,
              headers: {
                "content-type": contentType,
                "content-length": String(body.length),
                accept: "application/json",
              },
            });
            request.on("error", () => resolve());
            request.on("close", () => resolve());
            request.write(body.subarray(0, body.length / 2), () => setTimeout(() => request.destroy(), 200));
          }),
      ),
    );
    const { body: small, contentType: smallType } = multipartBody(validApplication(postings.open), PDF_FILE);
    const response = await fetch(`http://127.0.0.1:${port}${APPLICATION_API_PATH}`, {
      method: "POST",
      headers: { "content-type": smallType, accept: "application/json" },
      body: new Uint8Array(small),
    });
    expect(response.status).toBe(201);
  });
});

describe("a stalled upload", () => {
  it("is answered 408 once nothing arrives for the idle time, and its connection closed", async () => {
    const database = await createTestDatabase("sqlite");
    const config = testConfig(database);
    const db = connectDb({ databaseUrl: undefined, dataDir: database.dataDir });
    await migrateToLatest(db);
    const app = Fastify();
    installZodSchemas(app);
    app.setErrorHandler(mapError);
    await app.register(applicationRoutes, {
      config,
      db,
      uploadPace: { idleMs: 300 },
      findPosting: findPostingByPath,
    });
    await app.listen({ port: 0, host: "127.0.0.1" });
    try {
      const { body, contentType } = multipartBody(validApplication("/job-minneapolis-osseo-pmr"), PDF_FILE);
      const answer = await new Promise<{ status: number | undefined; closed: boolean }>((resolve) => {
        const request = http.request({
          host: "127.0.0.1",
          port: (app.server.address() as AddressInfo).port,
          method: "POST",
          path: APPLICATION_API_PATH,
          headers: {
            "content-type": contentType,
            "content-length": String(body.length),
            accept: "application/json",
          },
        });
        request.on("response", (response) => {
          response.resume();
          response.on("end", () =>
            resolve({ status: response.statusCode, closed: response.headers.connection === "close" }),
          );
        });
        request.on("error", () => resolve({ status: undefined, closed: true }));
        // Half the body, then nothing.
        request.write(body.subarray(0, body.length / 2));
      });
      expect(answer).toEqual({ status: 408, closed: true });
    } finally {
      await app.close();
      await db.close();
      await database.drop();
    }
  });
});
