import { JOB_PATH_MAX_LENGTH } from "./paths";

/**
 * What a posting's address, identifier, short title and search title usually are, from its title and first
 * place, in the firm's own patterns ("/job-pmr-np-pa-atlanta-ga", "PM&R NP/PA - Atlanta, GA"). The editor
 * proposes them until the recruiter edits one by hand; a draft saved with a title alone gets them too.
 */
export interface ProposalInput {
  title: string;
  /** The first on-site place, if any. */
  place?: { locality: string; region: string };
  remote?: boolean;
  /** The year the identifier carries (the posting date's). */
  year: number;
}

export interface Proposals {
  path: string;
  identifier: string;
  shortTitle: string;
  searchTitle: string;
}

/** "Nurse Practitioner or Physician Assistant" → "NP or PA". */
export function abbreviateRoles(title: string): string {
  return title
    .replace(/\bnurse practitioners?\b/gi, "NP")
    .replace(/\bphysician assistants?\b/gi, "PA")
    .replace(/\s+/g, " ")
    .trim();
}

/** Lower-case words joined by hyphens; "&" and apostrophes join their neighbours ("PM&R" → "pmr"). */
export function slugWords(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[&'’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

function cut(slug: string, max: number): string {
  if (slug.length <= max) return slug;
  return slug.slice(0, max).replace(/-[^-]*$/, "") || slug.slice(0, max);
}

const SEARCH_TITLE_MAX = 65;

export function proposeFromTitle({ title, place, remote, year }: ProposalInput): Proposals {
  const roles = abbreviateRoles(title);
  const where = place ? `${place.locality}, ${place.region}` : remote ? "Remote" : "";
  const placeSlug = place ? slugWords(`${place.locality} ${place.region}`) : remote ? "remote" : "";
  const base = slugWords(roles) || "posting";
  const slug = [base, placeSlug].filter(Boolean).join("-");
  const shortTitle = where ? `${roles.replace(/\bNP or PA\b/, "NP/PA")} - ${where}` : roles;
  const search = where ? `${roles} Job in ${where}` : `${roles} Job`;
  return {
    path: `/job-${cut(slug, JOB_PATH_MAX_LENGTH - "/job-".length)}`,
    identifier: cut(`${slug}-${year}`, JOB_PATH_MAX_LENGTH),
    shortTitle: shortTitle.slice(0, 200),
    searchTitle: search.length <= SEARCH_TITLE_MAX ? search : search.slice(0, SEARCH_TITLE_MAX).trimEnd(),
  };
}
