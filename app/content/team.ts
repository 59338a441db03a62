import { site } from "./site";
import type { ContentOf } from "./schemas";
export type { TeamMember } from "./schemas";

/** The three leadership profiles on the expertise page. */
export const leadershipTeam: ContentOf<"team"> = [
  {
    name: "Karen Whitfield, MSN, FNP",
    title: "Founder and Chief Executive Officer",
    experience: `Recruiting NPs and PAs since founding the firm in ${site.founded}; 12 years in clinical practice before that`,
    specialties: [
      "Primary care and family practice",
      "Practice growth planning",
      "Nurse practitioner career development",
    ],
    bio: "Karen practiced as a family nurse practitioner in rural and community clinics, where she saw how long good practices waited for advanced practice providers. She founded the firm to recruit only NPs and PAs, and she still leads searches for practices building their first APP team.",
    credentials: [
      "Master of Science in Nursing, Family Nurse Practitioner",
      "Certified Physician and Provider Recruitment Professional (CPRP)",
      "Member, American Association of Nurse Practitioners",
    ],
  },
  {
    name: "David Chen, MPAS",
    title: "Director of Physician Assistant Recruitment",
    experience: "15 years in PA recruitment after eight years as an emergency medicine physician assistant",
    specialties: [
      "Emergency and urgent care",
      "Orthopedics and surgical specialties",
      "Physical medicine and rehabilitation",
    ],
    bio: "David brings the view from the exam room to every search. He knows what collaboration arrangements, call schedules and procedure mixes mean to a PA deciding on an offer, and he leads our work with surgical groups and PM&R practices.",
    credentials: [
      "Master of Physician Assistant Studies",
      "NCCPA certified from 2001 to 2016",
      "Member, American Academy of Physician Associates",
    ],
  },
  {
    name: "Monica Alvarez, SHRM-SCP",
    title: "Vice President, Client Partnerships",
    experience: "14 years in healthcare talent acquisition for health systems and community health centers",
    specialties: [
      "Health system workforce planning",
      "Rural and FQHC recruitment",
      "Compensation benchmarking",
    ],
    bio: "Monica works with hospital and clinic leaders to plan advanced practice hiring before a vacancy turns into a crisis. She oversees our 500+ healthcare partnerships and the salary data our recruiters share with clients and candidates.",
    credentials: [
      "SHRM Senior Certified Professional (SHRM-SCP)",
      "Certified Physician and Provider Recruitment Professional (CPRP)",
      "Member, Association for Advancing Physician and Provider Recruitment",
    ],
  },
];
