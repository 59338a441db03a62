import { createHash } from "node:crypto";
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { hashPassword } from "#server/staff-auth/passwords";
import { leadRow } from "#server/test-support/staff";
import { createUser } from "#server/staff-auth/users.repository";
import { findPostingByPath } from "#server/jobs/jobs.repository";
import { SAMPLE_PDF, seedApplication } from "#server/test-support/applications";
import {
  closeNotifications,
  expect,
  expectNoA11yViolations,
  type Harness,
  startOwnSite,
  test,
  waitForHydration,
  PASSWORD,
  MINUTE,
  SIGNED_OUT,
  DESKTOP,
  PHONE,
  sidewaysOverflow,
} from "./fixtures";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

test.describe("the staff app's Applications section", () => {
  let h: Harness;
  const now = Date.now();
  const ids: Record<string, string> = {};
  const postings: Record<string, { id: string; title: string }> = {};
  // A résumé larger than one network packet, so a truncated or re-encoded download would show.
  const resume = Buffer.concat([SAMPLE_PDF, Buffer.from(`%${"Résumé body line. ".repeat(4000)}\n`)]);

  test.beforeAll(async ({ browser }) => {
    // Business hours round the clock: which applications are overdue does not hang on when the test runs.
    h = await startOwnSite(browser, {
      SMTP_URL: "",
      NOTIFY_EMAIL_TO: "",
      BUSINESS_HOURS: "Mon-Sun 0:00-24:00",
      BUSINESS_TZ: "UTC",
    });
    const kdb = h.db.kysely;
    const fast = { N: 2 ** 12, r: 8, p: 1 };
    await createUser(kdb, "maria@apex.example", await hashPassword(PASSWORD, fast));
    for (const path of ["/job-atlanta-pmr", "/job-hyannis-pmr", "/job-valley-alabama"]) {
      const record = (await findPostingByPath(kdb, path))!;
      postings[path] = { id: record.id, title: record.posting.shortTitle };
    }
    const atlanta = postings["/job-atlanta-pmr"]!;
    const hyannis = postings["/job-hyannis-pmr"]!;
    const valley = postings["/job-valley-alabama"]!;
    const posting = (p: { id: string; title: string }, path: string) => ({
      posting_id: p.id,
      job_path: path,
      job_title: p.title,
      page_path: path,
    });
    ids.maya = (
      await seedApplication(
        h.db,
        {
          ...posting(atlanta, "/job-atlanta-pmr"),
          created_at: now - 25 * MINUTE,
          first_name: "Maya",
          last_name: "Okafor",
          email: "maya.okafor@example.com",
          credential: "NP",
          license_states: JSON.stringify(["GA", "FL"]),
          utm: JSON.stringify({ utm_source: "indeed", utm_campaign: "rehab-q4" }),
          resume_name: "maya-okafor-resume.pdf",
          resume_original_name: "Maya Okafor résumé 2026.pdf",
        },
        { resume },
      )
    ).id;
    ids.theo = (
      await seedApplication(h.db, {
        ...posting(hyannis, "/job-hyannis-pmr"),
        created_at: now - 3 * 60 * MINUTE,
        first_name: "Theo",
        last_name: "Brandt",
        email: "theo.brandt@example.net",
        phone: "(508) 555-0199",
        credential: "PA",
        license_states: JSON.stringify(["MA", "RI"]),
        status: "screening",
        years_experience: 3,
      })
    ).id;
    ids.priya = (
      await seedApplication(h.db, {
        ...posting(valley, "/job-valley-alabama"),
        created_at: now - 26 * 60 * MINUTE,
        first_name: "Priya",
        last_name: "Raman",
        email: "priya.raman.aprn.family.practice@northshore-medical-partners.example.org",
        phone: "(334) 555-0117",
        credential: "NP",
        license_states: JSON.stringify(["AL", "GA", "TN"]),
        status: "interview",
      })
    ).id;
    // One candidate who applied twice: erasing them removes both.
    ids.jordan1 = (
      await seedApplication(h.db, {
        ...posting(atlanta, "/job-atlanta-pmr"),
        created_at: now - 2 * 24 * 60 * MINUTE,
        first_name: "Jordan",
        last_name: "Ellis",
        email: "jordan.ellis@example.org",
        credential: "PA",
        license_states: JSON.stringify(["GA"]),
      })
    ).id;
    ids.jordan2 = (
      await seedApplication(h.db, {
        ...posting(hyannis, "/job-hyannis-pmr"),
        created_at: now - 4 * 24 * 60 * MINUTE,
        first_name: "Jordan",
        last_name: "Ellis",
        email: "Jordan.Ellis@example.org",
        credential: "PA",
        license_states: JSON.stringify(["MA"]),
        status: "not_fit",
      })
    ).id;
  });

  test.afterAll(async () => {
    await h?.close();
  });

  async function openSignedIn(path: string, options: object = DESKTOP) {
    const session = await h.open(path, { ...SIGNED_OUT, ...options, acceptDownloads: true });
    await waitForHydration(session.page);
    await session.page.getByLabel("E-mail address").fill("maria@apex.example");
    await session.page.getByLabel("Password").fill(PASSWORD);
    await session.page.getByRole("button", { name: "Sign in" }).click();
    return session;
  }
  const rows = (page: Page) => page.locator("[data-application-id]");
  const rowIds = (page: Page) =>
    rows(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-application-id")));
  const stored = (id: string) =>
    h.db.kysely.selectFrom("applications").select("status").where("id", "=", id).executeTakeFirst();

  test("lists applications with credential, states, posting, age and status, filters them and keeps the filters in the address", async () => {
    const { page, problems, close } = await openSignedIn("/admin");
    const nav = page.getByRole("navigation", { name: "Staff app" });
    await nav.getByRole("link", { name: "Applications" }).click();
    await rows(page).first().waitFor();
    expect(await nav.getByRole("link", { name: "Applications" }).getAttribute("aria-current")).toBe("page");
    // The overdue first (still new past 20 minutes), the longest wait on top; then the rest newest first.
    expect(await rowIds(page)).toEqual([ids.jordan1, ids.maya, ids.theo, ids.priya, ids.jordan2]);
    expect(await page.locator("thead th").allTextContents()).toEqual([
      "",
      "Candidate",
      "Credential",
      "Licensed in",
      "Posting",
      "Received",
      "Owner",
      "Stage",
    ]);
    const maya = page.locator(`tr[data-application-id="${ids.maya}"]`);
    const cells = (await maya.locator("td").allTextContents()).slice(1, 5);
    expect(cells).toEqual(["NP", "GA, FL", postings["/job-atlanta-pmr"]!.title, cells[3]]);
    expect(cells[3]).toMatch(/^2\d min ago/);
    expect(await maya.getByLabel("Stage of Maya Okafor").inputValue()).toBe("new");
    expect(await maya.getByLabel("Owner of Maya Okafor").inputValue()).toBe("");
    // Still new after 20 minutes: marked as for leads.
    expect(await maya.getAttribute("data-overdue")).toBe("true");
    expect(await maya.getByRole("img", { name: "Waiting over 20 min" }).count()).toBe(1);
    expect(
      await page.locator(`tr[data-application-id="${ids.theo}"]`).getAttribute("data-overdue"),
    ).toBeNull();
    await page.getByText("Showing applications 1–5 of 5.").waitFor();
    await expectNoA11yViolations(page, "applications list");

    await page.getByLabel("Credential").selectOption("PA");
    await page.waitForURL(/credential=PA/);
    await expect.poll(() => rowIds(page)).toEqual([ids.jordan1, ids.theo, ids.jordan2]);
    await page.getByLabel("Licensed in").selectOption("MA");
    await expect.poll(() => rowIds(page)).toEqual([ids.theo, ids.jordan2]);
    await page.getByLabel("Status").selectOption("not_fit");
    await expect.poll(() => rowIds(page)).toEqual([ids.jordan2]);
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(() => rowIds(page)).toHaveLength(5);
    await page.getByLabel("Search").fill("raman");
    await page.waitForURL(/q=raman/);
    await expect.poll(() => rowIds(page)).toEqual([ids.priya]);
    // A bookmarked filtered view opens as it was left.
    await page.goto(`/admin/applications?posting=${postings["/job-hyannis-pmr"]!.id}`);
    await expect.poll(() => rowIds(page)).toEqual([ids.theo, ids.jordan2]);
    await page
      .getByRole("heading", { level: 1, name: `Applications to ${postings["/job-hyannis-pmr"]!.title}` })
      .waitFor();
    expect(await page.getByLabel("Posting").inputValue()).toBe(postings["/job-hyannis-pmr"]!.id);
    expect(problems).toEqual([]);
    await close();
  });

  test("shows each posting's count in the Jobs list, linking to that posting's pipeline and its list", async () => {
    const { page, problems, close } = await openSignedIn("/admin/jobs");
    const atlanta = page.locator(`tr[data-job-id="${postings["/job-atlanta-pmr"]!.id}"]`);
    await atlanta.waitFor();
    const link = atlanta.getByRole("link", { name: /^2 applications/ });
    expect(await page.locator('tr[data-job-id] td:has-text("0 applications")').count()).toBe(13);
    await link.click();
    await page.getByRole("heading", { level: 1, name: /^Pipeline/ }).waitFor();
    await page.getByRole("link", { name: "These applications as a list" }).click();
    await page
      .getByRole("heading", { level: 1, name: `Applications to ${postings["/job-atlanta-pmr"]!.title}` })
      .waitFor();
    await expect.poll(() => rowIds(page)).toEqual([ids.jordan1, ids.maya]);
    expect(problems).toEqual([]);
    await close();
  });

  test("opens an application with every field, changes its status with a note, and downloads the résumé byte for byte", async () => {
    const { page, problems, close } = await openSignedIn("/admin/applications");
    await page.getByRole("link", { name: "Maya Okafor" }).click();
    await page.getByRole("heading", { level: 1, name: "Maya Okafor" }).waitFor();
    await expectNoA11yViolations(page, "application detail");
    const text = (await page.locator("article").textContent()) ?? "";
    for (const fact of [
      "Nurse Practitioner (NP) applying for",
      "Georgia (GA), Florida (FL)",
      "6 years",
      "Board-certified FNP with six years in outpatient rehab.",
      "Maya Okafor résumé 2026.pdf",
      "PDF · ",
      "/job-atlanta-pmr",
      "Recruiters' e-mail",
      "Candidate's confirmation",
    ])
      expect(text, fact).toContain(fact);
    expect(await page.getByRole("link", { name: "Open in the job editor" }).getAttribute("href")).toBe(
      `/admin/jobs/${postings["/job-atlanta-pmr"]!.id}`,
    );
    await page.locator("summary", { hasText: "Attribution and technical data" }).click();
    await page.getByText("source: indeed, campaign: rehab-q4").waitFor();

    await page.getByRole("radio", { name: "Submitted to client" }).check();
    await page.getByLabel("Note (optional)").fill("Sent to Peachtree Rehab; they want to talk Thursday.");
    await page.getByRole("button", { name: "Save status" }).click();
    await page.getByText("Status changed to Submitted to client.").waitFor();
    await page.getByText("Applied → Submitted to client").waitFor();
    await page.getByText("Sent to Peachtree Rehab; they want to talk Thursday.").waitFor();
    expect((await stored(ids.maya!))?.status).toBe("submitted");

    // A failed notification is sent again from here.
    await h.db.kysely
      .updateTable("application_notifications")
      .set({ status: "failed", attempts: 20, last_error: "SMTP 451 try again later" })
      .where("application_id", "=", ids.maya!)
      .where("channel", "=", "email")
      .execute();
    await page.reload();
    await page.getByText("SMTP 451 try again later").waitFor();
    await page.getByRole("button", { name: "Retry the recruiters' e-mail notification" }).click();
    await page
      .getByText("The recruiters' e-mail notification is queued and will be sent again now.")
      .waitFor();
    const retried = await h.db.kysely
      .selectFrom("application_notifications")
      .select("status")
      .where("application_id", "=", ids.maya!)
      .where("channel", "=", "email")
      .executeTakeFirstOrThrow();
    expect(retried.status).not.toBe("failed");

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download résumé" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("maya-okafor-resume.pdf");
    const bytes = fs.readFileSync((await download.path())!);
    expect(sha256(bytes)).toBe(sha256(resume));
    expect(bytes.length).toBe(resume.length);
    // Still on the application: the file was saved, not shown.
    expect(new URL(page.url()).pathname).toBe(`/admin/applications/${ids.maya}`);
    expect(problems).toEqual([]);
    await close();
  });

  test("changes the status with the keyboard alone", async () => {
    const { page, problems, close } = await openSignedIn(`/admin/applications/${ids.theo}`);
    await page.getByRole("heading", { level: 1, name: "Theo Brandt" }).waitFor();
    const current = page.getByRole("radio", { name: "Screening (current)" });
    await current.focus();
    // Arrow keys move through the statuses; the next after Screening is Submitted to client, then Interview.
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect(await page.getByRole("radio", { name: "Interview" }).isChecked()).toBe(true);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("TEXTAREA");
    await page.keyboard.type("Phone screen booked for Monday 10 am.");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Save status");
    await page.keyboard.press("Enter");
    await page.getByText("Status changed to Interview.").waitFor();
    expect((await stored(ids.theo!))?.status).toBe("interview");
    await page.getByText("Screening → Interview").waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  test("erases a candidate from their application after a dialog that says how many applications go", async () => {
    const { page, problems, close } = await openSignedIn(`/admin/applications/${ids.jordan1}`);
    await page.getByRole("heading", { level: 1, name: "Jordan Ellis" }).waitFor();
    await page.getByRole("button", { name: "Erase this candidate's data…" }).click();
    const dialog = page.getByRole("dialog", { name: "Erase a candidate's data" });
    await dialog.getByText("2 applications from jordan.ellis@example.org will be removed").waitFor();
    await expectNoA11yViolations(page, "erase dialog");
    await dialog.getByRole("button", { name: "Erase 2 applications" }).click();
    await page.waitForURL(/\/admin\/applications$/);
    await page.getByText("2 applications and their résumés removed.").first().waitFor();
    await expect.poll(() => rowIds(page)).toEqual([ids.maya, ids.theo, ids.priya]);
    expect(await stored(ids.jordan1!)).toBeUndefined();
    expect(await stored(ids.jordan2!)).toBeUndefined();
    const files = await h.db.kysely
      .selectFrom("application_files")
      .select("application_id")
      .where("application_id", "in", [ids.jordan1!, ids.jordan2!])
      .execute();
    expect(files).toEqual([]);

    // From the list, by address: nothing is found for an address that never applied. (The notice of the
    // erasure lies over the button for its five seconds.)
    await closeNotifications(page);
    await page.getByRole("button", { name: "Erase a candidate…" }).click();
    await dialog.getByLabel("Candidate's e-mail address").fill("nobody@example.org");
    await dialog.getByRole("button", { name: "Find their applications" }).click();
    await dialog.getByText("No applications were sent from nobody@example.org. Nothing to erase.").waitFor();
    await page.keyboard.press("Escape");
    expect(problems).toEqual([]);
    await close();
  });

  test("on a phone: cards, and a detail whose long e-mail address stays on screen, for applications and leads", async () => {
    const { page, problems, close } = await openSignedIn("/admin/applications", PHONE);
    await page.locator("li[data-application-id]").first().waitFor();
    expect(await page.locator("table").count()).toBe(0);
    const signOut = (await page.getByRole("button", { name: "Sign out" }).boundingBox())!;
    expect(signOut.x + signOut.width).toBeLessThanOrEqual(390);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page, "applications on a phone");
    await page.getByRole("link", { name: "Priya Raman" }).click();
    await page.getByRole("heading", { level: 1, name: "Priya Raman" }).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const email = page.getByRole("link", { name: /^E-mail / });
    const box = (await email.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await expectNoA11yViolations(page, "application detail on a phone");

    const lead = leadRow({
      first_name: "Alexandra",
      last_name: "Montgomery-Whitfield",
      email: "alexandra.montgomery-whitfield@riverbend-community-health.example.org",
    });
    await h.db.kysely.insertInto("leads").values(lead).execute();
    await page.goto(`/admin/leads/${lead.id}`);
    await page.getByRole("heading", { level: 1, name: "Alexandra Montgomery-Whitfield" }).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const leadEmail = (await page.getByRole("link", { name: /^E-mail / }).boundingBox())!;
    expect(leadEmail.x + leadEmail.width).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
    await close();
  });
});
