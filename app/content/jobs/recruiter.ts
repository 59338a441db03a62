import type { Recruiter } from "#schemas/job-posting";
import { site } from "../site";

/** The recruiter named on every posting; contact details are the firm's own. */
export const recruiter: Recruiter = {
  name: "Lauren Mitchell",
  title: "Healthcare Recruitment Specialist",
  email: site.email,
  phone: site.phone,
  phoneHref: site.phoneHref,
  web: { label: site.partnerNetwork.name, href: site.partnerNetwork.url },
  about: `${site.name} has placed nurse practitioners and physician assistants since ${site.founded} and has been part of the ${site.partnerNetwork.name} since ${site.networkSince}. Our service is free for NPs and PAs: we share the full details of a role, answer your questions candidly and, if it fits, introduce you directly to the hiring team.`,
};

/** The preset e-mail body used on most postings. */
export function applyBody(title: string): string {
  return `Hello ${recruiter.name.split(" ")[0]},\n\nI am writing to express my interest in the position as advertised on the site: ${title}. Please let me know a good time to talk.\n\nThank you,\n`;
}
