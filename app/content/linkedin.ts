import * as z from "zod/mini";
import { defineContent, externalHref, text } from "./content-schema";

const LinkedInGroupSchema = z.object({
  name: text,
  url: externalHref.check(z.regex(/^https:\/\/www\.linkedin\.com\/groups\/\d+\/$/)),
  members: text,
  description: text,
});
export type LinkedInGroup = z.infer<typeof LinkedInGroupSchema>;

/** The three professional-network groups the firm runs. */
export const linkedinGroups = defineContent(
  "linkedin.groups",
  z.array(LinkedInGroupSchema).check(z.length(3)),
  [
    {
      name: "Nurse Practitioner Career Network",
      url: "https://www.linkedin.com/groups/8937412/",
      members: "Nurse practitioners and NP students",
      description:
        "New NP openings before they reach the job boards, salary and negotiation advice from our recruiters, and conversations about practice authority, certification and career moves.",
    },
    {
      name: "Physician Assistant Professionals Network",
      url: "https://www.linkedin.com/groups/8937415/",
      members: "Physician assistants and PA students",
      description:
        "PA roles across primary care and specialties, guidance on licensing and collaboration rules, and a place to compare notes with PAs in your field.",
    },
    {
      name: "Advanced Practice Hiring Leaders",
      url: "https://www.linkedin.com/groups/8937418/",
      members: "Practice managers, medical directors and healthcare HR leaders",
      description:
        "Hiring benchmarks, compensation trends and retention practices for organizations building NP and PA teams, shared by peers and our client partnerships team.",
    },
  ],
);

const ReasonSchema = z.object({ title: text, description: text });

/** Why connect with the network. */
export const whyConnect = defineContent("linkedin.reasons", z.array(ReasonSchema).check(z.length(6)), [
  {
    title: "Hear about roles first",
    description: "Members see many of our new NP and PA openings before we advertise them anywhere else.",
  },
  {
    title: "Know your market value",
    description: "Our recruiters share current salary ranges, bonuses and benefits by specialty and region.",
  },
  {
    title: "Learn from peers",
    description:
      "Discuss scope of practice, specialties and career changes with clinicians who have made the move.",
  },
  {
    title: "Stay ahead of regulation",
    description:
      "Updates on licensing compacts, practice authority and PA collaboration rules as states change them.",
  },
  {
    title: "Reach a recruiter directly",
    description: "Message our team with a question about a role or your career, with no obligation.",
  },
  {
    title: "Hire with insight",
    description:
      "Employers get hiring benchmarks and retention ideas from other practices building APP teams.",
  },
]);
