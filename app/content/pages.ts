import { page as home } from "./page-records/home";
import { page as ourExpertise } from "./page-records/our-expertise";
import { page as compareServices } from "./page-records/compare-services";
import { page as faq } from "./page-records/faq";
import { page as linkedinNetwork } from "./page-records/linkedin-network";
import { page as howToRecruitNursePractitioners } from "./page-records/how-to-recruit-nurse-practitioners";
import { page as howToRecruitPhysicianAssistants } from "./page-records/how-to-recruit-physician-assistants";
import { page as nursePractitionerSalaryGuide } from "./page-records/nurse-practitioner-salary-guide";
import { page as nursePractitionerSpecialties } from "./page-records/nurse-practitioner-specialties";
import { page as nursePractitionerJobMarket } from "./page-records/nurse-practitioner-job-market";
import { page as nursePractitionerLicensing } from "./page-records/nurse-practitioner-licensing";
import { page as physicianAssistantSalaryGuide } from "./page-records/physician-assistant-salary-guide";
import { page as physicianAssistantSpecialties } from "./page-records/physician-assistant-specialties";
import { page as physicianAssistantJobMarket } from "./page-records/physician-assistant-job-market";
import { page as physicianAssistantSupervision } from "./page-records/physician-assistant-supervision";
import { page as jobs } from "./page-records/jobs";
import { page as privacyPolicy } from "./page-records/privacy-policy";
import { page as termsOfService } from "./page-records/terms-of-service";
import { page as thankYou } from "./page-records/thank-you";
import { page as applicationReceived } from "./page-records/application-received";

/**
 * Every content page: its route module, search metadata and sitemap entry. Routes, the sitemap and the
 * navigation read from here (job postings come from content/jobs). Each record lives in its own module
 * under page-records/, which its route imports for its meta tags, so a page's code carries only its own
 * record (or those of the guides that share its module) rather than the whole list.
 */
export interface PageRecord {
  path: `/${string}`;
  file: string;
  title: string;
  description: string;
  keywords: readonly string[];
  priority: number;
}

export const pages = [
  home,
  ourExpertise,
  compareServices,
  faq,
  linkedinNetwork,
  howToRecruitNursePractitioners,
  howToRecruitPhysicianAssistants,
  nursePractitionerSalaryGuide,
  nursePractitionerSpecialties,
  nursePractitionerJobMarket,
  nursePractitionerLicensing,
  physicianAssistantSalaryGuide,
  physicianAssistantSpecialties,
  physicianAssistantJobMarket,
  physicianAssistantSupervision,
  jobs,
  privacyPolicy,
  termsOfService,
  thankYou,
  applicationReceived,
] as const satisfies readonly PageRecord[];

export type PagePath = (typeof pages)[number]["path"];

export function pageByPath(path: PagePath): PageRecord {
  const page = pages.find((p) => p.path === path);
  if (!page) throw new Error(`No page record for ${path}`);
  return page;
}
