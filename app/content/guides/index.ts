import { npJobMarketGuide } from "./np-job-market";
import { npLicensingGuide } from "./np-licensing";
import { npRecruitingGuide } from "./np-recruiting";
import { npSalaryGuide } from "./np-salary";
import { npSpecialtiesGuide } from "./np-specialties";
import { paJobMarketGuide } from "./pa-job-market";
import { paRecruitingGuide } from "./pa-recruiting";
import { paSalaryGuide } from "./pa-salary";
import { paSpecialtiesGuide } from "./pa-specialties";
import { paSupervisionGuide } from "./pa-supervision";
import type { EditorialGuide, RecruitingGuide } from "./schema";

/** Every guide, for tests and tooling; each page's loader imports its own module, so no page ships another's words. */
export const recruitingGuides: readonly RecruitingGuide[] = [npRecruitingGuide, paRecruitingGuide];

export const editorialGuides: readonly EditorialGuide[] = [
  npSalaryGuide,
  npSpecialtiesGuide,
  npJobMarketGuide,
  npLicensingGuide,
  paSalaryGuide,
  paSpecialtiesGuide,
  paJobMarketGuide,
  paSupervisionGuide,
];

export const guidePaths: readonly string[] = [...recruitingGuides, ...editorialGuides].map(
  (guide) => guide.path,
);
