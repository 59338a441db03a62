import { Briefcase, DollarSign, MapPin } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import {
  type JobCard,
  type JobFilters,
  matchesJobFilters,
  noFilters,
  parseJobFilters,
} from "#app/lib/job-filters";
import { formatLongDate, isJobExpired, useToday } from "#app/lib/job-expiry";
import "./jobs-filter.css";

const selectClass =
  "mt-1 block h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

interface Props {
  cards: JobCard[];
  states: { value: string; label: string }[];
  /** Whether each posting had passed its validThrough when the page was built. */
  expiredAtBuild: Record<string, boolean>;
}

/**
 * Every posting as a card, filterable by role, state and type. Without JavaScript the filters work through
 * CSS (jobs-filter.css); with it, they are also kept in the URL query so a filtered view can be shared.
 */
export function JobsIndex({ cards, states, expiredAtBuild }: Props) {
  const [params, setParams] = useSearchParams();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const today = useToday();
  const filters = hydrated
    ? parseJobFilters(
        params,
        states.map((s) => s.value),
      )
    : noFilters;
  const visible = cards.filter((card) => matchesJobFilters(card, filters));

  function update(name: keyof JobFilters, value: string) {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }

  return (
    <div data-jobs-index className="space-y-8">
      <form
        method="get"
        action="/jobs"
        aria-label="Filter jobs"
        className="grid gap-4 rounded-xl border border-slate-200 bg-slate-50 p-5 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
        onSubmit={(event) => event.preventDefault()}
      >
        <label className="block text-sm font-semibold text-slate-800">
          Role
          <select
            name="role"
            className={selectClass}
            value={filters.role}
            onChange={(e) => update("role", e.target.value)}
          >
            <option value="">All roles</option>
            <option value="NP">Nurse Practitioner (NP)</option>
            <option value="PA">Physician Assistant (PA)</option>
          </select>
        </label>
        <label className="block text-sm font-semibold text-slate-800">
          State
          <select
            name="state"
            className={selectClass}
            value={filters.state}
            onChange={(e) => update("state", e.target.value)}
          >
            <option value="">All states</option>
            {states.map((state) => (
              <option key={state.value} value={state.value}>
                {state.label}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm font-semibold text-slate-800">
          Schedule
          <select
            name="type"
            className={selectClass}
            value={filters.type}
            onChange={(e) => update("type", e.target.value)}
          >
            <option value="">Full-time and part-time</option>
            <option value="full-time">Full-time</option>
            <option value="part-time">Part-time</option>
          </select>
        </label>
        <button
          type="reset"
          className="h-11 rounded-md border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          onClick={(event) => {
            if (!hydrated) return;
            event.preventDefault();
            setParams(new URLSearchParams(), { replace: true, preventScrollReset: true });
          }}
        >
          Clear filters
        </button>
      </form>
      <p role="status" className="min-h-6 font-medium text-slate-700">
        {hydrated &&
          (visible.length === 0
            ? "No jobs match these filters. Clear a filter to see more roles."
            : `Showing ${visible.length} of ${cards.length} jobs`)}
      </p>
      {hydrated && visible.length === 0 ? (
        <section
          aria-labelledby="no-match-title"
          data-slot="jobs-no-match"
          className="rounded-xl border border-brand-100 bg-brand-50 p-6"
        >
          <h2 id="no-match-title" className="text-xl font-bold text-slate-900">
            No posted role matches, but your next one may not be posted yet
          </h2>
          <p className="mt-2 max-w-2xl text-slate-700">
            Many NP and PA openings are filled before they are ever advertised. Tell a recruiter what you are
            looking for and we will let you know when a role fits, or widen the search.
          </p>
          <div className="mt-5 flex flex-wrap gap-3">
            <button
              type="button"
              className="inline-flex min-h-11 items-center rounded-md border border-brand-700 bg-white px-5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              onClick={() => setParams(new URLSearchParams(), { replace: true, preventScrollReset: true })}
            >
              Show all jobs
            </button>
            <Link
              to="/#contact"
              className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              Talk to a recruiter
            </Link>
          </div>
        </section>
      ) : null}
      <ul className="grid gap-5 md:grid-cols-2">
        {cards.map((card) => {
          const shown = visible.includes(card);
          const expired = today ? isJobExpired(card, today) : (expiredAtBuild[card.path] ?? false);
          return (
            <li
              key={card.path}
              data-job-card
              data-roles={card.roles.join(" ")}
              data-states={card.states.join(" ")}
              data-types={card.types.join(" ")}
              hidden={!shown}
            >
              <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
                  {card.specialty}
                </p>
                <h2 className="mt-1 text-xl font-bold">
                  <Link to={card.path} className="rounded-sm hover:text-brand-800 hover:underline">
                    {card.title}
                  </Link>
                </h2>
                <dl className="mt-4 space-y-2 text-slate-700">
                  <div className="flex gap-2">
                    <dt>
                      <MapPin aria-hidden="true" className="mt-0.5 size-5 text-brand-700" />
                      <span className="sr-only">Location</span>
                    </dt>
                    <dd>{card.places.join(" · ")}</dd>
                  </div>
                  <div className="flex gap-2">
                    <dt>
                      <Briefcase aria-hidden="true" className="mt-0.5 size-5 text-brand-700" />
                      <span className="sr-only">Type</span>
                    </dt>
                    <dd>{card.type}</dd>
                  </div>
                  <div className="flex gap-2">
                    <dt>
                      <DollarSign aria-hidden="true" className="mt-0.5 size-5 text-brand-700" />
                      <span className="sr-only">Pay</span>
                    </dt>
                    <dd className="font-semibold text-slate-900">{card.pay}</dd>
                  </div>
                </dl>
                {expired && (
                  <p className="mt-4 text-sm text-amber-900">
                    Posting closed {formatLongDate(card.validThrough)}; it may be filled. Ask us about similar
                    roles.
                  </p>
                )}
              </article>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
