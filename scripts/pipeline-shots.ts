/**
 * The staff guide's screenshots of applications as a pipeline (docs/screenshots/staff-guide-pipeline*.png,
 * staff-guide-applications-owner*.png, staff-guide-resume-preview*.png): the built server on a fresh SQLite
 * database with one posting's candidates at several stages, photographed by headless Chromium at 1280 and 390 px.
 * `npm run build`, then `npx tsx scripts/pipeline-shots.ts` (OUT_DIR=docs/screenshots by default).
 */
import { randomUUID } from "node:crypto";
import type { ApplicationStatus } from "../schemas/application";
import type { Db } from "../server/db/connect";
import { findPostingByPath } from "../server/jobs/jobs.repository";
import { seedApplication } from "../server/test-support/applications";
import { onePagePdf } from "../server/test-support/one-page-pdf";
import { type Recruiters, signIn, takeStaffShots } from "./lib/staff-shots";

const OUT = process.env.OUT_DIR ?? "docs/screenshots";
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const CANDIDATES: Array<{
  first: string;
  last: string;
  ago: number;
  stages: ApplicationStatus[];
  owner?: "me" | "james";
  credential?: "NP" | "PA";
  states?: string[];
}> = [
  { first: "Maya", last: "Okafor", ago: 12 * MINUTE, stages: [] },
  { first: "Daniel", last: "Kim", ago: 50 * MINUTE, stages: [], credential: "PA", states: ["GA", "SC"] },
  { first: "Priya", last: "Shah", ago: 26 * HOUR, stages: ["screening"], owner: "me" },
  { first: "Noah", last: "Bennett", ago: 30 * HOUR, stages: ["screening", "submitted"], owner: "james" },
  {
    first: "Ava",
    last: "Lindqvist",
    ago: 3 * 24 * HOUR,
    stages: ["screening", "submitted", "interview"],
    owner: "me",
  },
  {
    first: "Grace",
    last: "Mensah",
    ago: 6 * 24 * HOUR,
    stages: ["screening", "submitted", "interview", "offer"],
    owner: "me",
  },
  {
    first: "Luis",
    last: "Ortega",
    ago: 9 * 24 * HOUR,
    stages: ["screening", "not_fit"],
    owner: "james",
    credential: "PA",
  },
];

async function seed(db: Db, { me, james }: Recruiters) {
  const kdb = db.kysely;
  const atlanta = (await findPostingByPath(kdb, "/job-atlanta-pmr"))!;
  const now = Date.now();
  const ids: Record<string, string> = {};
  for (const candidate of CANDIDATES) {
    const created = now - candidate.ago;
    const resume = onePagePdf(`${candidate.first} ${candidate.last}, NP`, [
      "Board-certified Family Nurse Practitioner, six years in outpatient rehabilitation.",
      "Licensed in Georgia and Florida. DEA registered.",
      "2020-2026  Peachtree Rehab Associates, Atlanta GA",
      "2017-2020  Grady Memorial Hospital, Atlanta GA",
    ]);
    const row = await seedApplication(
      db,
      {
        created_at: created,
        first_name: candidate.first,
        last_name: candidate.last,
        email: `${candidate.first.toLowerCase()}@example.net`,
        credential: candidate.credential ?? "NP",
        license_states: JSON.stringify(candidate.states ?? ["GA", "FL"]),
        posting_id: atlanta.id,
        job_path: "/job-atlanta-pmr",
        job_title: atlanta.posting.shortTitle,
        page_path: "/job-atlanta-pmr",
        resume_name: `${candidate.first.toLowerCase()}-${candidate.last.toLowerCase()}-resume.pdf`,
        resume_original_name: `${candidate.first} ${candidate.last} CV.pdf`,
        status: candidate.stages.at(-1) ?? "new",
        owner_id: candidate.owner === "me" ? me.id : candidate.owner === "james" ? james.id : null,
      },
      { resume },
    );
    ids[candidate.first] = String(row.id);
    let from: ApplicationStatus = "new";
    for (const [index, to] of candidate.stages.entries()) {
      await kdb
        .insertInto("application_status_changes")
        .values({
          id: randomUUID(),
          application_id: String(row.id),
          created_at: created + (index + 1) * 3 * HOUR,
          from_status: from,
          to_status: to,
          note: to === "submitted" ? "Sent to Peachtree Rehab with two references." : "",
          user_id: me.id,
          user_email: me.email,
        })
        .execute();
      from = to;
    }
  }
  return { ids, posting: atlanta.id };
}

await takeStaffShots(
  { name: "pipeline-shots", outDir: OUT },
  seed,
  async ({ browser, baseUrl, seeded, shot }) => {
    const { ids, posting } = seeded;
    for (const [suffix, options] of [
      ["", { viewport: { width: 1280, height: 860 } }],
      ["-phone", { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
    ] as const) {
      const context = await browser.newContext({ baseURL: baseUrl, ...options });
      const page = await context.newPage();
      await signIn(page);
      await page.getByRole("button", { name: "Sign out" }).waitFor();
      await page.goto("/admin/jobs");
      await page.getByLabel("Search").fill("job-atlanta-pmr");
      await page.locator(`[data-job-id="${posting}"]`).first().waitFor();
      await page.locator("[data-job-id]").nth(1).waitFor({ state: "detached" });
      await shot(page, `staff-guide-jobs-stage-counts${suffix}.png`);
      await page.goto(`/admin/jobs/${posting}/pipeline`);
      await page.locator("[data-pipeline-card]").first().waitFor();
      await shot(page, `staff-guide-pipeline${suffix}.png`);
      await page.goto(`/admin/applications?posting=${posting}`);
      await page.locator("[data-application-id]").first().waitFor();
      const first = page.locator("[data-application-id]").nth(1);
      await first.getByRole("checkbox").check();
      await page.locator("[data-application-id]").nth(2).getByRole("checkbox").check();
      await page.getByRole("region", { name: "Bulk actions" }).waitFor();
      await shot(page, `staff-guide-applications-owner${suffix}.png`);
      await page.goto(`/admin/applications/${ids.Grace}`);
      await page.getByRole("button", { name: "Preview résumé" }).click();
      await page.locator('canvas[data-resume-page="1"]').waitFor();
      await page.getByText("Showing the one page.").waitFor();
      await page.getByRole("heading", { name: "Résumé" }).scrollIntoViewIfNeeded();
      await shot(page, `staff-guide-resume-preview${suffix}.png`);
      await context.close();
    }
  },
);
