import { type JobPosting, usStates } from "#schemas/job-posting";
import { employmentTypeLabel, jobPlaces } from "./job-content";
import type { JobCard } from "./job-filters";
import { jobPayLabel } from "./job-pay";

export function toJobCard(job: JobPosting): JobCard {
  return {
    path: job.path,
    title: job.shortTitle,
    specialty: job.specialty,
    places: jobPlaces(job),
    type: employmentTypeLabel(job),
    pay: jobPayLabel(job),
    validThrough: job.validThrough,
    roles: job.roles,
    states: [...new Set([...job.locations.map((l) => l.region), ...(job.remote ? ["remote"] : [])])],
    types: job.employmentTypes.map((t) => (t === "FULL_TIME" ? "full-time" : "part-time")),
  };
}

/** The state filter's options: every state with a posting, by name, then Remote. */
export function stateOptions(cards: JobCard[]): { value: string; label: string }[] {
  const codes = new Set(cards.flatMap((card) => card.states));
  const states = Object.entries(usStates)
    .filter(([code]) => codes.has(code))
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return codes.has("remote") ? [...states, { value: "remote", label: "Remote" }] : states;
}
