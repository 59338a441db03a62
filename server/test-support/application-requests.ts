import { type Application, ApplicationSchema } from "#schemas/application";
import type { Db } from "../db/connect";
import type { ApplicationsTable } from "../db/schema";
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

/** How many applications are stored. */
export async function countApplications(db: Db): Promise<number> {
  const row = await db.kysely
    .selectFrom("applications")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A stored application read back through the form's schema: valid, and unchanged by it. */
export function revalidate(
  row: Pick<
    ApplicationsTable,
    | "job_path"
    | "first_name"
    | "last_name"
    | "email"
    | "phone"
    | "credential"
    | "license_states"
    | "years_experience"
    | "message"
  >,
) {
  return ApplicationSchema.safeParse({
    job: row.job_path,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    credential: row.credential,
    licenseStates: JSON.parse(row.license_states),
    yearsExperience: row.years_experience ?? undefined,
    message: row.message ?? undefined,
    consent: true,
  } satisfies Record<keyof Omit<Application, "attribution" | "website" | "startedAt">, unknown>);
}
