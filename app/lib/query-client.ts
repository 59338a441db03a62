import type { QueryClientConfig, QueryFunction } from "@tanstack/react-query";

/** A non-ok answer: the message is `status: body` (or the status text when the body is empty). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new ApiError(response.status, `${response.status}: ${text}`);
}

/** Sends a mutation as JSON (with cookies) and resolves to the ok response; anything else throws ApiError. */
export async function apiRequest(method: string, url: string, data?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: data === undefined ? {} : { "Content-Type": "application/json" },
    body: data === undefined ? undefined : JSON.stringify(data),
    credentials: "include",
  });
  await throwIfNotOk(response);
  return response;
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/**
 * The app's reader: GET the query key's segments joined with "/", cookies included, JSON back.
 * A 401 throws, or resolves to null when the caller asks for `on401: "returnNull"`.
 */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey }) => {
    const response = await fetch(queryKey.join("/"), { credentials: "include" });
    if (on401 === "returnNull" && response.status === 401) {
      // Read the body anyway: an unread body keeps the request open in the browser.
      await response.text();
      return null;
    }
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}

export const queryClientConfig: QueryClientConfig = {
  defaultOptions: {
    queries: {
      queryFn: getQueryFn({ on401: "throw" }),
      refetchInterval: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    },
    mutations: {
      retry: false,
    },
  },
};
