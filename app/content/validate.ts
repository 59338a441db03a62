import * as z from "zod/mini";
import * as comparison from "./comparison";
import * as expertise from "./expertise";
import * as faq from "./faq";
import { landing } from "./landing";
import { leadCapture } from "./lead-capture";
import * as legal from "./legal";
import * as linkedin from "./linkedin";
import { processSteps } from "./process";
import * as resources from "./resources";
import { type ContentName, contentSchemas } from "./schemas";
import { serviceCards } from "./services";
import * as stats from "./stats";
import { leadershipTeam } from "./team";
import { testimonials } from "./testimonials";

/** Every editorial record by the name its rule has in `contentSchemas`. */
export const contentRecords: Record<ContentName, unknown> = {
  "comparison.rows": comparison.comparisonRows,
  "comparison.audiences": comparison.servicesByAudience,
  "comparison.metrics": comparison.performanceMetrics,
  "comparison.reasons": comparison.reasonsToChoose,
  "comparison.verdict": comparison.comparisonVerdict,
  "expertise.specialties": expertise.specialtyCategories,
  "expertise.certifications": expertise.certifications,
  "expertise.guides": expertise.thoughtLeadership,
  "faq.landing": faq.landingFaq,
  "faq.page": faq.faqCategories,
  landing,
  "lead-capture": leadCapture,
  "legal.privacy": legal.privacyPolicy,
  "legal.terms": legal.termsOfService,
  "linkedin.groups": linkedin.linkedinGroups,
  "linkedin.reasons": linkedin.whyConnect,
  process: processSteps,
  resources: resources.resourceCards,
  "resources.all": resources.allResourcesLink,
  services: serviceCards,
  "stats.trust": stats.trustStats,
  "stats.faq": stats.faqStats,
  "stats.expertise": stats.expertiseFigures,
  team: leadershipTeam,
  testimonials,
};

/** What is wrong with the given records, one line per problem, each naming the record and the field. */
export function contentProblems(records: Partial<Record<ContentName, unknown>> = contentRecords): string[] {
  return Object.entries(records).flatMap(([name, record]) => {
    const result = z.safeParse(contentSchemas[name as ContentName], record);
    return result.success
      ? []
      : result.error.issues.map((issue) => `${name}: ${issue.path.join(".") || "(root)"}: ${issue.code}`);
  });
}

let checked = false;

/**
 * Fails the prerender, and with it the build, when an editorial record breaks its rule. Runs once per
 * build; browsers never load this module (zod's parser also probes `new Function`, which the site's
 * Content-Security-Policy would report).
 */
export function assertValidContent(): void {
  if (checked) return;
  const problems = contentProblems();
  if (problems.length > 0) throw new Error(`Invalid editorial content:\n  ${problems.join("\n  ")}`);
  checked = true;
}
