/**
 * The staff guide's screenshots (docs/staff-guide-*.png): the built server on a fresh SQLite database with a
 * plausible day of leads and applications, photographed by headless Chromium at 1280 and 390 px. Business
 * hours are set round the clock so that the overdue ones show whatever the time of the run.
 * `npm run build`, then `npx tsx scripts/staff-guide-shots.ts` (OUT_DIR=docs by default).
 */
import { randomUUID } from "node:crypto";
import type { Db } from "../server/db/connect";
import { findPostingByPath } from "../server/jobs/jobs.repository";
import { seedApplication } from "../server/test-support/applications";
import { leadRow } from "../server/test-support/staff";
import { type Recruiters, signIn, takeStaffShots } from "./lib/staff-shots";

const OUT = process.env.OUT_DIR ?? "docs";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

type Lead = Parameters<typeof leadRow>[0] & { answeredAfter?: number; owner?: "me" | "james" };

const LEADS: Lead[] = [
  {
    first_name: "Hannah",
    last_name: "Price",
    created_at: 4 * MINUTE,
    organization: "Lakeside Family Clinic",
    position: "Family NP",
    specialty: "Primary care",
    location: "Columbus, OH",
    message: "We need a full-time FNP for our new walk-in clinic, ideally by February.",
    owner: "me",
  },
  {
    first_name: "Omar",
    last_name: "Haddad",
    user_type: "job_seeker",
    created_at: 13 * MINUTE,
    organization: null,
    position: "Family NP",
    specialty: "Urgent care",
    location: "Austin, TX",
    message: "Looking for a 4-day week in urgent care. Licensed in TX and OK.",
  },
  {
    first_name: "Luis",
    last_name: "Ortega",
    user_type: "job_seeker",
    created_at: 52 * MINUTE,
    organization: null,
    position: "PA-C",
    specialty: "Emergency medicine",
    location: "Phoenix, AZ",
    message: "Six years in a level II trauma center; open to nights.",
    owner: "me",
  },
  {
    first_name: "Grace",
    last_name: "Kim",
    created_at: 40 * MINUTE,
    organization: "Northside Orthopedics",
    position: "Orthopedic PA",
    specialty: "Orthopedics",
    location: "Atlanta, GA",
    message: "Two PAs for clinic and OR days.",
    status: "contacted",
    answeredAfter: 9 * MINUTE,
    owner: "james",
  },
  {
    first_name: "Chloe",
    last_name: "Martin",
    created_at: 3 * HOUR,
    organization: "Riverbend Community Health",
    position: "Psychiatric NP",
    specialty: "Behavioral health",
    location: "Tulsa, OK",
    message: "We are opening a behavioral health wing and need a PMHNP with telehealth experience.",
    owner: "me",
  },
  {
    first_name: "Priya",
    last_name: "Nair",
    created_at: 2 * HOUR,
    organization: "Summit Urgent Care",
    position: "Urgent care NP",
    specialty: "Urgent care",
    location: "Denver, CO",
    message: "Weekend coverage, 3 shifts a month.",
    status: "qualified",
    answeredAfter: 14 * MINUTE,
  },
  {
    first_name: "Ethan",
    last_name: "Brooks",
    user_type: "job_seeker",
    created_at: 5 * HOUR,
    organization: null,
    position: "Psychiatric NP",
    specialty: "Psychiatry",
    location: "Remote",
    message: "Telepsychiatry only, licensed in 6 states.",
    status: "contacted",
    answeredAfter: 6 * MINUTE,
    owner: "james",
  },
  {
    first_name: "Samuel",
    last_name: "Osei",
    user_type: "job_seeker",
    created_at: 7 * HOUR,
    organization: null,
    position: "Acute care NP",
    specialty: "Critical care",
    location: "Boston, MA",
    message: "ICU experience, looking for a step-down unit.",
    status: "closed",
    answeredAfter: 18 * MINUTE,
  },
  {
    first_name: "Nora",
    last_name: "Lindqvist",
    created_at: 9 * HOUR,
    organization: "Cape Cod Rehab Associates",
    position: "PM&R PA",
    specialty: "Rehabilitation",
    location: "Hyannis, MA",
    message: "Inpatient rehab, Monday to Friday.",
    status: "contacted",
    answeredAfter: 11 * MINUTE,
    owner: "james",
  },
  {
    first_name: "Ava",
    last_name: "Thompson",
    created_at: 15 * HOUR,
    organization: "Twin Cities Spine Center",
    position: "Spine PA",
    specialty: "Neurosurgery",
    location: "Minneapolis, MN",
    message: "A PA to take over our post-op clinic.",
    status: "qualified",
    answeredAfter: 16 * MINUTE,
  },
  {
    first_name: "Maya",
    last_name: "Patel",
    created_at: 21 * HOUR,
    organization: "Gainesville Pain & Rehab",
    position: "Pain management NP",
    specialty: "Pain management",
    location: "Gainesville, FL",
    message: "Part-time, two days a week.",
    status: "contacted",
    answeredAfter: 8 * MINUTE,
    owner: "me",
  },
  {
    first_name: "Leo",
    last_name: "Fischer",
    user_type: "job_seeker",
    created_at: 26 * HOUR,
    organization: null,
    position: "Orthopedic PA",
    specialty: "Sports medicine",
    location: "Salt Lake City, UT",
    message: "Relocating in spring; sports medicine or ortho.",
    status: "placed",
    answeredAfter: 12 * MINUTE,
  },
];

async function seed(db: Db, { me, james }: Recruiters) {
  const kdb = db.kysely;
  const now = Date.now();
  const ids: Record<string, string> = {};
  for (const [index, lead] of LEADS.entries()) {
    const { answeredAfter, owner, ...fields } = lead;
    const row = leadRow({
      ...fields,
      created_at: now - Number(fields.created_at),
      email: `${String(fields.first_name).toLowerCase()}.${String(fields.last_name).toLowerCase()}@example.org`,
      phone: `(555) 201-${String(1000 + index)}`,
      form_source: ["Homepage Main Contact Form", "Floating CTA Button", "NP Salary Guide Page"][index % 3]!,
    });
    await kdb.insertInto("leads").values(row).execute();
    if (owner) {
      await kdb
        .updateTable("leads")
        .set({ owner_id: owner === "me" ? me.id : james.id })
        .where("id", "=", row.id)
        .execute();
    }
    ids[String(fields.first_name)] = row.id;
    if (answeredAfter !== undefined) {
      await kdb
        .insertInto("lead_status_changes")
        .values({
          id: randomUUID(),
          lead_id: row.id,
          created_at: row.created_at + answeredAfter,
          from_status: "new",
          to_status: fields.status ?? "contacted",
          note: "",
          user_id: me.id,
          user_email: me.email,
        })
        .execute();
    }
  }
  const atlanta = (await findPostingByPath(kdb, "/job-atlanta-pmr"))!;
  const hyannis = (await findPostingByPath(kdb, "/job-hyannis-pmr"))!;
  const applications = [
    {
      first_name: "Maya",
      last_name: "Okafor",
      posting: atlanta,
      path: "/job-atlanta-pmr",
      ago: 45 * MINUTE,
    },
    {
      first_name: "Theo",
      last_name: "Brandt",
      posting: hyannis,
      path: "/job-hyannis-pmr",
      ago: 6 * MINUTE,
      credential: "PA" as const,
      license_states: JSON.stringify(["MA", "RI"]),
      message: "Inpatient rehab PA for 4 years; can start in January.",
    },
    {
      first_name: "Priya",
      last_name: "Shah",
      posting: atlanta,
      path: "/job-atlanta-pmr",
      ago: 26 * HOUR,
      status: "interview" as const,
      message: "PM&R fellowship, outpatient and EMG.",
    },
  ];
  for (const { posting, path: jobPath, ago, ...fields } of applications) {
    await seedApplication(db, {
      ...fields,
      created_at: now - ago,
      email: `${fields.first_name.toLowerCase()}@example.net`,
      posting_id: posting.id,
      job_path: jobPath,
      job_title: posting.posting.shortTitle,
      page_path: jobPath,
    });
  }
  return ids;
}

await takeStaffShots(
  { name: "staff-guide", outDir: OUT },
  seed,
  async ({ browser, baseUrl, seeded: ids, shot }) => {
    const desktop = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 1280, height: 800 },
    });
    const page = await desktop.newPage();
    await signIn(page);
    await page.locator("tbody tr").first().waitFor();
    await shot(page, "staff-guide-list.png");
    await page.getByLabel("Waiting", { exact: true }).selectOption("overdue");
    await page.waitForFunction(() => document.querySelectorAll("tbody tr").length === 2);
    await shot(page, "staff-guide-overdue.png");
    await page.goto(`/admin/leads/${ids.Chloe}`);
    await page.getByRole("heading", { level: 1, name: "Chloe Martin" }).waitFor();
    await shot(page, "staff-guide-detail.png");
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto("/admin/applications");
    await page.locator("tbody tr").first().waitFor();
    await shot(page, "staff-guide-applications.png");
    await page.locator("tbody tr").first().getByRole("link").click();
    await page.locator("article header").waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, "staff-guide-application.png");
    await page.goto("/admin/dashboard");
    const byRecruiter = page.getByRole("heading", { level: 2, name: "Leads by recruiter" });
    await page.getByRole("table", { name: "Leads by recruiter" }).waitFor();
    await page.getByRole("table", { name: "Applications by posting" }).waitFor();
    // Below the sticky header.
    await byRecruiter.evaluate((heading) =>
      window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 80),
    );
    await shot(page, "staff-guide-dashboard-recruiters.png");

    const phone = await browser.newContext({
      baseURL: baseUrl,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const small = await phone.newPage();
    await signIn(small);
    await small.locator("[data-lead-id]").first().waitFor();
    await shot(small, "staff-guide-phone.png");
    await small.goto("/admin/applications");
    await small.locator("[data-application-id]").first().waitFor();
    await shot(small, "staff-guide-applications-phone.png");
    await small.goto("/admin/dashboard");
    await small.getByRole("list", { name: "Leads by recruiter" }).waitFor();
    await small
      .getByRole("heading", { level: 2, name: "Leads by recruiter" })
      .evaluate((heading) => window.scrollTo(0, heading.getBoundingClientRect().top + window.scrollY - 140));
    await shot(small, "staff-guide-dashboard-phone.png");
  },
);
