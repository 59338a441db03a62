import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, getQueryFn, queryClientConfig } from "./query-client";

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;
let fetchMock: FetchMock;

beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function respond(status: number, body: string, statusText = "") {
  fetchMock.mockResolvedValueOnce(new Response(status === 204 ? null : body, { status, statusText }));
}

const context = (queryKey: readonly unknown[]) =>
  ({
    queryKey,
    signal: new AbortController().signal,
    meta: undefined,
    client: new QueryClient(queryClientConfig),
  }) as never;

describe("the default query function", () => {
  it("GETs the key's segments joined with '/', with cookies, and reads JSON", async () => {
    respond(200, JSON.stringify({ lead: { id: "42" } }));
    const data = await getQueryFn({ on401: "throw" })(context(["/api/admin/leads", "42"]));
    expect(data).toEqual({ lead: { id: "42" } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/admin/leads/42");
    expect(init?.credentials).toBe("include");
    expect(init?.method ?? "GET").toBe("GET");
  });

  it("throws on 401 when the caller asks to throw", async () => {
    respond(401, '{"error":"Sign in to continue."}', "Unauthorized");
    await expect(getQueryFn({ on401: "throw" })(context(["/api/admin/session"]))).rejects.toThrow(
      /^401: \{"error":"Sign in to continue\."\}$/,
    );
  });

  it("yields null on 401 when the caller asks for that (reading the body so the request completes)", async () => {
    const response = new Response('{"error":"Sign in to continue."}', {
      status: 401,
      statusText: "Unauthorized",
    });
    fetchMock.mockResolvedValueOnce(response);
    await expect(getQueryFn({ on401: "returnNull" })(context(["/api/admin/session"]))).resolves.toBeNull();
    expect(response.bodyUsed).toBe(true);
  });

  it("still throws other errors when asked to return null on 401", async () => {
    respond(403, "Forbidden here");
    await expect(getQueryFn({ on401: "returnNull" })(context(["/x"]))).rejects.toThrow(
      /^403: Forbidden here$/,
    );
  });

  it("makes the message `status: body`, or `status: statusText` when the body is empty", async () => {
    respond(500, "database is down", "Internal Server Error");
    const withBody = getQueryFn({ on401: "throw" })(context(["/api/a"]));
    await expect(withBody).rejects.toThrow(/^500: database is down$/);
    respond(503, "", "Service Unavailable");
    const error = await Promise.resolve(getQueryFn({ on401: "throw" })(context(["/api/b"]))).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("503: Service Unavailable");
    expect((error as ApiError).status).toBe(503);
  });
});

describe("apiRequest", () => {
  it("sends JSON with cookies and resolves to the response", async () => {
    respond(200, '{"ok":true}');
    const response = await apiRequest("POST", "/api/admin/leads/1/status", { status: "contacted" });
    expect(await response.json()).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/admin/leads/1/status");
    expect(init).toMatchObject({
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json" },
      body: '{"status":"contacted"}',
    });
  });

  it("sends no body or content type without data", async () => {
    respond(204, "");
    await apiRequest("DELETE", "/api/admin/session");
    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({});
  });

  it("throws `status: body` for a non-ok answer", async () => {
    respond(409, '{"error":"Only a failed delivery can be retried."}');
    await expect(apiRequest("POST", "/x", {})).rejects.toThrow(
      /^409: \{"error":"Only a failed delivery can be retried\."\}$/,
    );
  });
});

describe("the query client's defaults", () => {
  const client = new QueryClient(queryClientConfig);
  const queries = client.getDefaultOptions().queries!;

  it("never retries queries or mutations", () => {
    expect(queries.retry).toBe(false);
    expect(client.getDefaultOptions().mutations?.retry).toBe(false);
  });

  it("treats data as never stale, with no refetch on focus and no polling", () => {
    expect(queries.staleTime).toBe(Number.POSITIVE_INFINITY);
    expect(queries.refetchOnWindowFocus).toBe(false);
    expect(queries.refetchInterval).toBe(false);
  });

  it("uses the default reader, which throws on 401, for every query", async () => {
    respond(401, "", "Unauthorized");
    await expect(client.fetchQuery({ queryKey: ["/api/admin/leads"] })).rejects.toThrow(
      /^401: Unauthorized$/,
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/admin/leads");
  });

  it("does not retry a failed query: one request, one error", async () => {
    fetchMock.mockResolvedValue(new Response("boom", { status: 500 }));
    await expect(client.fetchQuery({ queryKey: ["/api/fails"] })).rejects.toThrow(/^500: boom$/);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("serves a cached answer without fetching again (never stale)", async () => {
    respond(200, '{"n":1}');
    const first = await client.fetchQuery({ queryKey: ["/api/cached"] });
    const second = await client.fetchQuery({ queryKey: ["/api/cached"] });
    expect(first).toEqual({ n: 1 });
    expect(second).toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
