import { type QueryFunction, type QueryKey, queryOptions } from "@tanstack/react-query";
import { ApiError, apiRequest, getQueryFn } from "#app/lib/query-client";
import { adminApiPath } from "#schemas/paths";

export const SESSION_KEY = [adminApiPath("session")] as const;
export const SOURCES_KEY = [adminApiPath("leadSources")] as const;
export const AUDIT_KEY = [adminApiPath("audit")] as const;
export const SIGN_IN_LOCKS_KEY = [adminApiPath("signInLocks")] as const;

export function leadKey(id: string): QueryKey {
  return [adminApiPath("leads"), id];
}

/** One segment holding the whole address (a list's page), so the default reader GETs it as it is. */
export function listPageKey(base: string, params: URLSearchParams): QueryKey {
  const query = params.toString();
  return [query ? `${base}?${query}` : base];
}

export function leadsPageKey(params: URLSearchParams): QueryKey {
  return listPageKey(adminApiPath("leads"), params);
}

/**
 * The record a query of `base` (a list's address) reads, or null for the list itself: the detail
 * `[base, id]`, or what a record's page reads of it (`${base}/${id}/messages`, `${base}/${id}/same-person`).
 */
export function recordIdOf(key: QueryKey, base: string): string | null {
  if (typeof key[0] !== "string" || !key[0].startsWith(base)) return null;
  if (key.length > 1) return String(key[1]);
  const match = /^\/([^/?]+)\/./.exec(key[0].slice(base.length));
  return match ? decodeURIComponent(match[1]!) : null;
}

/** Queries of `base` and below (a list's pages, its records, what each record's page reads). */
export function isQueryOf(key: QueryKey, base: string): boolean {
  return typeof key[0] === "string" && key[0].startsWith(base);
}

/** Queries that show leads: the list pages and each lead's detail. */
export function isLeadsQuery(key: QueryKey): boolean {
  return isQueryOf(key, adminApiPath("leads"));
}

/** A zod schema of a staff API answer (schemas/admin-answers.ts and the features' schema files). */
export interface AnswerSchema<T> {
  parse(data: unknown): T;
}

const readJson = getQueryFn<unknown>({ on401: "throw" });

/** The app's reader (GET the query key's segments joined with "/"), its answer parsed with `schema`. */
export function readAnswer<T>(schema: AnswerSchema<T>): QueryFunction<T> {
  return async (context) => schema.parse(await readJson(context));
}

/** The query of `key` read with the app's reader, its answer parsed with `schema`. */
export function answerQuery<T>(queryKey: QueryKey, schema: AnswerSchema<T>) {
  return queryOptions({ queryKey, queryFn: readAnswer(schema) });
}

/** Sends a change as JSON and parses the answer with `schema`. */
export async function sendFor<T>(
  schema: AnswerSchema<T>,
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await apiRequest(method, url, body);
  return schema.parse(await response.json());
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** Words for a person: the server's `error` (or first field error), else a plain explanation. */
export function errorMessage(error: unknown, fallback = "Something went wrong. Please try again."): string {
  if (error instanceof ApiError) {
    const body = error.message.slice(error.message.indexOf(": ") + 2);
    try {
      const parsed = JSON.parse(body) as { error?: unknown; errors?: Record<string, unknown> };
      if (typeof parsed.error === "string") return parsed.error;
      const first = parsed.errors ? Object.values(parsed.errors)[0] : undefined;
      if (typeof first === "string") return first;
    } catch {
      // Not JSON: fall through.
    }
    if (error.status >= 500) return "The server could not complete this. Please try again in a minute.";
    return fallback;
  }
  if (error instanceof TypeError)
    return "The server could not be reached. Check your connection and try again.";
  return fallback;
}

export const STAFF_KEY = [adminApiPath("staff")] as const;
export const HEALTH_KEY = [adminApiPath("health")] as const;
export const DASHBOARD_KEY = [adminApiPath("dashboard")] as const;

export function applicationKey(id: string): QueryKey {
  return [adminApiPath("applications"), id];
}

export function applicationsPageKey(params: URLSearchParams): QueryKey {
  return listPageKey(adminApiPath("applications"), params);
}

/** Queries that show applications: the list pages and each application's detail. */
export function isApplicationsQuery(key: QueryKey): boolean {
  return isQueryOf(key, adminApiPath("applications"));
}
