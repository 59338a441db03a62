import { ArrowDown } from "lucide-react";
import { EditorialGuideLayout } from "#app/components/guides/editorial-guide-layout";
import { openingRows } from "#app/components/guides/openings-data";
import {
  SALARY_CONSULTATION_ID,
  salaryConsultationSection,
} from "#app/components/guides/salary-consultation";
import { Button } from "#app/components/ui/button";
import { npSalaryGuide } from "#app/content/guides/np-salary";
import { pageByPath } from "#app/content/pages";
import { seoMeta } from "#app/lib/seo";
import type { Route } from "./+types/nurse-practitioner-salary-guide";

const page = pageByPath("/nurse-practitioner-salary-guide");
const consultation = salaryConsultationSection(npSalaryGuide);

export function meta() {
  return seoMeta(page);
}

/** Runs at prerender: the job records stay out of the browser bundle. */
export function loader() {
  return { openings: openingRows("NP") };
}

export default function NursePractitionerSalaryGuidePage({ loaderData }: Route.ComponentProps) {
  return (
    <EditorialGuideLayout
      guide={npSalaryGuide}
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
