import { describe, expect, it } from "vitest";
import { jobs } from "#app/content/jobs/index";
import { postingFieldErrors } from "#schemas/job-admin";
import { JobPostingSchema, type LayoutBJobPosting } from "#schemas/job-posting";
import {
  differingFields,
  fieldLabel,
  JobFormSchema,
  newPostingForm,
  plainMessage,
  toForm,
  toPosting,
} from "./job-draft";

const layoutA = jobs.find((job) => job.layout === "A")!;
const layoutB = jobs.find((job) => job.layout === "B" && job.bonus) as LayoutBJobPosting;

function errorsOf(form: unknown) {
  const parsed = JobFormSchema.safeParse(form);
  return parsed.success ? {} : postingFieldErrors(parsed.error);
}

describe("the editor's form and the posting schema", () => {
  it("gives back every seed posting unchanged after a round trip through the form", () => {
    for (const job of jobs) {
      const parsed = JobFormSchema.safeParse(toForm(job));
      expect(parsed.success, job.path).toBe(true);
      expect(parsed.data, job.path).toEqual(JobPostingSchema.parse(job));
    }
  });

  it("leaves out the layout B fields under layout A, and keeps them in the form for a switch back", () => {
    const form = {
      ...toForm(layoutB),
      layout: "A" as const,
      apply: { ...layoutB.apply, partnerJobUrl: "https://partner.example/jobs/1" },
    };
    const posting = toPosting(form) as Record<string, unknown>;
    for (const key of ["locationTag", "lifestyleTag", "highlight", "explore"])
      expect(posting).not.toHaveProperty(key);
    expect(JobFormSchema.safeParse(form).success).toBe(true);
    expect(form.locationTag).toBe(layoutB.locationTag);
  });

  it("sends only the figures of the pay kind chosen", () => {
    const form = toForm(layoutA);
    form.pay = { kind: "upTo", min: 90_000, max: 150_000, value: 1, unit: "YEAR", plus: true };
    expect((toPosting(form) as { pay: unknown }).pay).toEqual({ kind: "upTo", max: 150_000, unit: "YEAR" });
    form.pay = { kind: "exact", min: 1, max: 2, value: 65, unit: "HOUR", plus: false };
    expect((toPosting(form) as { pay: unknown }).pay).toEqual({ kind: "exact", value: 65, unit: "HOUR" });
  });

  it("drops empty optional text and unset numbers, and names empty required fields by their full path", () => {
    const form = toForm(layoutA);
    form.schedule = "  ";
    form.openings = Number.NaN;
    expect(toPosting(form)).not.toHaveProperty("schedule");
    expect(toPosting(form)).not.toHaveProperty("openings");
    form.title = "";
    form.recruiter = { ...form.recruiter, email: "not an address" };
    form.about = ["First paragraph", " "];
    form.pay = { kind: "range", min: 150_000, max: 120_000, unit: "YEAR", plus: false };
    form.meta = { ...form.meta, description: "Too short" };
    const errors = errorsOf(form);
    expect(Object.keys(errors).sort()).toEqual([
      "about.1",
      "meta.description",
      "pay",
      "recruiter.email",
      "title",
    ]);
    expect(plainMessage(errors.title!)).toBe("Required");
    // A blank list entry breaks the shared plain-text rule, whose message the form shows as it is.
    expect(plainMessage(errors["about.1"]!)).toBe("Write some text");
    expect(plainMessage(errors.pay!)).toBe("The lowest pay must be below the highest");
    expect(plainMessage(errors["meta.description"]!)).toBe("Use at least 70 characters");
  });

  it("keeps a remote area's fields to its kind (anywhere in the US, or one state)", () => {
    const form = toForm(layoutA);
    form.remote = {
      label: "Remote (US)",
      applicantLocations: [
        { type: "State", region: "GA", name: "US" } as never,
        { type: "Country", name: "US", region: "TX" } as never,
      ],
    };
    expect((toPosting(form) as { remote: unknown }).remote).toEqual({
      label: "Remote (US)",
      applicantLocations: [
        { type: "State", region: "GA" },
        { type: "Country", name: "US" },
      ],
    });
    expect(JobFormSchema.safeParse(form).success).toBe(true);
  });

  it("starts a new posting that names what is left to write", () => {
    const errors = errorsOf(newPostingForm("2026-12-01", "2027-01-30", layoutA.recruiter));
    expect(errors).toHaveProperty("title");
    expect(errors).toHaveProperty("path");
    expect(errors).toHaveProperty(["pay.min"]);
    expect(errors).not.toHaveProperty("recruiter.name");
    expect(errors).not.toHaveProperty("validThrough");
  });

  it("names fields plainly", () => {
    expect(fieldLabel("whyYoullLoveIt.items.2")).toBe("Why you'll love it: item 3");
    expect(fieldLabel("meta.description")).toBe("Search result text: description");
    expect(fieldLabel("pay")).toBe("Pay");
  });

  it("lists the fields two versions differ in", () => {
    expect(differingFields(layoutA, { ...layoutA, title: "Other", hours: "20 hours" })).toEqual([
      "hours",
      "title",
    ]);
  });
});
