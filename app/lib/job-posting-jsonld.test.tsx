import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { JobPostingView } from "#app/components/jobs/job-posting-view";
import { findJobByPath, jobs } from "#app/content/jobs/index";
import { site } from "#app/content/site";
import type { JobPosting } from "#schemas/job-posting";
import { formatPay } from "./job-pay";
import { jobPostingJsonLd } from "./job-posting-jsonld";

type Ld = Record<string, unknown>;

function ld(job: JobPosting): Ld {
  const data = jobPostingJsonLd(job);
  if (!data) throw new Error(`no JSON-LD for ${job.path}`);
  return JSON.parse(JSON.stringify(data)) as Ld;
}

function many<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function pageText(job: JobPosting): string {
  const router = createMemoryRouter([{ path: "*", element: <JobPostingView job={job} expired={false} /> }], {
    initialEntries: [job.path],
  });
  return decode(renderToStaticMarkup(<RouterProvider router={router} />));
}

function decode(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ");
}

/** The description's text pieces: each element's text, each "; "-joined value, without a label's colon. */
function textFragments(html: string): string[] {
  return html
    .split(/<[^>]+>/)
    .flatMap((piece) => decode(piece).split("; "))
    .map((piece) => piece.trim().replace(/:$/, ""))
    .filter(Boolean);
}

const withData = jobs.filter((job) => job.structuredData);

describe("jobPostingJsonLd", () => {
  it("is emitted for every posting except the neuropathy page", () => {
    expect(withData).toHaveLength(jobs.length - 1);
    expect(jobPostingJsonLd(findJobByPath("/job-oklahoma-neuropathy")!)).toBeNull();
  });

  it.each(withData.map((job) => [job.path, job] as const))(
    "%s has Google's required and recommended properties",
    (_, job) => {
      const data = ld(job);
      expect(data["@context"]).toBe("https://schema.org");
      expect(data["@type"]).toBe("JobPosting");
      // Required
      expect(data.title).toBe(job.title);
      expect(String(data.description)).toMatch(/^<(p|h2)>/);
      expect(data.datePosted).toBe("2025-01-16");
      expect(data.hiringOrganization).toMatchObject({
        "@type": "Organization",
        name: site.name,
        sameAs: site.partnerNetwork.url,
      });
      if (job.remote) {
        expect(data.jobLocationType).toBe("TELECOMMUTE");
        const requirements = many(data.applicantLocationRequirements as Ld | Ld[]);
        expect(requirements.length).toBeGreaterThan(0);
        for (const r of requirements) expect(["Country", "State"]).toContain(r["@type"]);
      } else {
        const places = many(data.jobLocation as Ld | Ld[]);
        expect(places.length).toBeGreaterThan(0);
        for (const place of places) {
          expect(place["@type"]).toBe("Place");
          expect(place.address).toMatchObject({ "@type": "PostalAddress", addressCountry: "US" });
          const address = place.address as Ld;
          expect(address.addressLocality).toBeTruthy();
          expect(address.addressRegion).toMatch(/^[A-Z]{2}$/);
        }
      }
      // Recommended
      expect(data.validThrough).toMatch(/^2025-0[34]-3[01]$/);
      expect(data.identifier).toEqual({ "@type": "PropertyValue", name: site.name, value: job.identifier });
      expect(job.identifier).toMatch(/2025$/);
      for (const type of many(data.employmentType as string | string[]))
        expect(["FULL_TIME", "PART_TIME"]).toContain(type);
      // Only a page that carries the application form (an open posting) claims direct apply.
      expect(data.directApply).toBeUndefined();
      expect(jobPostingJsonLd(job, { directApply: true })?.directApply).toBe(true);
      const salary = data.baseSalary as Ld;
      expect(salary).toMatchObject({ "@type": "MonetaryAmount", currency: "USD" });
      const value = salary.value as Ld;
      expect(value["@type"]).toBe("QuantitativeValue");
      expect(["YEAR", "HOUR"]).toContain(value.unitText);
      expect(value.value !== undefined || value.maxValue !== undefined).toBe(true);
      expect(data.educationRequirements).toMatchObject({ "@type": "EducationalOccupationalCredential" });
      expect(data.experienceRequirements).toMatchObject({ "@type": "OccupationalExperienceRequirements" });
      // The spec's further properties
      for (const key of ["workHours", "skills", "industry", "occupationalCategory"])
        expect(data[key], key).toBeTruthy();
      if (job.employmentTypes.includes("FULL_TIME") && job.bonus)
        expect(data.incentiveCompensation).toBeTruthy();
      if (job.benefits.length > 0) expect(data.jobBenefits).toBeTruthy();
    },
  );

  it("uses the spec's validThrough dates", () => {
    const byPath = Object.fromEntries(withData.map((job) => [job.path, ld(job).validThrough]));
    expect(byPath["/job-sales-representative"]).toBe("2025-03-31");
    expect(byPath["/job-np-remote-telemedicine"]).toBe("2025-03-31");
    for (const path of Object.keys(byPath).filter((p) => p.includes("pmr")))
      expect(byPath[path]).toBe("2025-04-30");
  });

  it("gives remote roles TELECOMMUTE and a US applicant location, and no street location", () => {
    for (const path of ["/job-sales-representative", "/job-np-remote-telemedicine"]) {
      const data = ld(findJobByPath(path)!);
      expect(data.jobLocationType).toBe("TELECOMMUTE");
      expect(data.applicantLocationRequirements).toEqual({ "@type": "Country", name: "US" });
      expect(data.jobLocation).toBeUndefined();
    }
    expect(ld(findJobByPath("/job-atlanta-pmr")!).jobLocationType).toBeUndefined();
  });

  it("lists both employment types on the telemedicine role and several places on multi-site roles", () => {
    expect(ld(findJobByPath("/job-np-remote-telemedicine")!).employmentType).toEqual([
      "FULL_TIME",
      "PART_TIME",
    ]);
    expect(many(ld(findJobByPath("/job-il-mo-pmr")!).jobLocation as Ld[])).toHaveLength(5);
  });

  it.each(withData.map((job) => [job.path, job] as const))(
    "%s: title, salary, locations and description match the page",
    (_, job) => {
      const data = ld(job);
      const text = pageText(job);
      expect(text).toContain(String(data.title));
      const value = (data.baseSalary as Ld).value as Ld;
      const pay =
        value.value !== undefined
          ? formatPay({ kind: "exact", value: Number(value.value), unit: value.unitText as "YEAR" })
          : value.minValue !== undefined
            ? formatPay({
                kind: "range",
                min: Number(value.minValue),
                max: Number(value.maxValue),
                unit: value.unitText as "YEAR",
                plus: job.pay.kind === "range" && job.pay.plus,
              })
            : formatPay({ kind: "upTo", max: Number(value.maxValue), unit: value.unitText as "YEAR" });
      expect(text).toContain(pay);
      for (const place of many(data.jobLocation as Ld | Ld[])) {
        const a = place.address as Ld;
        expect(text).toContain(
          `${a.addressLocality}, ${a.addressRegion}${a.postalCode ? ` ${a.postalCode}` : ""}`,
        );
      }
      const fragments = textFragments(String(data.description));
      expect(fragments.length).toBeGreaterThan(20);
      for (const fragment of fragments) {
        expect(text, `${job.path}: "${fragment}"`).toContain(fragment);
      }
    },
  );
});
