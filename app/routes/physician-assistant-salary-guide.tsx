import { ArrowDown } from "lucide-react";
import { EditorialGuideLayout } from "#app/components/guides/editorial-guide-layout";
import { openingRows } from "#app/components/guides/openings-data";
import {
  SALARY_CONSULTATION_ID,
  salaryConsultationSection,
} from "#app/components/guides/salary-consultation";
import { Button } from "#app/components/ui/button";
import { paSalaryGuide } from "#app/content/guides/pa-salary";
import { pageByPath } from "#app/content/pages";
import { seoMeta } from "#app/lib/seo";
import type { Route } from "./+types/physician-assistant-salary-guide";

const page = pageByPath("/physician-assistant-salary-guide");
const consultation = salaryConsultationSection(paSalaryGuide);

export function meta() {
  return seoMeta(page);
}

/** Runs at prerender: the job records stay out of the browser bundle. */
export function loader() {
  return { openings: openingRows("PA") };
}

export default function PhysicianAssistantSalaryGuidePage({ loaderData }: Route.ComponentProps) {
  return (
    <EditorialGuideLayout
      guide={paSalaryGuide}
      page={page}
      openings={loaderData.openings}
      extra={consultation}
      heroActions={
        <Button asChild size="lg">
          <a href={`#${SALARY_CONSULTATION_ID}`}>
            {consultation.toc.label}
            <ArrowDown aria-hidden="true" />
          </a>
        </Button>
      }
    />
  );
}
