import { renderToReadableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

/**
 * Renders a page at build time (every route is prerendered; nothing renders per request).
 *
 * The whole page is awaited before it is written, and no part of it is outlined: by default React
 * moves a finished Suspense boundary that comes after the first 12.8 KB into a hidden segment that a
 * script swaps in, which would leave a deferred-hydration boundary (such as the contact form)
 * invisible without JavaScript and out of reach of crawlers that do not run it.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  let status = responseStatusCode;
  const stream = await renderToReadableStream(<ServerRouter context={routerContext} url={request.url} />, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error: unknown) {
      status = 500;
      console.error(error);
    },
  });
  await stream.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(stream, { headers: responseHeaders, status });
}
