import { describe, expect, it } from "vitest";
import {
  ApplicationSchema,
  applicationFieldErrors,
  RESUME_MAX_BYTES,
  RESUME_MESSAGES,
  resumeFileProblem,
} from "./application";

const valid = {
  job: "/job-atlanta-pmr",
  firstName: "Maya",
  lastName: "Okafor",
  email: "Maya.Okafor@Example.com",
  phone: "(404) 555-0142",
  credential: "NP",
  licenseStates: ["GA", "fl"],
  yearsExperience: "6",
  message: "Six years in outpatient rehab.\r\nAvailable in January.",
  consent: "on",
};

describe("ApplicationSchema", () => {
  it("reads a form post: repeated states upper-cased, years as a number, consent from a checkbox", () => {
    const parsed = ApplicationSchema.parse(valid);
    expect(parsed).toMatchObject({
      email: "maya.okafor@example.com",
      licenseStates: ["GA", "FL"],
      yearsExperience: 6,
      consent: true,
      message: "Six years in outpatient rehab.\nAvailable in January.",
    });
  });

  it("takes one state sent as a single value, and leaves out blank optional fields", () => {
    const parsed = ApplicationSchema.parse({
      ...valid,
      licenseStates: "IL",
      yearsExperience: "",
      message: "",
    });
    expect(parsed.licenseStates).toEqual(["IL"]);
    expect(parsed.yearsExperience).toBeUndefined();
  });

  it("names each invalid field with the form's messages", () => {
    const result = ApplicationSchema.safeParse({
      ...valid,
      firstName: "M",
      email: "not-an-address",
      credential: "MD",
      licenseStates: [],
      yearsExperience: "61",
      consent: undefined,
    });
    expect(result.success).toBe(false);
    const errors = applicationFieldErrors(result.error!);
    expect(errors).toEqual({
      firstName: "First name must be at least 2 characters",
      email: "Please enter a valid email",
      credential: "Choose NP, PA or Other",
      licenseStates: "Choose at least one state where you are licensed",
      yearsExperience: "Enter whole years, from 0 to 60",
      consent: "Please agree to be contacted and to the privacy policy",
    });
  });

  it("refuses a state that is not one, a state twice, and a job that is not a site path", () => {
    const errors = (input: Record<string, unknown>) => {
      const result = ApplicationSchema.safeParse({ ...valid, ...input });
      return result.success ? {} : applicationFieldErrors(result.error);
    };
    expect(errors({ licenseStates: ["ZZ"] }).licenseStates).toBe("Choose a US state");
    expect(errors({ licenseStates: ["GA", "ga"] }).licenseStates).toBe("Choose each state once");
    expect(errors({ job: "https://evil.example/job" }).job).toBe("Choose the job you are applying for");
    expect(errors({ job: "/../admin" }).job).toBe("Choose the job you are applying for");
  });
});

describe("resumeFileProblem (the browser's check before sending)", () => {
  const file = (name: string, size: number, type = "") => ({ name, size, type });
  it("accepts a PDF, DOCX or DOC up to 5 MiB", () => {
    expect(resumeFileProblem(file("cv.pdf", RESUME_MAX_BYTES, "application/pdf"))).toBeNull();
    expect(resumeFileProblem(file("CV.DOCX", 1000))).toBeNull();
    expect(resumeFileProblem(file("cv", 1000, "application/msword"))).toBeNull();
  });
  it("refuses a missing, empty, too large or other file", () => {
    expect(resumeFileProblem(undefined)).toBe(RESUME_MESSAGES.required);
    expect(resumeFileProblem(file("cv.pdf", 0))).toBe(RESUME_MESSAGES.empty);
    expect(resumeFileProblem(file("cv.pdf", RESUME_MAX_BYTES + 1))).toBe(RESUME_MESSAGES.tooLarge);
    expect(resumeFileProblem(file("cv.exe", 1000, "application/x-msdownload"))).toBe(
      RESUME_MESSAGES.wrongType,
    );
  });
});
