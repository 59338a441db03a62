import { describe, expect, it } from "vitest";
import * as z from "zod/mini";
import {
  contentIssueLines,
  InvalidContentError,
  internalHref,
  issuesByField,
  parseContent,
  plainText,
} from "./content-rules";
import { postingFieldErrors } from "./job-admin";
import { JobPostingSchema } from "./job-posting";
import { fieldErrors } from "./lead";

const messages = (schema: z.ZodMiniType, value: unknown) =>
  z.safeParse(schema, value).error?.issues.map((issue) => issue.message) ?? [];

describe("plain text", () => {
  it("accepts words, punctuation and symbols that are not markup", () => {
    for (const value of ["Interview & Offer", "Under 5 min", "$120,000–$140,000+", "a < b and c > d", "x"])
      expect(messages(plainText(), value), value).toEqual([]);
  });

  it("refuses empty text, surrounding spaces, HTML tags and entities", () => {
    expect(messages(plainText(), "")).toContain("Write some text");
    expect(messages(plainText(), " padded")).toEqual(["No spaces at the start or end"]);
    for (const value of ["<b>Bold</b> claim", "Line<br/>break", "Fish &amp; chips", "Caf&#233;"])
      expect(messages(plainText(), value), value).toEqual(["Plain text only: no HTML tags or entities"]);
  });
});

describe("internal links", () => {
  const href = internalHref(["/", "/jobs", "/faq"]);

  it("accepts a route of the site with an optional query and section, or a section of this page", () => {
    for (const value of ["/", "/jobs", "/jobs?role=NP", "/faq#general", "/#contact", "#contact"])
      expect(messages(href, value), value).toEqual([]);
  });

  it("refuses other sites and pages the site does not have", () => {
    expect(messages(href, "https://elsewhere.example")).toContain("internal links are site paths");
    expect(messages(href, "/no-such-page")).toEqual(["links to a page the site does not have"]);
    expect(messages(href, "/faq/#x")).toEqual(["links to a page the site does not have"]);
  });
});

describe("one error formatter", () => {
  const schema = z.object({ title: plainText(), pay: z.object({ min: z.number() }) });
  const error = z.safeParse(schema, { title: "<i>x</i>", pay: { min: "a" } }).error!;

  it("keys field errors by their full path, or by the form field for the lead forms", () => {
    expect(issuesByField(error)).toEqual({
      title: "Plain text only: no HTML tags or entities",
      "pay.min": "Invalid input: expected number, received string",
    });
    expect(fieldErrors(error)).toEqual({
      title: "Plain text only: no HTML tags or entities",
      pay: "Invalid input: expected number, received string",
    });
  });

  it("reports a content record with its collection, record and field path", () => {
    expect(contentIssueLines("landing", "app/content/landing.ts", error.issues)).toEqual([
      "landing app/content/landing.ts › title: Plain text only: no HTML tags or entities",
      "landing app/content/landing.ts › pay.min: Invalid input: expected number, received string",
    ]);
    expect(() => parseContent("faq", "general", schema, { title: "ok", pay: {} })).toThrow(
      new InvalidContentError(["faq general › pay.min: Invalid input: expected number, received undefined"]),
    );
  });

  it("gives the staff API the same field paths for a posting, and names a whole-posting problem `posting`", () => {
    const parsed = JobPostingSchema.safeParse({
      layout: "A",
      title: "Pay <b>up</b>",
      pay: { kind: "exact" },
    });
    const errors = postingFieldErrors(parsed.error!);
    expect(errors.title).toBe("Plain text only: no HTML tags or entities");
    expect(errors).toHaveProperty(["pay.value"]);
    expect(Object.keys(postingFieldErrors(JobPostingSchema.safeParse("not a posting").error!))).toEqual([
      "posting",
    ]);
  });
});
