import { SAMPLE_PDF } from "./applications";
import type { MultipartFile } from "./resume-files";

/** A PDF of exactly `size` bytes: a real header and trailer around padding in a comment. */
export function pdfOfSize(size: number): Buffer {
  const file = Buffer.alloc(size, 0x20);
  SAMPLE_PDF.copy(file, 0, 0, SAMPLE_PDF.length - 6);
  file.write("%%EOF\n", size - 6);
  return file;
}

/** The fields of a complete application to `job`, as the form posts them (attribution flat). */
export function validApplication(job: string, overrides: Record<string, string | string[]> = {}) {
  return {
    job,
    firstName: "Maya",
    lastName: "Okafor",
    email: "Maya.Okafor@Example.com",
    phone: "(404) 555-0142",
    credential: "NP",
    licenseStates: ["GA", "fl"],
    yearsExperience: "6",
    message: "Board-certified FNP with six years in outpatient rehabilitation.",
    consent: "on",
    website: "",
    startedAt: String(Date.now() - 90_000),
    pagePath: job,
    referrer: "https://www.indeed.com/",
    utm_source: "indeed",
    utm_campaign: "pmr-spring",
    ...overrides,
  };
}

/** The sample PDF as a candidate uploads it. */
export const PDF_FILE: MultipartFile = {
  filename: "Maya Okafor résumé.pdf",
  type: "application/pdf",
  data: SAMPLE_PDF,
};
