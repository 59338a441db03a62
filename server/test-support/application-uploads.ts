import http from "node:http";
import { APPLICATION_API_PATH } from "#schemas/paths";
import { PDF_FILE, validApplication } from "./application-requests";
import { multipartBody } from "./resume-files";

/** How an upload over a real socket ended. `status` is null when no answer came. */
export interface UploadAnswer {
  status: number | null;
  retryAfter: string | null;
  /** The server said it closes the connection (`Connection: close`). */
  closing: boolean;
  body: string;
}

export interface UploadTarget {
  port: number;
  /** The client's address: any 127.x.y.z reaches a server on 127.0.0.1, each its own client. */
  localAddress?: string;
  /** `application/json` (the page's script) unless a test posts as a browser without JavaScript. */
  accept?: string;
}

function applicationRequest(target: UploadTarget, contentType: string, contentLength: number) {
  return http.request({
    host: "127.0.0.1",
    port: target.port,
    localAddress: target.localAddress,
    method: "POST",
    path: APPLICATION_API_PATH,
    agent: false,
    headers: {
      "content-type": contentType,
      "content-length": String(contentLength),
      accept: target.accept ?? "application/json",
    },
  });
}

function answerOf(request: http.ClientRequest, onEnd: () => void): Promise<UploadAnswer> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: UploadAnswer) => {
      if (settled) return;
      settled = true;
      onEnd();
      resolve(answer);
    };
    const none = () => settle({ status: null, retryAfter: null, closing: true, body: "" });
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      const done = () =>
        settle({
          status: response.statusCode ?? null,
          retryAfter: (response.headers["retry-after"] as string | undefined) ?? null,
          closing: response.headers.connection === "close",
          body: Buffer.concat(chunks).toString(),
        });
      response.on("end", done);
      response.on("error", done);
      response.on("aborted", done);
    });
    request.on("error", none);
    request.on("close", none);
  });
}

export interface SlowUpload {
  /** Settles once the server answers or the connection ends. */
  answer: Promise<UploadAnswer>;
  /** Bytes of the body sent so far. */
  sent(): number;
  /** The client gives up: its connection is destroyed. */
  abandon(): void;
}

/**
 * An application whose body announces `contentLength` bytes (the largest allowed by default) and then
 * trickles: the form's fields and the résumé's part header at once, then `bytesPerTick` bytes of the
 * résumé every `intervalMs`, never finishing, until the server answers or closes.
 */
export function slowUpload(
  target: UploadTarget & { job: string; contentLength: number; intervalMs: number; bytesPerTick?: number },
): SlowUpload {
  const { body, contentType } = multipartBody(validApplication(target.job), PDF_FILE);
  // Everything up to the end of the sample PDF's first line: a real start of a résumé.
  const head = body.subarray(0, body.indexOf("%PDF-1.4\n") + 9);
  const request = applicationRequest(target, contentType, target.contentLength);
  let sent = head.length;
  let timer: NodeJS.Timeout | undefined;
  const answer = answerOf(request, () => clearInterval(timer));
  const tick = Buffer.alloc(target.bytesPerTick ?? 1, 0x20);
  request.write(head);
  timer = setInterval(() => {
    if (request.destroyed || sent + tick.length >= target.contentLength) return;
    sent += tick.length;
    request.write(tick);
  }, target.intervalMs);
  return {
    answer,
    sent: () => sent,
    abandon: () => request.destroy(),
  };
}

/**
 * A whole application (the sample PDF unless `resume` says), sent at once. Gives up after `timeoutMs`
 * (status null): a bound for a stuck test.
 */
export function postApplication(
  target: UploadTarget & { job: string; resume?: Buffer; timeoutMs?: number },
): Promise<UploadAnswer> {
  const { body, contentType } = multipartBody(validApplication(target.job), {
    ...PDF_FILE,
    data: target.resume ?? PDF_FILE.data,
  });
  const request = applicationRequest(target, contentType, body.length);
  const timer = setTimeout(() => request.destroy(), target.timeoutMs ?? 15_000);
  const answer = answerOf(request, () => clearTimeout(timer));
  request.end(body);
  return answer;
}
