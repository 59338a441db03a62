import { absoluteUrl, site } from "#app/content/site";
import { employmentTypeLabel, jobPlaces } from "#app/lib/job-content";
import { jobBoardFrom, openPostings } from "#app/lib/job-board";
import { formatBonus, formatPay } from "#app/lib/job-pay";
import { escapeXml } from "#app/lib/xml";
import type { Route } from "./+types/jobs-feed";

const rfc822 = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();

/** RSS 2.0 feed of the open postings for job aggregators; job details sit in their own namespace. */
export function loader({ context }: Route.LoaderArgs) {
  const namespace = absoluteUrl("/jobs.xml#job");
  const items = openPostings(jobBoardFrom(context))
    .map(({ job }) => {
      const url = absoluteUrl(job.path);
      const pay = [formatPay(job.pay), job.bonus ? formatBonus(job.bonus) : ""]
        .filter(Boolean)
        .join(" plus ");
      const location = jobPlaces(job).join("; ");
      const summary = `${employmentTypeLabel(job)}. ${location}. ${pay}. ${job.about[0]}`;
      const categories = [
        job.specialty,
        ...job.roles.map((role) => (role === "NP" ? "Nurse Practitioner" : "Physician Assistant")),
      ];
      return [
        "    <item>",
        `      <title>${escapeXml(job.shortTitle)}</title>`,
        `      <link>${url}</link>`,
        `      <guid isPermaLink="true">${url}</guid>`,
        `      <description>${escapeXml(summary)}</description>`,
        ...categories.map((category) => `      <category>${escapeXml(category)}</category>`),
        `      <pubDate>${rfc822(job.datePosted)}</pubDate>`,
        `      <job:location>${escapeXml(location)}</job:location>`,
        ...job.locations.map(
          (l) =>
            `      <job:place locality="${escapeXml(l.locality)}" region="${l.region}"${l.postalCode ? ` postalCode="${l.postalCode}"` : ""} country="US"/>`,
        ),
        job.remote ? "      <job:remote>true</job:remote>" : "",
        `      <job:employmentType>${job.employmentTypes.join(",")}</job:employmentType>`,
        `      <job:salary>${escapeXml(pay)}</job:salary>`,
        `      <job:validThrough>${job.validThrough}</job:validThrough>`,
        `      <job:identifier>${job.identifier}</job:identifier>`,
        "    </item>",
      ]
        .filter(Boolean)
        .join("\n");
    })
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:job="${escapeXml(namespace)}">
  <channel>
    <title>${escapeXml(`${site.name}: current NP and PA jobs`)}</title>
    <link>${absoluteUrl("/jobs")}</link>
    <atom:link href="${absoluteUrl("/jobs.xml")}" rel="self" type="application/rss+xml"/>
    <description>Nurse practitioner and physician assistant positions, with pay, hours and location.</description>
    <language>en-us</language>
${items}
  </channel>
</rss>
`;
  return new Response(body, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
