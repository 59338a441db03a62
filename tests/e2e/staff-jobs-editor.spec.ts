import type { Page } from "@playwright/test";
import { dayOf } from "#schemas/job-lifecycle";
import { findPostingById, findPostingByPath } from "#server/jobs/jobs.repository";
import { hashPassword } from "#server/staff-auth/passwords";
import { createUser } from "#server/staff-auth/users.repository";
import { closePosting } from "#server/test-support/jobs";
import {
  closeNotifications,
  expect,
  expectNoA11yViolations,
  type Harness,
  startOwnSite,
  test,
  waitForHydration,
  PASSWORD,
  SIGNED_OUT,
  DESKTOP,
} from "./fixtures";

const ID = /\/admin\/jobs\/([0-9a-f-]{36})$/;

test.describe("the job editor saves the recruiter's time", () => {
  let h: Harness;

  test.beforeAll(async ({ browser }) => {
    h = await startOwnSite(browser, { SMTP_URL: "", NOTIFY_EMAIL_TO: "" });
    await createUser(
      h.db.kysely,
      "maria@apex.example",
      await hashPassword(PASSWORD, { N: 2 ** 12, r: 8, p: 1 }),
    );
  });
  test.afterAll(async () => {
    await h?.close();
  });

  async function signIn(path: string) {
    const session = await h.open(path, { ...SIGNED_OUT, ...DESKTOP });
    await waitForHydration(session.page);
    await session.page.getByLabel("E-mail address").fill("maria@apex.example");
    await session.page.getByLabel("Password").fill(PASSWORD);
    await session.page.getByRole("button", { name: "Sign in" }).click();
    return session;
  }
  const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
  const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? "");
  const flagged = (page: Page) =>
    page.locator("[data-flagged]").evaluateAll((elements) => elements.map((element) => element.id).sort());

  test("saves a new draft with a title alone; publishing lists what is missing, each entry leading to its field", async () => {
    test.setTimeout(120_000);
    const { page, problems, close } = await signIn("/admin/jobs/new");
    await field(page, "Title").fill("Cardiology Nurse Practitioner");
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(ID);
    await page.getByText("All changes saved").waitFor();
    const id = ID.exec(page.url())![1]!;
    const saved = await findPostingById(h.db.kysely, id);
    expect(saved).toMatchObject({ status: "draft" });
    expect(saved?.posting).toMatchObject({
      title: "Cardiology Nurse Practitioner",
      path: "/job-cardiology-np",
    });

    await page.getByRole("button", { name: "Publish now" }).click();
    await page
      .getByRole("dialog", { name: "Publish this posting now?" })
      .getByRole("button", { name: "Publish now" })
      .click();
    const summary = page.locator("#job-error-summary");
    await summary.waitFor();
    expect(await summary.textContent()).toMatch(/\d+ fields need attention before this can be published/);
    const hours = summary.getByRole("link", { name: /^Hours:/ });
    await hours.click();
    expect(await focusedId(page)).toBe("job-hours");
    expect(await summary.getByRole("link").count()).toBeGreaterThan(5);
    // Checked with the whole summary in view: scrolled to a field, or on a screen shorter than the list, its
    // links pass under the sticky header and action bar, which axe counts against their target size.
    await page.setViewportSize({ width: 1280, height: 1600 });
    await summary.evaluate((element) => element.scrollIntoView({ block: "center" }));
    // And once the page has stopped scrolling (the link's smooth scroll to its field may still be under way).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let last = Number.NaN;
          let still = 0;
          const frame = () => {
            still = window.scrollY === last ? still + 1 : 0;
            last = window.scrollY;
            if (still >= 5) resolve();
            else requestAnimationFrame(frame);
          };
          frame();
        }),
    );
    await expectNoA11yViolations(page, "editor listing what publishing needs");
    expect((await findPostingById(h.db.kysely, id))?.status).toBe("draft");
    expect(problems.filter((line) => !/\b400\b/.test(line))).toEqual([]);
    await close();
  });

  test("proposes the address, identifier, short title and search title from the title and place, until typed by hand", async () => {
    test.setTimeout(120_000);
    const { page, problems, close } = await signIn("/admin/jobs/new");
    await field(page, "Title").fill("Family Nurse Practitioner");
    await field(page, "City 1").fill("Tulsa");
    await field(page, "State 1").selectOption("OK");
    const year = new Date().getFullYear();
    await expect.poll(() => field(page, "Address").inputValue()).toBe("/job-family-np-tulsa-ok");
    expect(await field(page, "Identifier").inputValue()).toBe(`family-np-tulsa-ok-${year}`);
    expect(await field(page, "Short title").inputValue()).toBe("Family NP - Tulsa, OK");
    expect(await field(page, "Search result title").inputValue()).toBe("Family NP Job in Tulsa, OK");
    expect(await page.locator("#job-shortTitle-note").textContent()).toContain(
      "Proposed from the title and place",
    );

    // Typed by hand: it stays; the others keep following the place.
    await field(page, "Short title").fill("FNP - Tulsa");
    await field(page, "City 1").fill("Broken Arrow");
    await expect.poll(() => field(page, "Address").inputValue()).toBe("/job-family-np-broken-arrow-ok");
    expect(await field(page, "Short title").inputValue()).toBe("FNP - Tulsa");
    expect(await page.locator("#job-shortTitle-note").count()).toBe(0);
    expect(await field(page, "Search result title").inputValue()).toBe("Family NP Job in Broken Arrow, OK");

    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(ID);
    await page.getByText("All changes saved").waitFor();
    const saved = await findPostingByPath(h.db.kysely, "/job-family-np-broken-arrow-ok");
    expect(saved?.posting).toMatchObject({
      shortTitle: "FNP - Tulsa",
      identifier: `family-np-broken-arrow-ok-${year}`,
    });
    // The "Saved" toast lies over the Revisions link for its five seconds; the check is of the editor.
    await closeNotifications(page);
    await expectNoA11yViolations(page, "editor with proposed fields");
    expect(problems).toEqual([]);
    await close();
  });

  test("makes one row per line when several lines are pasted into a list", async () => {
    test.setTimeout(120_000);
    const { page, problems, close } = await signIn("/admin/jobs/new");
    await field(page, "Title").waitFor();
    // As a person pastes: into the field that has the focus.
    const paste = (selector: string, text: string) =>
      page.locator(selector).evaluate((element, pasted) => {
        (element as HTMLElement).focus();
        const data = new DataTransfer();
        data.setData("text/plain", pasted);
        element.dispatchEvent(
          new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
        );
      }, text);
    await paste("#job-skills-0", "• Wound care\r\n- Gait training\n\n3. Spasticity management\n");
    await expect.poll(() => page.locator('input[id^="job-skills-"]').count()).toBe(3);
    expect(
      await page
        .locator('input[id^="job-skills-"]')
        .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
    ).toEqual(["Wound care", "Gait training", "Spasticity management"]);
    expect(await focusedId(page)).toBe("job-skills-2");

    // Into a row with text: the first line joins it where the cursor is, the rest follow as rows.
    await field(page, "About the position: paragraph 1").fill("Our clinic ");
    await paste("#job-about-0", "sees 20 patients a day.\nYou will lead the rehab team.");
    await expect.poll(() => page.locator('textarea[id^="job-about-"]').count()).toBe(2);
    expect(await page.locator("#job-about-0").inputValue()).toBe("Our clinic sees 20 patients a day.");
    expect(await page.locator("#job-about-1").inputValue()).toBe("You will lead the rehab team.");

    // One line pastes as usual.
    await page.locator("#job-skills-0").focus();
    await paste("#job-skills-0", "Just one line");
    expect(await page.locator('input[id^="job-skills-"]').count()).toBe(3);
    expect(problems).toEqual([]);
    await close();
  });

  test("flags a copy's fields that still name the original's city or title until they are edited", async () => {
    test.setTimeout(120_000);
    const atlanta = (await findPostingByPath(h.db.kysely, "/job-atlanta-pmr"))!;
    const { page, problems, close } = await signIn(`/admin/jobs/${atlanta.id}`);
    await page.getByRole("button", { name: "Duplicate…" }).click();
    const dialog = page.getByRole("dialog", { name: "Duplicate this posting" });
    await dialog.getByLabel("Address of the new draft").fill("/job-macon-pmr");
    await dialog.getByRole("button", { name: "Make the draft" }).click();
    await page.waitForURL((url) => ID.test(url.pathname) && !url.pathname.endsWith(atlanta.id));
    const notice = page.getByTestId("duplicate-notice");
    await notice.waitFor();
    const before = await flagged(page);
    for (const id of ["job-shortTitle", "job-meta-title", "job-apply-subject", "job-locations-0-locality"]) {
      expect(before).toContain(id);
    }
    expect(await notice.textContent()).toContain("PM&R NP/PA - Atlanta, GA");
    // The role's title is the same for a copy elsewhere: not flagged.
    expect(before).not.toContain("job-title");
    // The copy does not keep the original's end date (long past in the seed): it has its own, and says so.
    const copy = (await findPostingById(h.db.kysely, new URL(page.url()).pathname.split("/").at(-1)!))!;
    const freshEnd = dayOf(Date.parse(`${dayOf(copy.createdAt)}T00:00:00Z`) + 60 * 86_400_000);
    expect(copy.posting.validThrough).toBe(freshEnd);
    expect(await field(page, "Open through").inputValue()).toBe(freshEnd);
    expect(freshEnd).not.toBe(atlanta.posting.validThrough);
    const endLine = page.getByTestId("duplicate-end-date");
    expect(await endLine.textContent()).toMatch(
      /^It does not keep the original's end date: it is open through [A-Z][a-z]{2} \d{1,2}, \d{4}, 60 days/,
    );
    await expectNoA11yViolations(page, "a copy with flagged fields");
    const shots = process.env.SCREENSHOT_DIR;
    if (shots) {
      // The notice as the recruiter meets it, on a computer and on a phone (docs/recruiter-jobs-guide.md).
      await notice.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/recruiter-jobs-duplicate-end-date.png` });
      await page.setViewportSize({ width: 390, height: 844 });
      await notice.evaluate((element) => element.scrollIntoView({ block: "start" }));
      await page.screenshot({ path: `${shots}/recruiter-jobs-duplicate-end-date-phone.png` });
      await page.setViewportSize(DESKTOP.viewport);
    }

    // The new city: the short title follows it (it was the proposal), the search title stays flagged.
    await field(page, "City 1").fill("Macon");
    await expect.poll(() => field(page, "Short title").inputValue()).toBe("PM&R NP/PA - Macon, GA");
    await expect.poll(async () => (await flagged(page)).includes("job-shortTitle")).toBe(false);
    expect(await flagged(page)).toContain("job-meta-title");
    await field(page, "Search result title").fill("PM&R NP or PA Job in Macon, GA: Up to $140K + Bonus");
    await expect.poll(async () => (await flagged(page)).includes("job-meta-title")).toBe(false);
    // A link in the notice leads to its field.
    await notice.getByRole("link", { name: "Apply details: subject" }).click();
    expect(await focusedId(page)).toBe("job-apply-subject");
    await field(page, "Application e-mail subject").fill("PM&R NP/PA - Macon");
    await expect.poll(async () => (await flagged(page)).includes("job-apply-subject")).toBe(false);
    // A link in the notice leads to the end date; once the recruiter picks another, the notice stops saying it.
    await endLine.getByRole("link").click();
    expect(await focusedId(page)).toBe("job-validThrough");
    await field(page, "Open through").fill(dayOf(Date.parse(`${freshEnd}T00:00:00Z`) + 30 * 86_400_000));
    await endLine.waitFor({ state: "detached" });
    expect(problems).toEqual([]);
    await close();
  });

  test("relists chosen postings to one end date in one step; filled ones show no end date; old ones offer Relist first", async () => {
    test.setTimeout(120_000);
    await closePosting(h.db, "chatham-pmr");
    await h.site.refresh();
    const { page, problems, close } = await signIn("/admin/jobs");
    await page.locator("tr[data-job-id]").first().waitFor();
    const chatham = page.locator("tr[data-job-id]", { hasText: "Chatham" });
    expect(await chatham.locator("td").nth(5).textContent()).toMatch(/^Filled [A-Z][a-z]{2} \d{1,2}, \d{4}$/);

    const chosen = ["Hyannis", "St. Elmo", "Chatham"];
    for (const name of chosen) {
      await page.locator("tr[data-job-id]", { hasText: name }).getByRole("checkbox").check();
    }
    const bar = page.getByRole("region", { name: "Chosen postings" });
    await bar.getByText("3 postings chosen").waitFor();
    await bar.getByRole("button", { name: "Relist…" }).click();
    const dialog = page.getByRole("dialog", { name: "Relist 3 postings" });
    await dialog.waitFor();
    await expectNoA11yViolations(page, "bulk relist dialog");
    const end = await dialog.getByLabel("Open through").inputValue();
    await dialog.getByRole("button", { name: "Relist all" }).click();
    await dialog.waitFor({ state: "hidden" });
    const today = dayOf(Date.now());
    for (const slug of ["/job-hyannis-pmr", "/job-st-elmo-pmr", "/job-chatham-pmr"]) {
      const record = await findPostingByPath(h.db.kysely, slug);
      expect(record, slug).toMatchObject({
        status: "published",
        posting: { datePosted: today, validThrough: end },
      });
    }
    await expect
      .poll(() => page.locator("tr[data-job-id]", { hasText: "Hyannis" }).locator("td").nth(1).textContent())
      .toBe("Open");
    expect(await bar.count()).toBe(0);

    // A posting expired for months: Relist comes first, with the reason.
    await page.locator("tr[data-job-id]", { hasText: "/job-atlanta-pmr" }).getByRole("link").first().click();
    const advice = page.getByTestId("relist-advice");
    await advice.waitFor();
    expect(await advice.textContent()).toMatch(
      /Expired \d+ days ago: relist it\. Relisting makes today its posting date/,
    );
    const actions = await page
      .getByRole("complementary", { name: "Publishing" })
      .getByRole("button")
      .allTextContents();
    expect(actions.slice(0, 2)).toEqual(["Relist…", "Renew…"]);
    await expectNoA11yViolations(page, "editor of a long-expired posting");
    expect(problems).toEqual([]);
    await close();
  });
});
