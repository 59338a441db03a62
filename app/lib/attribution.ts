import type { Attribution } from "#schemas/lead";

const STORAGE_KEY = "apex:visit";
const UTM_KEY = /^utm_[a-z0-9_]{1,40}$/;
const MAX_UTM_KEYS = 10;
const MAX_UTM_VALUE = 200;
const MAX_REFERRER = 2048;

/** Where this browser session came from, recorded on the first page load of the session. */
export interface Visit {
  landingPath: string;
  referrer: string;
  utm: Record<string, string>;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function utmFromSearch(search: string): Record<string, string> {
  const utm: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (Object.keys(utm).length >= MAX_UTM_KEYS) break;
    const trimmed = value.trim();
    if (UTM_KEY.test(key) && trimmed !== "" && !(key in utm)) utm[key] = trimmed.slice(0, MAX_UTM_VALUE);
  }
  return utm;
}

/** The referring page when it is another site; our own pages say nothing about the campaign. */
export function externalReferrer(referrer: string, origin: string): string {
  if (!referrer) return "";
  try {
    return new URL(referrer).origin === origin ? "" : referrer.slice(0, MAX_REFERRER);
  } catch {
    return "";
  }
}

export function readVisit(store: Storage | null = storage()): Visit | null {
  try {
    const raw = store?.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object") return null;
    const { landingPath, referrer, utm } = parsed as Partial<Visit>;
    return {
      landingPath: typeof landingPath === "string" ? landingPath : "",
      referrer: typeof referrer === "string" ? referrer : "",
      utm: utm && typeof utm === "object" ? utmFromSearch(new URLSearchParams(utm).toString()) : {},
    };
  } catch {
    return null;
  }
}

/**
 * Call on every full page load. The first load of the session is remembered; a later load that
 * carries utm_* parameters (a new campaign click) replaces it.
 */
export function recordVisit(
  location: Pick<Location, "pathname" | "search" | "origin"> = window.location,
  referrer: string = document.referrer,
  store: Storage | null = storage(),
): Visit {
  const previous = readVisit(store);
  const utm = utmFromSearch(location.search);
  const hasUtm = Object.keys(utm).length > 0;
  if (previous && !hasUtm) return previous;
  const visit: Visit = {
    landingPath: location.pathname,
    referrer: externalReferrer(referrer, location.origin) || (previous?.referrer ?? ""),
    utm: hasUtm ? utm : (previous?.utm ?? {}),
  };
  try {
    store?.setItem(STORAGE_KEY, JSON.stringify(visit));
  } catch {
    // Storage full or blocked: the lead still goes out, only without its campaign.
  }
  return visit;
}

let recorded = false;

/** Records the visit once per document load, whichever component asks first. */
export function recordVisitOnce(): void {
  if (recorded || typeof window === "undefined") return;
  recorded = true;
  recordVisit();
}

/** What a submission made on `pagePath` says about its origin. */
export function leadAttribution(pagePath: string, store: Storage | null = storage()): Attribution {
  const visit = readVisit(store);
  const attribution: Attribution = { pagePath };
  if (visit?.referrer) attribution.referrer = visit.referrer;
  if (visit && Object.keys(visit.utm).length > 0) attribution.utm = visit.utm;
  return attribution;
}

const LEAD_SENT_KEY = "apex:lead-sent";

/** Remembers for the session that this visitor already sent a lead (the exit-intent popup then stays away). */
export function markLeadSent(store: Storage | null = storage()): void {
  try {
    store?.setItem(LEAD_SENT_KEY, "1");
  } catch {
    // Not remembering only means the popup may still show once.
  }
}

export function leadSentThisSession(store: Storage | null = storage()): boolean {
  try {
    return store?.getItem(LEAD_SENT_KEY) === "1";
  } catch {
    return false;
  }
}

const LEAD_DIALOG_OPENED_KEY = "apex:lead-dialog-opened";
const FORM_TOUCHED_KEY = "apex:form-touched";

function remember(key: string, store: Storage | null): void {
  try {
    store?.setItem(key, "1");
  } catch {
    // Not remembering only means the popup may still show once.
  }
}

function recalled(key: string, store: Storage | null): boolean {
  try {
    return store?.getItem(key) === "1";
  } catch {
    return false;
  }
}

/** The visitor opened a lead dialog (the floating button's, the exit popup) this session. */
export function markLeadDialogOpened(store: Storage | null = storage()): void {
  remember(LEAD_DIALOG_OPENED_KEY, store);
}

export function leadDialogOpenedThisSession(store: Storage | null = storage()): boolean {
  return recalled(LEAD_DIALOG_OPENED_KEY, store);
}

/** The visitor put focus in a form field this session. */
export function markFormTouched(store: Storage | null = storage()): void {
  remember(FORM_TOUCHED_KEY, store);
}

export function formTouchedThisSession(store: Storage | null = storage()): boolean {
  return recalled(FORM_TOUCHED_KEY, store);
}
