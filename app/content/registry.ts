import type * as z from "zod/mini";
import { InvalidContentError, parseContent } from "#schemas/content-rules";
import { JobPostingSchema } from "#schemas/job-posting";
import * as comparison from "./comparison";
import * as expertise from "./expertise";
import * as faq from "./faq";
import { editorialGuides, recruitingGuides } from "./guides/index";
import { editorialGuideSchema, recruitingGuideSchema } from "./guides/schema";
import { jobs } from "./jobs/index";
import { landing } from "./landing";
import { landingFaq } from "./landing-faq";
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

/** Every editorial record by the name of its collection (its rule in `contentSchemas`). */
export const contentRecords: Record<ContentName, unknown> = {
  "comparison.rows": comparison.comparisonRows,
  "comparison.audiences": comparison.servicesByAudience,
  "comparison.metrics": comparison.performanceMetrics,
  "comparison.reasons": comparison.reasonsToChoose,
  "comparison.verdict": comparison.comparisonVerdict,
  "expertise.specialties": expertise.specialtyCategories,
  "expertise.certifications": expertise.certifications,
  "expertise.guides": expertise.thoughtLeadership,
  "faq.landing": landingFaq,
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

type Schema = z.core.$ZodType;

/** A kind of content: the rule each of its records meets, and its records by name. */
export interface ContentCollection {
  schema(): Schema;
  records(): Record<string, unknown>;
}

/** Collections whose module is not named by the first part of their name. */
const MODULES: Partial<Record<ContentName, string>> = { "faq.landing": "landing-faq" };

/** An editorial collection holds one record, named by the module that exports it. */
const editorialCollections = {} as Record<ContentName, ContentCollection>;
for (const name of Object.keys(contentSchemas) as ContentName[]) {
  const module = `app/content/${MODULES[name] ?? name.split(".")[0]}.ts`;
  editorialCollections[name] = {
    schema: () => contentSchemas[name],
    records: () => ({ [module]: contentRecords[name] }),
  };
}

const byPath = (records: ReadonlyArray<{ path: string }>) =>
  Object.fromEntries(records.map((record) => [record.path, record]));

/**
 * The registry of content: every collection with its schema and records. Editorial records are one per
 * collection; guides and job postings are keyed by their path.
 */
export const contentCollections = {
  ...editorialCollections,
  "guides.editorial": { schema: editorialGuideSchema, records: () => byPath(editorialGuides) },
  "guides.recruiting": { schema: recruitingGuideSchema, records: () => byPath(recruitingGuides) },
  jobs: { schema: () => JobPostingSchema, records: () => byPath(jobs) },
} satisfies Record<string, ContentCollection>;

export type CollectionName = keyof typeof contentCollections;

/**
 * What is wrong with the content, one line per problem naming the collection, the record and the field
 * (`collection record › field.path: message`). `replace` swaps a collection's records (tests).
 */
export function contentProblems(
  replace: Partial<Record<CollectionName, Record<string, unknown>>> = {},
): string[] {
  return (Object.entries(contentCollections) as Array<[CollectionName, ContentCollection]>).flatMap(
    ([collection, { schema, records }]) =>
      Object.entries(replace[collection] ?? records()).flatMap(([name, record]) => {
        try {
          parseContent(collection, name, schema(), record);
          return [];
        } catch (error) {
          if (error instanceof InvalidContentError) return [...error.problems];
          throw error;
        }
      }),
  );
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
  if (problems.length > 0) throw new InvalidContentError(problems);
  checked = true;
}
