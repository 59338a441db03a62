import type {
  EducationalOccupationalCredential,
  JobPosting as JobPostingLd,
  MonetaryAmount,
  OccupationalExperienceRequirements,
  Place,
  WithContext,
} from "schema-dts";
import { absoluteUrl, site } from "#app/content/site";
import { type ApplicantLocation, type JobPosting, usStates } from "#schemas/job-posting";
import { jobDescriptionHtml } from "./job-content";
import { formatBonus } from "./job-pay";

const occupations = {
  NP: "29-1171.00 Nurse Practitioners",
  PA: "29-1071.00 Physician Assistants",
} as const;

function oneOrMany<T>(values: T[]): T | T[] {
  return values.length === 1 ? (values[0] as T) : values;
}

function baseSalary(job: JobPosting): MonetaryAmount {
  const { pay } = job;
  const amount =
    pay.kind === "range"
      ? { minValue: pay.min, maxValue: pay.max }
      : pay.kind === "upTo"
        ? { maxValue: pay.max }
        : { value: pay.value };
  return {
    "@type": "MonetaryAmount",
    currency: "USD",
    value: { "@type": "QuantitativeValue", ...amount, unitText: pay.unit },
  };
}

function places(job: JobPosting): Place[] {
  return job.locations.map((location) => ({
    "@type": "Place",
    address: {
      "@type": "PostalAddress",
      addressLocality: location.locality,
      addressRegion: location.region,
      ...(location.postalCode ? { postalCode: location.postalCode } : {}),
      addressCountry: "US",
    },
  }));
}

function applicantLocation(requirement: ApplicantLocation) {
  return requirement.type === "Country"
    ? ({ "@type": "Country", name: requirement.name } as const)
    : ({ "@type": "State", name: usStates[requirement.region] } as const);
}

/**
 * schema.org JobPosting for Google's job search, built from the same record as the page. Returns null for
 * postings that carry no structured data. A filled posting passes its closing time as `validThrough`,
 * which tells Google the job has ended. `directApply` says the page carries the application form (open
 * postings); it is left out where the page has no form.
 */
export function jobPostingJsonLd(
  job: JobPosting,
  {
    validThrough = job.validThrough,
    directApply = false,
  }: { validThrough?: string; directApply?: boolean } = {},
): WithContext<JobPostingLd> | null {
  if (!job.structuredData) return null;
  const experience: OccupationalExperienceRequirements = {
    "@type": "OccupationalExperienceRequirements",
    ...(job.experience.months !== undefined ? { monthsOfExperience: job.experience.months } : {}),
    description: job.experience.description,
  };
  const education: EducationalOccupationalCredential = {
    "@type": "EducationalOccupationalCredential",
    credentialCategory: job.education.category,
    description: job.education.description,
  };
  const locations = places(job);
  return {
    "@context": "https://schema.org",
    "@type": "JobPosting",
    title: job.title,
    description: jobDescriptionHtml(job),
    url: absoluteUrl(job.path),
    identifier: { "@type": "PropertyValue", name: site.name, value: job.identifier },
    datePosted: job.datePosted,
    validThrough,
    employmentType: oneOrMany([...job.employmentTypes]),
    hiringOrganization: {
      "@type": "Organization",
      name: site.name,
      sameAs: site.partnerNetwork.url,
      url: absoluteUrl("/"),
      logo: absoluteUrl("/icon-512.png"),
    },
    ...(locations.length > 0 ? { jobLocation: oneOrMany(locations) } : {}),
    ...(job.remote
      ? {
          jobLocationType: "TELECOMMUTE",
          applicantLocationRequirements: oneOrMany(job.remote.applicantLocations.map(applicantLocation)),
        }
      : {}),
    workHours: [job.hours, job.schedule, job.callRequirement].filter(Boolean).join("; "),
    baseSalary: baseSalary(job),
    ...(job.bonus
      ? {
          incentiveCompensation: job.bonus.detail
            ? `${formatBonus(job.bonus)}: ${job.bonus.detail}`
            : formatBonus(job.bonus),
        }
      : {}),
    ...(job.benefits.length > 0 || job.benefitsNote
      ? { jobBenefits: [...job.benefits, ...(job.benefitsNote ? [job.benefitsNote] : [])].join("; ") }
      : {}),
    experienceRequirements: experience,
    educationRequirements: education,
    qualifications: job.qualifications.required.join("; "),
    skills: job.skills.join(", "),
    industry: "Healthcare",
    occupationalCategory: job.occupation
      ? `${job.occupation.code} ${job.occupation.name}`
      : oneOrMany(job.roles.map((role) => occupations[role])),
    ...(job.openings ? { totalJobOpenings: job.openings } : {}),
    ...(directApply ? { directApply: true } : {}),
  };
}
