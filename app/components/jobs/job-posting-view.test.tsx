// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { findJobByPath, jobs } from "#app/content/jobs/index";
import { site } from "#app/content/site";
import { isJobExpired } from "#app/lib/job-expiry";
import { loadApplicationForm } from "./deferred-application-form";
import { JobPostingView } from "./job-posting-view";

// As the job page's loader does on the server: the form's module is loaded before the page renders, so the
// whole form is in the markup and no import is left in flight when the file's environment is torn down.
beforeAll(() => loadApplicationForm());

function render(path: string, today = "2025-02-01"): Document {
  const job = findJobByPath(path);
  if (!job) throw new Error(path);
  const router = createMemoryRouter(
    [{ path: "*", element: <JobPostingView job={job} expired={isJobExpired(job, today)} /> }],
    { initialEntries: [path] },
  );
  return new DOMParser().parseFromString(
    renderToStaticMarkup(<RouterProvider router={router} />),
    "text/html",
  );
}

function headings(doc: Document): string[] {
  return [...doc.querySelectorAll("h1, h2, h3")].map((h) => `${h.tagName}:${h.textContent?.trim()}`);
}

function mailto(doc: Document, name: RegExp) {
  const link = [...doc.querySelectorAll<HTMLAnchorElement>("a[href^='mailto:']")].find((a) =>
    name.test(a.textContent ?? ""),
  );
  if (!link) throw new Error(`no mailto link ${name}`);
  const url = new URL(link.href);
  return { to: url.pathname, subject: url.searchParams.get("subject"), body: url.searchParams.get("body") };
}

describe("JobPostingView", () => {
  it.each(jobs.map((job) => job.path))("%s has one h1 and headings that never skip a level", (path) => {
    const doc = render(path);
    expect(doc.querySelectorAll("h1")).toHaveLength(1);
    let level = 1;
    for (const heading of doc.querySelectorAll("h1, h2, h3, h4")) {
      const next = Number(heading.tagName.slice(1));
      expect(next, heading.textContent ?? "").toBeLessThanOrEqual(level + 1);
      level = next;
    }
  });

  it("lays out Valley Alabama as layout A: badges, six cards and the apply card", () => {
    const doc = render("/job-valley-alabama");
    expect(doc.querySelector("[data-layout]")?.getAttribute("data-layout")).toBe("A");
    const badges = [...doc.querySelectorAll("[aria-label='Position summary'] li")].map(
      (li) => li.textContent,
    );
    // Pay leads the summary (layout A showed none at the top before).
    expect(badges).toEqual([
      "$120,000-$140,000+ per year",
      "Valley, AL 36854",
      "Full-time",
      "Monday-Friday, 8:00 AM-5:00 PM",
      "Minimal on-call",
    ]);
    expect(headings(doc)).toEqual(
      expect.arrayContaining([
        "H2:Why Work Here",
        "H2:What We Look For",
        "H2:Schedule",
        "H2:Location",
        "H2:Compensation & Benefits",
        "H2:Treatment Focus",
        "H2:Apply Now",
        "H2:Other Ways to Apply",
      ]),
    );
    expect(doc.body.textContent).toContain("$120,000-$140,000+ per year");
  });

  it("lays out Hyannis as layout B with every section in order", () => {
    const doc = render("/job-hyannis-pmr");
    expect(doc.querySelector("[data-layout]")?.getAttribute("data-layout")).toBe("B");
    expect(headings(doc).filter((h) => h.startsWith("H2"))).toEqual([
      "H2:Apply for This Position",
      "H2:Rehabilitation medicine in the heart of Cape Cod",
      "H2:About the Position",
      "H2:Why You'll Love This Role",
      "H2:Your Responsibilities",
      "H2:Qualifications",
      "H2:What We Offer",
      "H2:Apply Now",
      "H2:Interested in Learning More?",
      "H2:Related Searches",
      "H2:Explore More NP & PA Opportunities",
    ]);
    const badges = [...doc.querySelectorAll("[aria-label='Position type and area'] li")].map(
      (li) => li.textContent,
    );
    expect(badges).toEqual(["FULL-TIME", "CAPE COD"]);
    // The tags are folded behind a disclosure, closed at first.
    const keywords = doc.querySelector("#keywords-title + details");
    expect(keywords?.hasAttribute("open")).toBe(false);
    expect(keywords?.querySelector("summary")?.textContent).toContain("Show 30 related searches");
    expect(keywords?.querySelectorAll("ul li")).toHaveLength(30);
  });

  it("shows the Twin Cities badges and the four Minnesota outbound links on Minneapolis", () => {
    const doc = render("/job-minneapolis-pmr");
    const badges = [...doc.querySelectorAll("[aria-label='Position type and area'] li")].map(
      (li) => li.textContent,
    );
    expect(badges).toEqual(["FULL-TIME", "TWIN CITIES"]);
    const explore = [...doc.querySelectorAll<HTMLAnchorElement>("#explore-title + ul a")];
    expect(explore.map((a) => a.textContent?.replace(" (opens in a new tab)", ""))).toEqual([
      "All NP Jobs",
      "All PA Jobs",
      "Minnesota NP Jobs",
      "Minnesota PA Jobs",
    ]);
  });

  it("opens every external link in a new tab with rel=noopener noreferrer", () => {
    for (const job of jobs) {
      const doc = render(job.path);
      const external = [...doc.querySelectorAll<HTMLAnchorElement>("a[href^='http']")];
      if (job.layout === "B") expect(external.length, job.path).toBeGreaterThanOrEqual(5);
      for (const a of external) {
        expect(a.target, a.href).toBe("_blank");
        expect(a.rel, a.href).toBe("noopener noreferrer");
      }
    }
  });

  it("presets the exact mail subjects on Valley Alabama and Manhattan, and the body on layout B pages", () => {
    expect(mailto(render("/job-valley-alabama"), /Apply by E-mail/)).toMatchObject({
      to: site.email,
      subject: "Application for NP/PA Position - Valley, Alabama",
    });
    expect(mailto(render("/job-nyc-manhattan"), /Apply by E-mail/)).toMatchObject({
      to: site.email,
      subject: "Application for PA-C Position - Midtown Manhattan, NYC",
    });
    expect(mailto(render("/job-atlanta-pmr"), /Apply by E-mail/).body).toContain(
      "interest in the position as advertised on the site",
    );
  });

  it("offers a tel: call button everywhere except Minneapolis/Osseo, which links to the partner's job page", () => {
    for (const job of jobs) {
      const doc = render(job.path);
      const apply = doc.querySelector("#apply");
      const call = apply?.querySelector<HTMLAnchorElement>("a[href^='tel:']");
      const partner = [...(apply?.querySelectorAll<HTMLAnchorElement>("a[target='_blank']") ?? [])];
      if (job.path === "/job-minneapolis-osseo-pmr") {
        expect(call).toBeNull();
        expect(partner.map((a) => a.textContent)).toEqual(["Apply on Partner Site (opens in a new tab)"]);
        expect(apply?.querySelector("a[href^='mailto:']")).not.toBeNull();
      } else {
        expect(call?.href, job.path).toBe(site.phoneHref);
      }
    }
  });

  it("uses the purple scheme on Godfrey part-time and states that no additional benefits are included", () => {
    const doc = render("/job-godfrey-il-pmr-parttime");
    expect(doc.querySelector("[data-scheme]")?.getAttribute("data-scheme")).toBe("purple");
    expect(doc.body.textContent).toContain(
      "This is a part-time position: no additional employment benefits are included.",
    );
    expect(doc.body.textContent).toContain("$70-$90+ per hour");
    expect(render("/job-hyannis-pmr").querySelector("[data-scheme]")?.getAttribute("data-scheme")).toBe(
      "blue",
    );
  });

  it("links back to all jobs on every page, and to / on every page except the neuropathy page", () => {
    for (const job of jobs) {
      const jobsLink = render(job.path).querySelector("a[href='/jobs']");
      expect(jobsLink?.textContent, job.path).toContain("Back to all jobs");
    }
    for (const job of jobs) {
      const home = render(job.path).querySelector("a[href='/']");
      if (job.path === "/job-oklahoma-neuropathy") expect(home).toBeNull();
      else expect(home?.textContent, job.path).toContain("Back to Home");
    }
  });

  it("states the licence a remote role needs in the posting's header", () => {
    const header = render("/job-np-remote-telemedicine").querySelector("article header");
    expect(header?.textContent).toContain("Remote; an Illinois license is required");
  });

  it("puts pay and location at the top of every posting, and an apply and call bar for phones", () => {
    for (const job of jobs) {
      const doc = render(job.path);
      const top = doc.querySelector("article header")?.textContent ?? "";
      expect(top, job.path).toContain(job.pay.kind === "upTo" ? "Up to $" : "$");
      expect(top, job.path).toContain(job.locations[0]?.locality ?? "Remote");
      // Open: the bar and the button at the top lead to the application form.
      const bar = doc.querySelector("[data-slot='mobile-apply-bar']");
      expect(bar?.querySelector("a[href='#apply-now']")?.textContent, job.path).toContain("Apply Now");
      expect(bar?.querySelector("a[href^='mailto:']"), job.path).toBeNull();
      expect(bar?.querySelector("a[href^='tel:']")?.textContent, job.path).toContain("Call");
      expect(doc.querySelector("article header a[href='#apply-now']")?.textContent, job.path).toBe(
        "Apply Now",
      );
      expect(doc.querySelector("section#apply-now h2")?.textContent, job.path).toBe("Apply Now");
      // Expired: no form; the bar offers e-mail again.
      const expired = render(job.path, "2026-01-01");
      expect(expired.querySelector("#apply-now"), job.path).toBeNull();
      const expiredBar = expired.querySelector("[data-slot='mobile-apply-bar']");
      expect(expiredBar?.querySelector("a[href^='mailto:']")?.textContent, job.path).toContain(
        "Apply by E-mail",
      );
    }
  });

  it("shows the recruiter card with name, title, e-mail, phone and web link", () => {
    const card = render("/job-chatham-pmr").querySelector("#learn-more");
    expect(card?.textContent).toContain("Lauren Mitchell");
    expect(card?.textContent).toContain("Healthcare Recruitment Specialist");
    expect(card?.querySelector(`a[href^='mailto:${site.email}']`)).not.toBeNull();
    expect(card?.querySelector(`a[href='${site.phoneHref}']`)).not.toBeNull();
    expect(card?.querySelector(`a[href='${site.partnerNetwork.url}']`)).not.toBeNull();
  });

  it("shows the may-be-filled notice only once validThrough has passed", () => {
    expect(
      render("/job-atlanta-pmr", "2025-04-30").querySelector("[data-testid='expired-notice']"),
    ).toBeNull();
    const notice = render("/job-atlanta-pmr", "2025-05-01").querySelector("[data-testid='expired-notice']");
    expect(notice?.getAttribute("role")).toBe("note");
    expect(notice?.textContent).toContain("This position may already be filled");
    expect(notice?.textContent).toContain("April 30, 2025");
    expect(notice?.querySelector("a[href='/jobs']")).not.toBeNull();
    expect(notice?.querySelector(`a[href='${site.phoneHref}']`)).not.toBeNull();
    expect(
      render("/job-sales-representative", "2025-04-01").querySelector("[data-testid='expired-notice']"),
    ).not.toBeNull();
  });
});
