import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JobPosting } from "#schemas/job-posting";
import type { AdminTestApp } from "../test-support/staff";
import type { buildApp } from "../app";
import { startStaffAppWithSite } from "../test-support/build";
import { daysFromNow } from "../test-support/jobs";
import { seedPostings as seed } from "./seed";

const RECRUITER = "avery.lang@apexnppa.com";

describe("previewing an unsaved posting (POST /api/admin/jobs/preview)", () => {
  let t: AdminTestApp;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let cookie: string;

  const draft = (changes: Partial<JobPosting> = {}) =>
    ({
      ...seed.find((job) => job.path === "/job-atlanta-pmr")!,
      path: "/job-atlanta-pmr-weekends",
      legacyPaths: [],
      identifier: "atlanta-pmr-weekends",
      title: "Weekend Nurse Practitioner – Physical Medicine & Rehab in Atlanta, GA",
      pay: { kind: "range", min: 131_000, max: 147_500, unit: "YEAR", plus: false },
      datePosted: daysFromNow(0),
      validThrough: daysFromNow(60),
      ...changes,
    }) as JobPosting;
  const preview = (payload: unknown, headers: Record<string, string> = { cookie, origin: t.origin }) =>
    app.inject({ method: "POST", url: "/api/admin/jobs/preview", headers, payload: payload as object });

  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ t, app, cookie, close } = await startStaffAppWithSite("sqlite", RECRUITER, { watch: false }));
  });
  afterAll(() => close?.());

  it("answers 401 without a session and 403 from another origin", async () => {
    expect((await preview({ posting: draft() }, { origin: t.origin })).statusCode).toBe(401);
    expect((await preview({ posting: draft() }, { cookie, origin: "https://evil.example" })).statusCode).toBe(
      403,
    );
  });

  it("answers 400 naming every bad field of an invalid draft", async () => {
    const answer = await preview({
      posting: {
        ...draft(),
        title: " ",
        pay: { kind: "range", min: 150_000, max: 120_000, unit: "YEAR", plus: false },
      },
    });
    expect(answer.statusCode).toBe(400);
    const { errors } = answer.json() as { errors: Record<string, string> };
    expect(Object.keys(errors).sort()).toEqual(["pay", "title"]);
    expect((await preview({ nothing: true })).statusCode).toBe(400);
    expect((await preview({ posting: "not a posting" })).statusCode).toBe(400);
  });

  it("renders the real public page of the draft, its text escaped, kept out of search engines and of the site", async () => {
    const answer = await preview({
      posting: draft({ about: ['Weekends only: 2 < 3 & 5 > 4, "no" evenings <3'] }),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["content-type"]).toMatch(/^text\/html/);
    const html = answer.body;
    expect(html).toContain("Weekend Nurse Practitioner – Physical Medicine &amp; Rehab in Atlanta, GA");
    expect(html).toContain("$131,000-$147,500 per year");
    // Text is rendered as text: the characters that could start markup are escaped.
    expect(html).toContain("Weekends only: 2 &lt; 3 &amp; 5 &gt; 4, &quot;no&quot; evenings &lt;3");
    expect(html).not.toContain("2 < 3");
    // No script of the page comes along; its structured data does.
    expect(html).not.toMatch(/<script(?![^>]*application\/ld\+json)/);
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(answer.headers["x-robots-tag"]).toBe("noindex, nofollow");
    const csp = String(answer.headers["content-security-policy"]);
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("script-src");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(answer.headers["x-frame-options"]).toBe("SAMEORIGIN");
    // A preview saves nothing and publishes nothing.
    expect((await app.inject({ url: "/job-atlanta-pmr-weekends" })).statusCode).toBe(404);
    const listed = await app.inject({ url: "/api/admin/jobs/", headers: { cookie } });
    expect((listed.json() as { postings: unknown[] }).postings).toHaveLength(seed.length);
  });

  it("refuses markup in a posting's text, naming the field", async () => {
    const answer = await preview({ posting: draft({ about: ["Weekends <script>alert(1)</script> only."] }) });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).not.toContain("<script>");
    expect(JSON.stringify(answer.json())).toContain("about.0");
  });

  it("shows a closed posting with the filled notice", async () => {
    const answer = await preview({ posting: draft(), state: "closed" });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain("This position has been filled");
  });
});
