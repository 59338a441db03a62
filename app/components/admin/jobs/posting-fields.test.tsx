import { renderToStaticMarkup } from "react-dom/server";
import { FormProvider, useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { jobs } from "#app/content/jobs";
import { seedPosting } from "#app/content/jobs/seed-posting";
import { recruiter } from "#app/content/jobs/recruiter";
import { jobContent } from "#app/lib/job-content";
import { type JobPosting, JobPostingSchema } from "#schemas/job-posting";
import {
  editorLabelOf,
  POSTING_FIELD_SPECS,
  type PostingFieldSpec,
  postingDefaults,
} from "#schemas/posting-fields";
import { FIELD_LABELS, type JobForm, newPostingForm, toForm } from "./job-draft";
import {
  AddressSection,
  ApplySection,
  BasicsSection,
  DescriptionSection,
  EndDateSection,
  LayoutBSection,
  LocationSection,
  PaySection,
  SearchSection,
} from "./job-form-sections";

/**
 * Follows every field of the posting-field descriptor: the posting schema and the descriptor name the same
 * fields, the editor shows a control for each field it describes, the error summary names each, the public
 * facts list each fact field, and the seed records get the defaults they leave out. A field added to the
 * schema and the descriptor reaches all of them, or this fails.
 */

function Editor({ values }: { values: JobForm }) {
  const methods = useForm<JobForm>({ defaultValues: values });
  return (
    <FormProvider {...methods}>
      <BasicsSection />
      <AddressSection published={false} />
      <LocationSection />
      <PaySection />
      <DescriptionSection />
      <LayoutBSection />
      <ApplySection />
      <SearchSection />
      <EndDateSection published={false} />
    </FormProvider>
  );
}

/** The keys of both layouts' schemas. */
function schemaKeys(): string[] {
  const union = JobPostingSchema as unknown as {
    def?: { in?: { options?: Array<{ shape: Record<string, unknown> }> } };
    options?: Array<{ shape: Record<string, unknown> }>;
  };
  const options = union.options ?? union.def?.in?.options ?? [];
  return [...new Set(options.flatMap((option) => Object.keys(option.shape)))].sort();
}

const layoutB = jobs.find((job) => job.layout === "B")!;

describe("the posting-field descriptor", () => {
  it("describes every field of the posting schema, and no other", () => {
    const keys = schemaKeys();
    expect(keys.length).toBeGreaterThan(40);
    expect(POSTING_FIELD_SPECS.map((field) => field.key).sort()).toEqual(keys);
  });

  it("gives the editor a control, under its label, for every field it shows", () => {
    const html = renderToStaticMarkup(<Editor values={toForm(layoutB)} />);
    const shown = POSTING_FIELD_SPECS.filter(
      (field): field is PostingFieldSpec & { control: Exclude<PostingFieldSpec["control"], "custom"> } =>
        field.section !== null && field.control !== "custom",
    );
    expect(shown.length).toBeGreaterThan(15);
    for (const field of shown) {
      expect(html, field.key).toContain(`>${escapeHtml(editorLabelOf(field))}<`);
      if (field.control === "list") expect(html, field.key).toContain(`id="job-${field.key}-add"`);
      else expect(html, field.key).toContain(`name="${field.key}"`);
    }
  });

  it("names every field in the error summary and the revision history", () => {
    for (const field of POSTING_FIELD_SPECS) expect(FIELD_LABELS[field.key], field.key).toBe(field.label);
  });

  it("lists every schedule fact a posting has on its page, in the descriptor's order", () => {
    const facts = POSTING_FIELD_SPECS.filter((field) => field.fact === "schedule");
    const posting = {
      ...layoutB,
      ...Object.fromEntries(facts.map((field) => [field.key, `Sample ${field.label}`])),
    } as JobPosting;
    const listed = jobContent(posting)
      .flatMap((section) => section.facts ?? [])
      .filter((fact) => facts.some((field) => field.label === fact.label));
    expect(listed).toEqual(facts.map((field) => ({ label: field.label, value: [`Sample ${field.label}`] })));
  });

  it("gives a seed record and a new posting each default they leave out", () => {
    const defaults = postingDefaults();
    expect(Object.keys(defaults).length).toBeGreaterThan(3);
    const { recruiter: _recruiter, ...record } = layoutB as Extract<JobPosting, { layout: "B" }>;
    for (const key of Object.keys(defaults)) delete (record as Record<string, unknown>)[key];
    const seeded = seedPosting(record);
    expect(seeded).toMatchObject({ ...defaults, recruiter });
    expect(JobPostingSchema.safeParse(seeded).success).toBe(true);
    expect(newPostingForm("2026-11-27", "2027-01-26")).toMatchObject(defaults);
  });
});

function escapeHtml(text: string): string {
  return text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}
