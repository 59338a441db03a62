import { EditorialGuideLayout } from "#app/components/guides/editorial-guide-layout";
import { guideLoader, guideMeta, guidePage } from "#app/components/guides/guide-route";
import { editorialGuides } from "#app/content/guides/index";
import { page as npJobMarket } from "#app/content/page-records/nurse-practitioner-job-market";
import { page as npLicensing } from "#app/content/page-records/nurse-practitioner-licensing";
import { page as npSpecialties } from "#app/content/page-records/nurse-practitioner-specialties";
import { page as paJobMarket } from "#app/content/page-records/physician-assistant-job-market";
import { page as paSpecialties } from "#app/content/page-records/physician-assistant-specialties";
import { page as paSupervision } from "#app/content/page-records/physician-assistant-supervision";
import type { Route } from "./+types/editorial-guide";

/** The editorial guides without a lead form, one route each. */
const pages = [npJobMarket, npLicensing, npSpecialties, paJobMarket, paSpecialties, paSupervision];

export const meta = guideMeta(pages);

export const loader = guideLoader(editorialGuides);

export default function EditorialGuidePage({ loaderData: { guide } }: Route.ComponentProps) {
  return <EditorialGuideLayout guide={guide} page={guidePage(pages, guide)} />;
}
