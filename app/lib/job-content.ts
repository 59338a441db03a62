import type { EmploymentType, JobLocation, JobPosting } from "#schemas/job-posting";
import { postingFacts } from "#schemas/posting-facts";
import { formatBonus, formatPay } from "./job-pay";

/** A labelled fact such as "Hours: 32-40 hours per week". */
export interface JobFact {
  label: string;
  value: string[];
}

/**
 * One block of a posting's text. Both layouts render these, and the JSON-LD description is built from the
 * same blocks, so the structured data always says what the page says.
 */
export interface JobContentSection {
  id:
    | "facts"
    | "highlight"
    | "about"
    | "why"
    | "qualifications"
    | "schedule"
    | "location"
    | "offer"
    | "duties";
  heading?: string;
  paragraphs?: string[];
  facts?: JobFact[];
  items?: string[];
  groups?: { heading: string; items: string[] }[];
  note?: string;
}

export function formatPlace(location: JobLocation): string {
  return `${location.locality}, ${location.region}${location.postalCode ? ` ${location.postalCode}` : ""}`;
}

export function jobPlaces(job: JobPosting): string[] {
  const places = job.locations.map(formatPlace);
  return job.remote ? [job.remote.label, ...places] : places;
}

const typeLabels: Record<EmploymentType, string> = { FULL_TIME: "Full-time", PART_TIME: "Part-time" };

export function employmentTypeLabel(job: Pick<JobPosting, "employmentTypes">): string {
  const [first, ...rest] = job.employmentTypes.map((type) => typeLabels[type]);
  return rest.length === 0 ? (first ?? "") : `${first} or ${rest.join(" or ").toLowerCase()}`;
}

export function payLine(job: JobPosting): JobFact {
  return { label: job.bonus ? "Base salary" : "Pay", value: [formatPay(job.pay)] };
}

export function bonusLine(job: JobPosting): JobFact | undefined {
  if (!job.bonus) return undefined;
  const text = formatBonus(job.bonus);
  return { label: "Bonus", value: [job.bonus.detail ? `${text}: ${job.bonus.detail}` : text] };
}

function present<T>(value: T | undefined): value is T {
  return value !== undefined;
}

function qualificationGroups(job: JobPosting) {
  return [
    { heading: "Required", items: job.qualifications.required },
    { heading: "Preferred", items: job.qualifications.preferred },
  ].filter((group) => group.items.length > 0);
}

/** Hours, schedule, call: the descriptor's fields of the schedule's facts (schemas/posting-facts.ts). */
function scheduleFacts(job: JobPosting): JobFact[] {
  return postingFacts(job, "schedule");
}

function offerSection(job: JobPosting, heading: string): JobContentSection {
  const pay = [payLine(job), bonusLine(job)].filter(present);
  return {
    id: "offer",
    heading,
    facts: pay,
    items: [...job.benefits, ...job.whatWeOffer],
    note: job.benefitsNote,
  };
}

function nearby(job: JobPosting): string[] {
  return job.nearbyCommunities.length > 0 ? [`Nearby communities: ${job.nearbyCommunities.join(", ")}`] : [];
}

/** The posting's text blocks in page order, for its layout. */
export function jobContent(job: JobPosting): JobContentSection[] {
  const why = { id: "why", heading: job.whyYoullLoveIt.heading, items: job.whyYoullLoveIt.items } as const;
  const duties = {
    id: "duties",
    heading: job.responsibilities.heading,
    items: job.responsibilities.items,
  } as const;
  if (job.layout === "A") {
    return [
      { id: "about", paragraphs: job.about },
      why,
      { id: "qualifications", heading: "What We Look For", groups: qualificationGroups(job) },
      {
        id: "schedule",
        heading: "Schedule",
        facts: [{ label: "Employment type", value: [employmentTypeLabel(job)] }, ...scheduleFacts(job)],
      },
      {
        id: "location",
        heading: "Location",
        facts: [{ label: job.locations.length > 1 ? "Locations" : "Location", value: jobPlaces(job) }],
        paragraphs: [...(job.locationNote ? [job.locationNote] : []), ...nearby(job)],
      },
      offerSection(job, "Compensation & Benefits"),
      duties,
    ];
  }
  return [
    {
      id: "facts",
      facts: [
        { label: job.locations.length > 1 ? "Locations" : "Location", value: jobPlaces(job) },
        ...scheduleFacts(job),
        payLine(job),
        bonusLine(job),
      ].filter(present),
      items: [job.lifestyleTag],
    },
    { id: "highlight", heading: job.highlight.title, paragraphs: [job.highlight.text] },
    {
      id: "about",
      heading: "About the Position",
      paragraphs: [...job.about, ...(job.locationNote ? [job.locationNote] : []), ...nearby(job)],
    },
    why,
    duties,
    { id: "qualifications", heading: "Qualifications", groups: qualificationGroups(job) },
    offerSection(job, "What We Offer"),
  ];
}

export function jobSection<Id extends JobContentSection["id"]>(
  sections: JobContentSection[],
  id: Id,
): JobContentSection | undefined {
  return sections.find((section) => section.id === id);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function list(items: string[]): string {
  return items.length > 0 ? `<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>` : "";
}

/** The visible posting as HTML, for the JobPosting `description`. */
export function jobDescriptionHtml(job: JobPosting): string {
  return jobContent(job)
    .map((section) => {
      const parts: string[] = [];
      if (section.heading) parts.push(`<h2>${escapeHtml(section.heading)}</h2>`);
      for (const fact of section.facts ?? []) {
        parts.push(`<p><strong>${escapeHtml(fact.label)}:</strong> ${escapeHtml(fact.value.join("; "))}</p>`);
      }
      for (const paragraph of section.paragraphs ?? []) parts.push(`<p>${escapeHtml(paragraph)}</p>`);
      for (const group of section.groups ?? []) {
        parts.push(`<h3>${escapeHtml(group.heading)}</h3>${list(group.items)}`);
      }
      parts.push(list(section.items ?? []));
      if (section.note) parts.push(`<p>${escapeHtml(section.note)}</p>`);
      return parts.join("");
    })
    .join("");
}

/** The apply-by-e-mail link: the recruiter's address with the posting's preset subject and body. */
export function applyMailto(job: Pick<JobPosting, "recruiter" | "apply">): string {
  const params = [`subject=${encodeURIComponent(job.apply.subject)}`];
  if (job.apply.body) params.push(`body=${encodeURIComponent(job.apply.body)}`);
  return `mailto:${job.recruiter.email}?${params.join("&")}`;
}
