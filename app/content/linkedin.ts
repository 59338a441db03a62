import type { ContentOf } from "./schemas";
export type { LinkedInGroup } from "./schemas";

/** The three professional-network groups the firm runs. */
export const linkedinGroups: ContentOf<"linkedin.groups"> = [
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
];

/** Why connect with the network. */
export const whyConnect: ContentOf<"linkedin.reasons"> = [
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
];
