import type { JobRole } from "#schemas/job-posting";

export type JobTypeFilter = "full-time" | "part-time";

/** What a card on /jobs shows and what its filters match against. */
export interface JobCard {
  path: string;
  title: string;
  specialty: string;
  places: string[];
  type: string;
  pay: string;
  validThrough: string;
  roles: JobRole[];
  /** Two-letter state codes, plus "remote" for remote roles. */
  states: string[];
  types: JobTypeFilter[];
}

export interface JobFilters {
  role: JobRole | "";
  state: string;
  type: JobTypeFilter | "";
}

export const noFilters: JobFilters = { role: "", state: "", type: "" };

/** Reads filters from a query string, ignoring values no card could match. */
export function parseJobFilters(params: URLSearchParams, states: readonly string[]): JobFilters {
  const role = params.get("role");
  const state = params.get("state");
  const type = params.get("type");
  return {
    role: role === "NP" || role === "PA" ? role : "",
    state: state && states.includes(state) ? state : "",
    type: type === "full-time" || type === "part-time" ? type : "",
  };
}

export function matchesJobFilters(card: JobCard, filters: JobFilters): boolean {
  return (
    (!filters.role || card.roles.includes(filters.role)) &&
    (!filters.state || card.states.includes(filters.state)) &&
    (!filters.type || card.types.includes(filters.type))
  );
}
