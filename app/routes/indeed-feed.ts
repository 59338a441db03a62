import { absoluteUrl, site } from "#app/content/site";
import { jobDescriptionHtml } from "#app/lib/job-content";
import { jobBoardFrom, openPostings } from "#app/lib/job-board";
import { formatBonus, formatPay } from "#app/lib/job-pay";
import { cdata } from "#app/lib/xml";
import type { EmploymentType, JobLocation, JobPosting } from "#schemas/job-posting";
import type { Route } from "./+types/indeed-feed";

const JOB_TYPES: Record<EmploymentType, string> = { FULL_TIME: "fulltime", PART_TIME: "parttime" };

/** The key Indeed knows a job by: the posting's identifier, per place when a posting names several. */
function referenceNumber(job: JobPosting, place: JobLocation | undefined): string {
  if (!place || job.locations.length < 2) return job.identifier;
  const city = place.locality
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  return `${job.identifier}-${city}-${place.region.toLowerCase()}`;
}

/**
 * The page's text as HTML. Indeed reads literal characters, not entities: a posting's text is plain (no tags
 * or entities, by the content rules), so the ampersands and quotes the page's HTML escapes go back to what
 * they were; "<" and ">" stay escaped, since a literal one could open a tag.
 */
function description(job: JobPosting): string {
  return jobDescriptionHtml(job).replaceAll("&quot;", '"').replaceAll("&amp;", "&");
}

/**
 * The open postings in Indeed's XML job feed format (`<source>` of `<job>` elements, every value in CDATA),
 * one `<job>` per on-site place; see docs/decisions/0270-indeed-feed.md.
 */
export function loader({ context }: Route.LoaderArgs) {
  const jobs = openPostings(jobBoardFrom(context)).flatMap(({ job }) => {
    const places: Array<JobLocation | undefined> = job.locations.length > 0 ? job.locations : [undefined];
    const salary = [formatPay(job.pay), job.bonus ? formatBonus(job.bonus) : ""]
      .filter(Boolean)
      .join(" plus ");
    const body = description(job);
    return places.map((place) =>
      [
        "  <job>",
        `    <title>${cdata(job.title)}</title>`,
        `    <date>${cdata(job.datePosted)}</date>`,
        `    <referencenumber>${cdata(referenceNumber(job, place))}</referencenumber>`,
        `    <requisitionid>${cdata(job.identifier)}</requisitionid>`,
        `    <url>${cdata(absoluteUrl(job.path))}</url>`,
        `    <company>${cdata(site.name)}</company>`,
        `    <sourcename>${cdata(site.name)}</sourcename>`,
        `    <city>${cdata(place?.locality ?? "")}</city>`,
        `    <state>${cdata(place?.region ?? "")}</state>`,
        `    <country>${cdata("US")}</country>`,
        `    <postalcode>${cdata(place?.postalCode ?? "")}</postalcode>`,
        `    <email>${cdata(job.recruiter.email)}</email>`,
        `    <description>${cdata(body)}</description>`,
        `    <salary>${cdata(salary)}</salary>`,
        `    <jobtype>${cdata(job.employmentTypes.map((type) => JOB_TYPES[type]).join(", "))}</jobtype>`,
        `    <category>${cdata(job.specialty)}</category>`,
        `    <expirationdate>${cdata(job.validThrough)}</expirationdate>`,
        job.remote && job.locations.length === 0
          ? `    <remotetype>${cdata("Fully remote")}</remotetype>`
          : "",
        "  </job>",
      ]
        .filter(Boolean)
        .join("\n"),
    );
  });
  const body = `<?xml version="1.0" encoding="utf-8"?>
<source>
  <publisher>${cdata(site.name)}</publisher>
  <publisherurl>${cdata(absoluteUrl("/"))}</publisherurl>
${jobs.join("\n")}
</source>
`;
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
}
