import { BellRing, Briefcase, DollarSign, MapPin, Search, SlidersHorizontal } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useNavigate } from "react-router";
import type { JobCard } from "#app/lib/job-filters";
import { formatLongDate } from "#app/lib/job-expiry";
import {
  activeFilterCount,
  emptyJobSearch,
  type JobSearch,
  jobSearchQuery,
  parseJobSearch,
} from "#schemas/job-search";
import { DeferredJobAlert } from "./deferred-job-alert-form";
import "./jobs-filter.css";

const fieldClass =
  "mt-1 block h-11 w-full rounded-md border border-slate-500 bg-white px-3 text-base text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const primaryButton =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";
const secondaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-md border border-brand-700 bg-white px-5 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700";

export interface ClosedJobCard extends JobCard {
  /** The day the posting was filled or its last open day. */
  endedOn: string;
  filled: boolean;
}

interface Props {
  openCount: number;
  cards: JobCard[];
  states: { value: string; label: string }[];
  /** The search shown, or null for the plain list. */
  search: JobSearch | null;
  /** Open postings matching the search (all open postings without one). */
  matchCount: number;
  /** The first listed card's position among them (1 for a search). */
  firstShown: number;
  recentlyClosed: ClosedJobCard[];
  pagination?: React.ReactNode;
}

/**
 * Open roles as cards with a keyword search and three filters, a plain GET form whose results the server
 * renders: it works without JavaScript and its address can be shared. With JavaScript a search is a client
 * navigation to the same address (so the back button restores the previous one) and a filter applies as
 * soon as it is chosen.
 */
export function JobsIndex({
  openCount,
  cards,
  states,
  search,
  matchCount,
  firstShown,
  recentlyClosed,
  pagination,
}: Props) {
  if (openCount === 0) {
    return (
      <div data-jobs-index className="space-y-8">
        <NothingOpen />
        <DeferredJobAlert place="none-open" />
        <RecentlyClosed cards={recentlyClosed} />
      </div>
    );
  }
  return (
    <div data-jobs-index className="space-y-6">
      <JobSearchForm states={states} search={search ?? emptyJobSearch} />
      <p role="status" className="font-medium text-slate-700">
        {statusLine(search, matchCount, cards.length, firstShown, openCount)}
      </p>
      {search && cards.length === 0 ? <NoMatch /> : null}
      <JobCardList cards={cards} />
      {pagination}
      <details data-slot="job-alert-compact" className="group rounded-xl border border-brand-100 bg-brand-50">
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-xl px-5 py-3 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
          <span className="flex items-center gap-2">
            <BellRing aria-hidden="true" className="size-5 text-brand-700" />
            Get new roles by email
          </span>
          <span aria-hidden="true" className="text-brand-700 group-open:rotate-180">
            ▾
          </span>
        </summary>
        <DeferredJobAlert place="list" className="m-3 mt-0 shadow-none sm:m-4 sm:mt-0" />
      </details>
      <RecentlyClosed cards={recentlyClosed} />
    </div>
  );
}

function statusLine(
  search: JobSearch | null,
  total: number,
  shown: number,
  first: number,
  openCount: number,
): string {
  const jobs = (n: number) => `${n} ${n === 1 ? "job" : "jobs"}`;
  if (search) {
    if (total === 0) return "No open jobs match this search.";
    const words = search.q ? ` “${search.q}”` : " these filters";
    if (shown < total) return `Showing the best ${shown} of ${jobs(total)} matching${words}.`;
    return `${jobs(total)} of ${openCount} open ${total === 1 ? "matches" : "match"}${words}.`;
  }
  if (shown < openCount) return `Showing ${first}–${first + shown - 1} of ${openCount} open jobs.`;
  return `Showing ${jobs(shown)}, all open now.`;
}

interface FilterOption {
  value: string;
  label: string;
}

const ROLE_OPTIONS: FilterOption[] = [
  { value: "", label: "All roles" },
  { value: "NP", label: "Nurse Practitioner (NP)" },
  { value: "PA", label: "Physician Assistant (PA)" },
];

const SCHEDULE_OPTIONS: FilterOption[] = [
  { value: "", label: "Full-time and part-time" },
  { value: "full-time", label: "Full-time" },
  { value: "part-time", label: "Part-time" },
];

/** One of the search's filters: choosing an option searches at once (`onPick` gets the form). */
function FilterSelect({
  label,
  name,
  value,
  options,
  onPick,
}: {
  label: string;
  name: keyof JobSearch;
  value: string;
  options: readonly FilterOption[];
  onPick: (form: HTMLFormElement) => void;
}) {
  return (
    <label className="block text-sm font-semibold text-slate-800">
      {label}
      <select
        name={name}
        className={fieldClass}
        defaultValue={value}
        onChange={(e) => onPick(e.currentTarget.form!)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function JobSearchForm({ states, search }: { states: Props["states"]; search: JobSearch }) {
  const navigate = useNavigate();
  const filtersRef = useRef<HTMLDetailsElement>(null);
  const active = activeFilterCount(search);
  const query = jobSearchQuery(search);

  // On wide screens the filters are always shown (jobs-filter.css); open the disclosure to match.
  useEffect(() => {
    if (filtersRef.current && window.matchMedia("(min-width: 768px)").matches) filtersRef.current.open = true;
  }, []);

  const go = (form: HTMLFormElement) => {
    const chosen = parseJobSearch(new URLSearchParams(new FormData(form) as unknown as string[][]));
    navigate(`/jobs${jobSearchQuery(chosen)}`, { preventScrollReset: true });
  };

  return (
    <search aria-label="Search jobs">
      <form
        key={query}
        method="get"
        action="/jobs"
        className="space-y-3 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
        onSubmit={(event) => {
          event.preventDefault();
          go(event.currentTarget);
        }}
      >
        <div className="flex items-end gap-2">
          <label className="block min-w-0 flex-1 text-sm font-semibold text-slate-800">
            Keyword
            <input
              type="search"
              name="q"
              defaultValue={search.q}
              maxLength={100}
              placeholder="Specialty or city"
              autoComplete="off"
              enterKeyHint="search"
              className={fieldClass}
            />
          </label>
          <button type="submit" className={primaryButton}>
            <Search aria-hidden="true" className="size-4" />
            Search
          </button>
        </div>
        <details ref={filtersRef} data-jobs-filters className="group">
          <summary className="inline-flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-md border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 [&::-webkit-details-marker]:hidden">
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            Filters
            {active > 0 ? (
              <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
                {active}
                <span className="sr-only"> active</span>
              </span>
            ) : null}
          </summary>
          <div className="mt-3 grid gap-3 md:mt-0 md:grid-cols-3">
            <FilterSelect label="Role" name="role" value={search.role} options={ROLE_OPTIONS} onPick={go} />
            <FilterSelect
              label="State"
              name="state"
              value={search.state}
              options={[{ value: "", label: "All states" }, ...states]}
              onPick={go}
            />
            <FilterSelect
              label="Schedule"
              name="schedule"
              value={search.schedule}
              options={SCHEDULE_OPTIONS}
              onPick={go}
            />
          </div>
        </details>
        {query ? (
          <p>
            <Link
              to="/jobs"
              preventScrollReset
              className="text-sm font-semibold text-brand-700 underline underline-offset-2"
            >
              Clear the search and show all open jobs
            </Link>
          </p>
        ) : null}
      </form>
    </search>
  );
}

function JobCardList({ cards }: { cards: JobCard[] }) {
  if (cards.length === 0) return null;
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {cards.map((card) => (
        <li key={card.path} data-job-card>
          <JobCardView card={card} />
        </li>
      ))}
    </ul>
  );
}

/** A card's facts behind their icons: where, what kind of role, and the pay, which stands out. */
function cardFacts(card: JobCard) {
  return [
    { icon: MapPin, label: "Location", value: card.places.join(" · "), strong: false },
    { icon: Briefcase, label: "Type", value: card.type, strong: false },
    { icon: DollarSign, label: "Pay", value: card.pay, strong: true },
  ];
}

function JobCardView({ card, notice }: { card: JobCard; notice?: React.ReactNode }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">{card.specialty}</p>
      <h2 className="mt-1 text-xl font-bold">
        <Link to={card.path} className="rounded-sm hover:text-brand-800 hover:underline">
          {card.title}
        </Link>
      </h2>
      <dl className="mt-4 space-y-2 text-slate-700">
        {cardFacts(card).map(({ icon: Icon, label, value, strong }) => (
          <div key={label} className="flex gap-2">
            <dt>
              <Icon aria-hidden="true" className="mt-0.5 size-5 text-brand-700" />
              <span className="sr-only">{label}</span>
            </dt>
            <dd className={strong ? "font-semibold text-slate-900" : undefined}>{value}</dd>
          </div>
        ))}
      </dl>
      {notice}
    </article>
  );
}

/** Where a visitor goes when nothing fits: a recruiter now, or an alert for when a role opens. */
function NextSteps() {
  return (
    <div className="mt-5 flex flex-wrap gap-3">
      <Link to="/#contact" className={primaryButton}>
        Tell a recruiter what you are looking for
      </Link>
      <a href="#job-alert" className={secondaryButton}>
        <BellRing aria-hidden="true" className="mr-2 size-4" />
        Get an email when a role opens
      </a>
    </div>
  );
}

/** The tinted box in place of the list when no role is open, or none matches the search. */
function JobsNotice({
  name,
  heading,
  text,
  children,
}: {
  name: "nothing-open" | "no-match";
  heading: string;
  text: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${name}-title`}
      data-slot={`jobs-${name}`}
      className="rounded-xl border border-brand-100 bg-brand-50 p-6"
    >
      <h2 id={`${name}-title`} className="text-xl font-bold text-slate-900">
        {heading}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">{text}</p>
      {children}
    </section>
  );
}

function NothingOpen() {
  return (
    <JobsNotice
      name="nothing-open"
      heading="No NP or PA role is open right now"
      text="Many openings are filled before they are ever advertised. Tell a recruiter which role, state and schedule you want, and we will contact you when one fits."
    >
      <NextSteps />
    </JobsNotice>
  );
}

function NoMatch() {
  return (
    <JobsNotice
      name="no-match"
      heading="No open role matches, but your next one may not be posted yet"
      text="Many NP and PA openings are filled before they are ever advertised. Try fewer words or filters, or tell a recruiter what you are looking for and we will let you know when a role fits."
    >
      <div className="mt-5 flex flex-wrap gap-3">
        <Link to="/jobs" className={secondaryButton}>
          Show all open jobs
        </Link>
        <Link to="/#contact" className={primaryButton}>
          Talk to a recruiter
        </Link>
      </div>
    </JobsNotice>
  );
}

/** Postings closed or expired within 90 days, folded away below the open ones; works without JavaScript. */
function RecentlyClosed({ cards }: { cards: ClosedJobCard[] }) {
  if (cards.length === 0) return null;
  return (
    <details data-slot="recently-closed" className="group rounded-xl border border-slate-200 bg-white">
      <summary className="flex min-h-12 cursor-pointer items-center justify-between gap-3 rounded-xl px-5 py-3 font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
        <span>
          Recently closed <span className="font-normal text-slate-700">({cards.length})</span>
        </span>
        <span
          aria-hidden="true"
          className="text-brand-700 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        >
          ▾
        </span>
      </summary>
      <div className="border-t border-slate-200 p-5">
        <p className="mb-4 max-w-2xl text-slate-700">
          These roles closed in the last 90 days and take no applications through this site. Similar roles
          often open again: ask a recruiter.
        </p>
        <ul className="grid gap-5 md:grid-cols-2">
          {cards.map((card) => (
            <li key={card.path} data-closed-job-card>
              <JobCardView
                card={card}
                notice={
                  <p className="mt-4 text-sm text-amber-900">
                    {card.filled
                      ? `Position filled ${formatLongDate(card.endedOn)}.`
                      : `Posting closed ${formatLongDate(card.endedOn)}; it may be filled.`}
                  </p>
                }
              />
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
