import type { JobPosting, JobRole } from "#schemas/job-posting";

/** Terms common to the physical medicine and rehabilitation (PM&R) postings. */

export const pmrSpecialty = "Physical Medicine & Rehabilitation";

export const pmrRoles: JobRole[] = ["NP", "PA"];

export const pmrFullTimeBenefits = [
  "Health insurance",
  "Dental insurance",
  "Vision insurance",
  "Paid time off (PTO)",
  "Retirement plan",
];

export const pmrPartTimeBenefits = ["Malpractice insurance covered", "Collaborating physician provided"];

export const pmrPartTimeBenefitsNote =
  "This is a part-time position: no additional employment benefits are included.";

export const pmrSkills = [
  "Physical medicine and rehabilitation",
  "Musculoskeletal and neurological assessment",
  "Functional and mobility evaluation",
  "Pain management",
  "Rehabilitation care planning",
  "Collaboration with physical, occupational and speech therapists",
  "Clinical documentation",
];

export const pmrEducation: JobPosting["education"] = {
  category: "postgraduate degree",
  description:
    "Master's or doctoral degree from an accredited nurse practitioner or physician assistant program, with national certification (AANP, ANCC or NCCPA)",
};

export const pmrExperience: JobPosting["experience"] = {
  months: 0,
  description: "PM&R or rehabilitation experience preferred, not required",
};

/** The first 18 keyword badges on every PM&R posting; each page adds its own local ones. */
export const pmrCoreKeywords = [
  "PM&R Nurse Practitioner",
  "PM&R Physician Assistant",
  "Physical Medicine and Rehabilitation",
  "Physiatry",
  "Rehabilitation Medicine",
  "Nurse Practitioner Jobs",
  "Physician Assistant Jobs",
  "NP Jobs",
  "PA Jobs",
  "Advanced Practice Provider",
  "APP Careers",
  "Musculoskeletal Care",
  "Functional Recovery",
  "Post-Acute Care",
  "Skilled Nursing Rehabilitation",
  "Pain Management",
  "Stroke Rehabilitation",
  "Orthopedic Rehabilitation",
];

export const pmrResponsibilities = [
  "Evaluate patients recovering from stroke, joint replacement, fractures, deconditioning and other conditions that limit function",
  "Perform musculoskeletal, neurological and functional assessments and set measurable rehabilitation goals",
  "Build and adjust rehabilitation plans with physical, occupational and speech therapists",
  "Manage pain, spasticity and mobility-related complications, including medication management",
  "Order and interpret diagnostic studies and recommend equipment, bracing and orthotics",
  "Educate patients and families and plan safe transitions home",
  "Document visits accurately and on time in the electronic health record",
];
