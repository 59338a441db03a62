import path from "node:path";
import type { Page } from "@playwright/test";
import { findPostingByPath } from "#server/jobs/jobs.repository";
import { hashPassword } from "#server/staff-auth/passwords";
import { createUser } from "#server/staff-auth/users.repository";
import { seedApplication } from "#server/test-support/applications";
import { leadRow } from "#server/test-support/staff";
import {
  expect,
  expectNoA11yViolations,
  type Harness,
  startOwnSite,
  test,
  waitForHydration,
  PASSWORD,
  MINUTE,
  SIGNED_OUT,
  PHONE,
} from "./fixtures";

const DESKTOP = { viewport: { width: 1280, height: 800 } };

test.describe("the staff app: one person across leads and applications", () => {
  let h: Harness;
  const now = Date.now();
  const ids: Record<string, string> = {};
  const strangers: string[] = [];
  let postingTitle = "";

  test.beforeAll(async ({ browser }) => {
    h = await startOwnSite(browser, { SMTP_URL: "", NOTIFY_EMAIL_TO: "" });
    const kdb = h.db.kysely;
    await createUser(kdb, "maria@apex.example", await hashPassword(PASSWORD, { N: 2 ** 12, r: 8, p: 1 }));
    // Three people of one clinic, each giving its switchboard number.
    const clinic = [
      ["Aisha", "Bello"],
      ["Ben", "Carter"],
      ["Carmen", "Ruiz"],
    ] as const;
    const switchboard = clinic.map(([first, last], i) =>
      leadRow({
        created_at: now - (60 + i) * MINUTE,
        first_name: first,
        last_name: last,
        email: `${first.toLowerCase()}@lakeside-clinic.example`,
        phone: i === 0 ? "(918) 555-0100" : "+1 918-555-0100",
        organization: "Lakeside Clinic",
      }),
    );
    // Ivy twice, the second time with her address in capitals and another phone.
    const ivyFirst = leadRow({
      created_at: now - 50 * MINUTE,
      first_name: "Ivy",
      last_name: "Marsh",
      email: "ivy.marsh@example.org",
      phone: "(212) 555-0101",
      form_source: "Exit Intent Popup",
    });
    const ivyLatest = leadRow({
      created_at: now - 40 * MINUTE,
      first_name: "Ivy",
      last_name: "Marsh",
      email: "IVY.MARSH@Example.org",
      phone: "(646) 555-0177",
      form_source: "Homepage Main Contact Form",
    });
    // Nora asked about work, then applied from another address: the same phone and last name.
    const noraLead = leadRow({
      created_at: now - 30 * MINUTE,
      first_name: "Nora",
      last_name: "Quinn",
      email: "nora.quinn@example.org",
      phone: "(617) 555-0123",
      user_type: "job_seeker",
      organization: null,
      message: "Looking for an FNP role near Boston, days only.",
    });
    await kdb
      .insertInto("leads")
      .values([...switchboard, ivyFirst, ivyLatest, noraLead])
      .execute();
    strangers.push(...switchboard.map((row) => row.id));
    Object.assign(ids, { ivyFirst: ivyFirst.id, ivyLatest: ivyLatest.id, noraLead: noraLead.id });
    const posting = (await findPostingByPath(kdb, "/job-atlanta-pmr"))!;
    postingTitle = posting.posting.shortTitle;
    ids.noraApplication = (await seedApplication(h.db, {
      created_at: now - 20 * MINUTE,
      first_name: "Nora",
      last_name: "Quinn",
      email: "nquinn@np-mail.example",
      phone: "617.555.0123",
      posting_id: posting.id,
      job_path: "/job-atlanta-pmr",
      job_title: postingTitle,
      page_path: "/job-atlanta-pmr",
    }))!.id!;
  });

  test.afterAll(async () => {
    await h?.close();
  });

  async function openSignedIn(path: string, options: object = DESKTOP) {
    const session = await h.open(path, { ...SIGNED_OUT, ...options });
    await waitForHydration(session.page);
    await session.page.getByLabel("E-mail address").fill("maria@apex.example");
    await session.page.getByLabel("Password").fill(PASSWORD);
    const answered = samePersonAnswer(session.page);
    // A page without the section (the applications list) never gets the answer: closing it is no failure.
    answered.catch(() => undefined);
    await session.page.getByRole("button", { name: "Sign in" }).click();
    return { ...session, answered };
  }
  /** The next "same person" answer the page receives (the section is drawn from it). */
  const samePersonAnswer = (page: Page) =>
    page.waitForResponse((response) => {
      const { pathname } = new URL(response.url());
      return pathname.startsWith("/api/admin/") && pathname.endsWith("/same-person") && response.ok();
    });
  const section = (page: Page) => page.getByRole("region", { name: "Also from this person" });

  test("keeps people who share a phone number apart, in the list and in the detail", async () => {
    const { page, problems, close } = await openSignedIn("/admin");
    for (const id of strangers) {
      const row = page.locator(`tr[data-lead-id="${id}"]`);
      await row.waitFor();
      expect(await row.textContent()).not.toContain("submissions");
    }
    const answered = samePersonAnswer(page);
    await page.locator(`tr[data-lead-id="${strangers[1]}"]`).getByRole("link").click();
    await page.getByRole("heading", { name: "Message" }).waitFor();
    expect((await (await answered).json()).records).toEqual([]);
    expect(await section(page).count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  test("groups the same e-mail address in another case, and links the two leads both ways", async () => {
    const { page, problems, close } = await openSignedIn("/admin");
    const latest = page.locator(`tr[data-lead-id="${ids.ivyLatest}"]`);
    await latest.waitFor();
    expect(await latest.textContent()).toContain("2 submissions");
    expect(await page.locator(`tr[data-lead-id="${ids.ivyFirst}"]`).count()).toBe(0);
    await latest.getByRole("link").click();
    await section(page).waitFor();
    expect(await section(page).textContent()).toContain("same e-mail address");
    await section(page).getByRole("link", { name: "Lead: Exit Intent Popup" }).click();
    await page.waitForURL(`**/admin/leads/${ids.ivyFirst}`);
    await section(page).locator(`[data-person-record="${ids.ivyLatest}"]`).waitFor();
    await section(page).getByRole("link", { name: "Lead: Homepage Main Contact Form" }).click();
    await page.waitForURL(`**/admin/leads/${ids.ivyLatest}`);
    await section(page).locator(`[data-person-record="${ids.ivyFirst}"]`).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  test("links a person's lead and application both ways", async () => {
    const { page, problems, close } = await openSignedIn(`/admin/leads/${ids.noraLead}`);
    const toApplication = section(page).getByRole("link", { name: `Application: ${postingTitle}` });
    await toApplication.waitFor();
    expect(await section(page).textContent()).toContain("Nora Quinn");
    expect(await section(page).textContent()).toContain("same phone and last name");
    await expectNoA11yViolations(page, "lead detail with the person's application");
    await toApplication.click();
    await page.waitForURL(`**/admin/applications/${ids.noraApplication}`);
    const toLead = section(page).getByRole("link", { name: "Lead: Homepage Main Contact Form" });
    await toLead.waitFor();
    expect(await section(page).locator("[data-person-record]").count()).toBe(1);
    await expectNoA11yViolations(page, "application detail with the person's lead");
    await toLead.click();
    await page.waitForURL(`**/admin/leads/${ids.noraLead}`);
    await section(page).locator(`[data-person-record="${ids.noraApplication}"]`).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  test("marks in the applications list a candidate who also sent a lead", async () => {
    const { page, problems, close } = await openSignedIn("/admin/applications");
    const row = page.locator("tbody tr").filter({ hasText: "Nora Quinn" });
    await row.waitFor();
    expect(await row.locator("[data-same-person]").textContent()).toBe("+1 from this person");
    expect(await page.locator("[data-same-person]").count()).toBe(1);
    await expectNoA11yViolations(page, "applications list with a person's mark");
    expect(problems).toEqual([]);
    await close();
  });

  test("shows the section on a phone, usable from the keyboard, without axe findings", async () => {
    const { page, problems, close } = await openSignedIn(`/admin/applications/${ids.noraApplication}`, PHONE);
    const toLead = section(page).getByRole("link", { name: "Lead: Homepage Main Contact Form" });
    await toLead.waitFor();
    await expectNoA11yViolations(page, "application detail on a phone");
    await toLead.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`**/admin/leads/${ids.noraLead}`);
    await section(page).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  // Screenshots for a person to look at: SCREENSHOT_DIR=<dir> to keep them.
  test("takes screenshots of the section at 1280 and 390 px", async () => {
    test.skip(!process.env.SCREENSHOT_DIR, "screenshots for a person to look at: SCREENSHOT_DIR=<dir>");
    const out = process.env.SCREENSHOT_DIR!;
    for (const [name, options] of [
      ["desktop", DESKTOP],
      ["phone", PHONE],
    ] as const) {
      const { page, close } = await openSignedIn(`/admin/leads/${ids.noraLead}`, options);
      await section(page).getByRole("link").first().waitFor();
      await section(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(out, `same-person-${name}.png`) });
      await section(page).screenshot({ path: path.join(out, `same-person-${name}-section.png`) });
      const answered = samePersonAnswer(page);
      await section(page).getByRole("link").first().click();
      await answered;
      await section(page).getByRole("link").first().waitFor();
      await section(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: path.join(out, `same-person-application-${name}.png`) });
      await close();
    }
  });
});
