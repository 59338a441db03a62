import type { GuideRole } from "#app/content/guides/schema";
import { type JobPosting, jobs } from "#app/content/jobs/index";
import { formatBonus, formatPay } from "#app/lib/job-pay";

/** One current posting as the salary guides' openings table shows it. */
export interface OpeningRow {
  path: string;
  title: string;
  specialty: string;
  schedule: string;
  basePay: string;
  bonus: string;
}

const employmentLabels = { FULL_TIME: "Full-time", PART_TIME: "Part-time" } as const;

export function openingsForRole(role: GuideRole, all: readonly JobPosting[] = jobs): JobPosting[] {
  return all.filter((job) => job.roles.includes(role));
}

/**
 * Rows for the openings table. Called from the salary guides' loaders only, so the job records
 * and their schema are read at prerender time and never shipped to the browser.
 */
export function openingRows(role: GuideRole, all: readonly JobPosting[] = jobs): OpeningRow[] {
  return openingsForRole(role, all).map((job) => ({
    path: job.path,
    title: job.shortTitle,
    specialty: job.specialty,
    schedule: job.employmentTypes.map((type) => employmentLabels[type]).join(" or "),
    basePay: formatPay(job.pay),
    bonus: job.bonus ? formatBonus(job.bonus) : "None stated",
  }));
}
