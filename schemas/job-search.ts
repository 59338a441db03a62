import type { BoardPosting, JobBoard } from "./job-board";
import type { JobPosting, JobRole } from "./job-posting";
import { usStates } from "./us-states";

/** What a visitor asks `/jobs` for: a keyword query and the three filters, all optional. */
export interface JobSearch {
  q: string;
  role: JobRole | "";
  /** A two-letter state code, or "remote". */
  state: string;
  schedule: "full-time" | "part-time" | "";
}

export const emptyJobSearch: JobSearch = { q: "", role: "", state: "", schedule: "" };

export const JOB_SEARCH_LIMITS = {
  /** Characters of the keyword query kept; the rest is ignored. */
  q: 100,
  /** Words of the query searched for; the rest are ignored. */
  words: 8,
  /** Results a search shows (the rest are counted, and the visitor narrows the search). */
  results: 50,
} as const;

/** The query parameters a search reads; any other parameter (utm_source…) leaves `/jobs` as it is. */
export const JOB_SEARCH_PARAMS = ["q", "role", "state", "schedule", "type"] as const;

// C0 and C1 controls, DEL, and lone surrogates: never part of a word a visitor meant.
const UNWANTED = /[\p{Cc}\p{Cs}]/gu;

/** The keyword query as searched and shown: controls dropped, spaces collapsed, at most 100 characters. */
export function cleanQuery(raw: string): string {
  const cleaned = raw.replace(UNWANTED, " ").normalize("NFKC").replace(/\s+/g, " ").trim();
  // Marks alone ("%", "&&") search for nothing: the query is empty.
  if (!/[\p{L}\p{N}]/u.test(cleaned)) return "";
  return Array.from(cleaned).slice(0, JOB_SEARCH_LIMITS.q).join("").trim();
}

/** Reads a search from a query string. Values no posting could have are dropped, never refused. */
export function parseJobSearch(params: URLSearchParams): JobSearch {
  const role = params.get("role");
  const state = params.get("state")?.trim() ?? "";
  // `type` is the schedule filter's earlier name, kept so that shared addresses still work.
  const schedule = params.get("schedule") ?? params.get("type");
  const stateCode = state.toUpperCase();
  return {
    q: cleanQuery(params.get("q") ?? ""),
    role: role === "NP" || role === "PA" ? role : "",
    state: state.toLowerCase() === "remote" ? "remote" : stateCode in usStates ? stateCode : "",
    schedule: schedule === "full-time" || schedule === "part-time" ? schedule : "",
  };
}

export function isJobSearch(search: JobSearch): boolean {
  return search.q !== "" || search.role !== "" || search.state !== "" || search.schedule !== "";
}

/** The filters in use besides the keyword (what the phone's "Filters" button counts). */
export function activeFilterCount(search: JobSearch): number {
  return [search.role, search.state, search.schedule].filter((value) => value !== "").length;
}

/** The one query string of a search: its parameters in a fixed order, empty ones left out. */
export function jobSearchQuery(search: JobSearch): string {
  const params = new URLSearchParams();
  for (const name of ["q", "role", "state", "schedule"] as const) {
    if (search[name]) params.set(name, search[name]);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** Where a field's words count in the score: a word of the title outweighs one of the description. */
const FIELD_WEIGHTS = { title: 8, specialty: 6, place: 5, skills: 3, description: 1 } as const;
/** A query word that only begins a posting's word (3 letters or more) scores this share of the weight. */
const PREFIX_SHARE = 0.5;
/** Words too common to search for on their own. */
const STOP_WORDS = new Set([
  "a",
  "an",
  "and",
  "at",
  "for",
  "in",
  "job",
  "jobs",
  "of",
  "on",
  "or",
  "the",
  "to",
  "with",
]);

/**
 * Lower-case words of `text`, accents dropped; a word written with inner marks also counts whole:
 * "Médecine, PM&R" → ["medecine", "pm", "r", "pmr"].
 */
export function wordsOf(text: string): string[] {
  const words: string[] = [];
  const plain = text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  for (const chunk of plain.split(/\s+/)) {
    const parts = chunk.split(/[^\p{L}\p{N}]+/u).filter((part) => part !== "");
    words.push(...parts);
    if (parts.length > 1) words.push(parts.join(""));
  }
  return words;
}

/**
 * The words a query searches for: an abbreviation written with marks ("PM&R", "PA-C") as one word, which
 * the index also holds whole; other marked words ("wound-care") as their parts.
 */
function queryWordsOf(query: string): string[] {
  const words: string[] = [];
  const plain = query.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
  for (const chunk of plain.split(/\s+/)) {
    const parts = chunk.split(/[^\p{L}\p{N}]+/u).filter((part) => part !== "");
    if (parts.length > 1 && parts.every((part) => part.length <= 3)) words.push(parts.join(""));
    else words.push(...parts);
  }
  return words;
}

function fieldsOf(job: JobPosting): Record<keyof typeof FIELD_WEIGHTS, string[]> {
  const states = job.locations.map((location) => location.region);
  return {
    title: [job.title, job.shortTitle],
    specialty: [job.specialty],
    place: [
      ...job.locations.flatMap((location) => [location.locality, location.region, usStates[location.region]]),
      ...job.nearbyCommunities,
      ...(job.remote ? ["remote", job.remote.label] : []),
      ...states,
    ],
    skills: [...job.skills, ...job.keywords],
    description: [
      ...job.about,
      ...job.whyYoullLoveIt.items,
      ...job.responsibilities.items,
      ...job.qualifications.required,
      ...job.qualifications.preferred,
    ],
  };
}

/** The open postings' words, built once per board: word → posting → best weight. */
interface SearchIndex {
  postings: BoardPosting[];
  byWord: Map<string, Map<number, number>>;
  /** Every word of the index, sorted, for prefix look-ups. */
  vocabulary: string[];
}

const indexes = new WeakMap<JobBoard, SearchIndex>();

function indexOf(board: JobBoard): SearchIndex {
  const known = indexes.get(board);
  if (known) return known;
  const postings = board.postings.filter((posting) => posting.state === "open");
  const byWord = new Map<string, Map<number, number>>();
  postings.forEach((posting, at) => {
    for (const [field, texts] of Object.entries(fieldsOf(posting.job))) {
      const weight = FIELD_WEIGHTS[field as keyof typeof FIELD_WEIGHTS];
      for (const word of wordsOf(texts.join(" "))) {
        let entry = byWord.get(word);
        if (!entry) {
          entry = new Map();
          byWord.set(word, entry);
        }
        if ((entry.get(at) ?? 0) < weight) entry.set(at, weight);
      }
    }
  });
  const index = { postings, byWord, vocabulary: [...byWord.keys()].sort() };
  indexes.set(board, index);
  return index;
}

/** The first index in the sorted `words` whose word is not before `prefix`. */
function lowerBound(words: string[], prefix: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < prefix) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Each posting's score for one query word: its best weight, exact or by prefix. */
function scoresFor(index: SearchIndex, word: string): Map<number, number> {
  const scores = new Map(index.byWord.get(word));
  if (word.length >= 3) {
    for (let at = lowerBound(index.vocabulary, word); at < index.vocabulary.length; at++) {
      const other = index.vocabulary[at]!;
      if (!other.startsWith(word)) break;
      if (other === word) continue;
      for (const [posting, weight] of index.byWord.get(other)!) {
        const score = weight * PREFIX_SHARE;
        if ((scores.get(posting) ?? 0) < score) scores.set(posting, score);
      }
    }
  }
  return scores;
}

function matchesFilters(job: JobPosting, search: JobSearch): boolean {
  if (search.role && !job.roles.includes(search.role)) return false;
  if (search.state === "remote" && !job.remote) return false;
  if (search.state && search.state !== "remote" && !job.locations.some((l) => l.region === search.state)) {
    return false;
  }
  if (search.schedule) {
    const type = search.schedule === "full-time" ? "FULL_TIME" : "PART_TIME";
    if (!job.employmentTypes.includes(type)) return false;
  }
  return true;
}

export interface JobSearchResult {
  /** The best matches, at most `JOB_SEARCH_LIMITS.results`. */
  postings: BoardPosting[];
  /** How many open postings match in all. */
  total: number;
}

/**
 * The open postings that match every word of the query (a word matches a posting's word, or begins one
 * of three letters or more) and every filter, best first: the sum of each word's best field weight, then
 * the most recently posted, then the board's order.
 */
export function searchJobs(board: JobBoard, search: JobSearch): JobSearchResult {
  const index = indexOf(board);
  const allWords = [...new Set(queryWordsOf(search.q))];
  const meaningful = allWords.filter((word) => !STOP_WORDS.has(word));
  const words = (meaningful.length > 0 ? meaningful : allWords).slice(0, JOB_SEARCH_LIMITS.words);
  let scores: Map<number, number>;
  if (words.length === 0) {
    scores = new Map(index.postings.map((_, at) => [at, 0]));
  } else {
    scores = scoresFor(index, words[0]!);
    for (const word of words.slice(1)) {
      if (scores.size === 0) break;
      const next = scoresFor(index, word);
      const both = new Map<number, number>();
      for (const [posting, score] of scores) {
        const more = next.get(posting);
        if (more !== undefined) both.set(posting, score + more);
      }
      scores = both;
    }
  }
  const ranked = [...scores]
    .filter(([at]) => matchesFilters(index.postings[at]!.job, search))
    .sort(
      ([a, scoreA], [b, scoreB]) =>
        scoreB - scoreA ||
        index.postings[b]!.job.datePosted.localeCompare(index.postings[a]!.job.datePosted) ||
        a - b,
    );
  return {
    postings: ranked.slice(0, JOB_SEARCH_LIMITS.results).map(([at]) => index.postings[at]!),
    total: ranked.length,
  };
}
