import type { Page } from "@playwright/test";
import { hashPassword } from "#server/staff-auth/passwords";
import { createUser } from "#server/staff-auth/users.repository";
import { findPostingByPath, listRevisions } from "#server/jobs/jobs.repository";
import { daysFromNow } from "#server/test-support/jobs";
import {
  expect,
  expectNoA11yViolations,
  type Harness,
  type PageSession,
  startOwnSite,
  test,
  waitForHydration,
  PASSWORD,
  SIGNED_OUT,
  DESKTOP,
  PHONE,
  sidewaysOverflow,
} from "./fixtures";

const ID = /\/admin\/jobs\/([0-9a-f-]{36})$/;

// No traces here: the trace recorder's snapshots put a script into the preview's sandboxed frame, which
// the browser refuses with a console error, and a console error is a problem these tests count.
test.use({ trace: "off" });

test.describe("the staff app's Jobs section", () => {
  let h: Harness;

  test.beforeAll(async ({ browser }) => {
    h = await startOwnSite(browser, { SMTP_URL: "", NOTIFY_EMAIL_TO: "" });
    const kdb = h.db.kysely;
    const fast = { N: 2 ** 12, r: 8, p: 1 };
    await createUser(kdb, "maria@apex.example", await hashPassword(PASSWORD, fast));
    await createUser(kdb, "james@apex.example", await hashPassword(PASSWORD, fast));
  });

  test.afterAll(async () => {
    await h?.close();
  });

  async function signIn(path: string, options: object = DESKTOP, email = "maria@apex.example") {
    const session = await h.open(path, { ...SIGNED_OUT, ...options });
    await waitForHydration(session.page);
    await session.page.getByLabel("E-mail address").fill(email);
    await session.page.getByLabel("Password").fill(PASSWORD);
    await session.page.getByRole("button", { name: "Sign in" }).click();
    return session;
  }

  const posting = (path: string) => findPostingByPath(h.db.kysely, path);
  const editorField = (page: Page, label: string) => page.getByLabel(label, { exact: true });
  const stateBadge = (page: Page) =>
    page.getByRole("complementary", { name: "Publishing" }).locator("p").first();

  test("lists every posting with state, role, title, location, end date and last change; filters and search stay in the address", async () => {
    const { page, problems, close } = await signIn("/admin/jobs");
    await page.locator("tr[data-job-id]").first().waitFor();
    expect(await page.getByRole("link", { name: "Jobs", exact: true }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(await page.locator("tr[data-job-id]").count()).toBe(16);
    const headers = await page.locator("thead th").allTextContents();
    expect(headers).toEqual([
      "Choose",
      "State",
      "Role",
      "Title",
      "Location",
      "Open through",
      "Applications",
      "Last change",
    ]);
    const hyannis = page.locator("tr[data-job-id]", { hasText: "Hyannis" });
    expect(await hyannis.locator("td").nth(1).textContent()).toBe("Expired");
    await expectNoA11yViolations(page, "jobs list");

    await page.getByLabel("Search").fill("hyannis");
    await page.waitForURL(/q=hyannis/);
    await expect.poll(() => page.locator("tr[data-job-id]").count()).toBe(1);
    await page.getByLabel("Role").selectOption("PA");
    await page.waitForURL(/role=PA/);
    await page.getByLabel("State").selectOption("open");
    await page.waitForURL(/state=open/);
    await expect.poll(() => page.getByText("No posting matches these filters.").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Show all postings" }).click();
    await expect.poll(() => page.locator("tr[data-job-id]").count()).toBe(16);
    expect(new URL(page.url()).search).toBe("");
    // A bookmarked filtered view opens as it was left.
    await page.goto("/admin/jobs?q=atlanta");
    await expect.poll(() => page.locator("tr[data-job-id]").count()).toBe(1);
    expect(await page.getByLabel("Search").inputValue()).toBe("atlanta");
    expect(problems).toEqual([]);
    await close();
  });

  test("duplicates a posting, edits it, previews, publishes it to the public site, then marks it filled", async () => {
    test.setTimeout(120_000);
    const { page, problems, close } = await signIn("/admin/jobs?q=atlanta");
    await page.getByRole("link", { name: "PM&R NP/PA - Atlanta, GA" }).click();
    await page.getByRole("heading", { level: 1, name: "PM&R NP/PA - Atlanta, GA" }).waitFor();
    await expectNoA11yViolations(page, "job editor");

    await page.getByRole("button", { name: "Duplicate…" }).click();
    const duplicate = page.getByRole("dialog", { name: "Duplicate this posting" });
    await duplicate.getByLabel("Address of the new draft").fill("/job-atlanta-pmr-weekends");
    await duplicate.getByRole("button", { name: "Make the draft" }).click();
    await page.waitForURL(ID);
    await expect.poll(() => stateBadge(page).textContent()).toContain("Draft");

    await editorField(page, "Title").fill("Weekend PM&R Nurse Practitioner – Atlanta, GA");
    await editorField(page, "Short title").fill("Weekend PM&R NP - Atlanta, GA");
    await page.getByRole("radio", { name: "A range" }).check();
    await editorField(page, "From ($)").fill("131000");
    await editorField(page, "Up to ($)").fill("147500");
    await editorField(page, "Open through").fill(daysFromNow(45));
    // A reason added at the end and moved to the top.
    await page.getByRole("button", { name: "Add reason" }).click();
    await page.getByLabel("Why you'll love it: reason 6").fill("Saturdays and Sundays only, weekdays free");
    for (let n = 6; n > 1; n--) await page.getByRole("button", { name: `Move reason ${n} up` }).click();
    expect(await page.getByLabel("Why you'll love it: reason 1").inputValue()).toBe(
      "Saturdays and Sundays only, weekdays free",
    );
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("All changes saved").waitFor();
    const saved = await posting("/job-atlanta-pmr-weekends");
    expect(saved?.posting).toMatchObject({
      title: "Weekend PM&R Nurse Practitioner – Atlanta, GA",
      pay: { kind: "range", min: 131_000, max: 147_500, unit: "YEAR", plus: false },
    });
    expect(saved?.posting.whyYoullLoveIt.items[0]).toBe("Saturdays and Sundays only, weekdays free");

    // The preview shows the real public page, with an edit that is not saved yet.
    await editorField(page, "Specialty").fill("Weekend Physical Medicine & Rehabilitation");
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.frameLocator('iframe[title="Preview of the public page"]');
    await preview.getByRole("heading", { level: 1 }).waitFor();
    expect(await preview.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Weekend PM&R Nurse Practitioner – Atlanta, GA",
    );
    expect(await preview.locator("main").textContent()).toContain("$131,000-$147,500 per year");
    // The site's stylesheet applies in the frame; no script runs there.
    expect(await preview.locator("body").evaluate((body) => getComputedStyle(body).backgroundColor)).toBe(
      "rgb(255, 255, 255)",
    );
    expect(await preview.locator("script:not([type='application/ld+json'])").count()).toBe(0);
    await page.keyboard.press("Escape");
    expect((await posting("/job-atlanta-pmr-weekends"))?.posting.specialty).toBe(saved?.posting.specialty);
    await page.getByRole("button", { name: "Save changes" }).click();
    await page.getByText("All changes saved").waitFor();

    await page.getByRole("button", { name: "Publish now" }).click();
    const publish = page.getByRole("dialog", { name: "Publish this posting now?" });
    expect(await publish.textContent()).toContain("/job-atlanta-pmr-weekends");
    await publish.getByRole("button", { name: "Publish now" }).click();
    await expect.poll(() => stateBadge(page).textContent()).toContain("Open");

    // The site renders again within seconds of the change; the visitor comes once it has.
    await expect
      .poll(async () => (await fetch(`${h.baseUrl}/job-atlanta-pmr-weekends`)).status, { timeout: 10_000 })
      .toBe(200);
    const visitor = await h.open("/job-atlanta-pmr-weekends");
    expect(await visitor.page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "Weekend PM&R Nurse Practitioner – Atlanta, GA",
    );
    await visitor.page.goto("/jobs", { waitUntil: "networkidle" });
    expect(await visitor.page.locator('a[href="/job-atlanta-pmr-weekends"]').count()).toBeGreaterThan(0);
    // The posting's own pages are served first; every other page, with the menu, follows in the same render.
    await expect
      .poll(async () => (await (await fetch(`${h.baseUrl}/`)).text()).includes("/job-atlanta-pmr-weekends"), {
        timeout: 10_000,
      })
      .toBe(true);
    await visitor.page.goto("/", { waitUntil: "networkidle" });
    await waitForHydration(visitor.page);
    const nav = visitor.page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: "Current Jobs" }).click();
    await nav.getByRole("link", { name: /Weekend PM&R NP - Atlanta, GA/ }).waitFor();

    await page.getByRole("button", { name: "Mark as filled…" }).click();
    const filled = page.getByRole("dialog", { name: "Mark this position as filled?" });
    await filled.getByRole("button", { name: "Mark as filled" }).click();
    await expect.poll(() => stateBadge(page).textContent()).toContain("Filled");
    await expect
      .poll(
        async () => {
          await visitor.page.goto("/job-atlanta-pmr-weekends");
          return visitor.page.locator("main").textContent();
        },
        { timeout: 10_000 },
      )
      .toContain("This position has been filled");
    expect(visitor.problems).toEqual([]);
    await visitor.close();
    expect(problems).toEqual([]);
    await close();
  });

  test("is usable from the keyboard alone: fill in, fix what the form names, and save", async () => {
    test.setTimeout(120_000);
    const { page, problems, close } = await signIn("/admin/jobs?q=hyannis");
    await page.getByRole("link", { name: /Hyannis/ }).click();
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.getByLabel("Title", { exact: true }).waitFor();
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        return element?.id || element?.getAttribute("aria-label") || element?.textContent?.trim() || "";
      });
    // As a keyboard user moves: Tab forward, Shift+Tab back to what is above, never by the mouse. The target
    // is the focused element's id (or name), or a test of the focused element.
    const tabTo = async (target: string | (() => Promise<boolean>), key = "Tab") => {
      const reached = typeof target === "string" ? async () => (await focused()) === target : target;
      for (let i = 0; i < 400; i++) {
        if (await reached()) return;
        await page.keyboard.press(key);
      }
      throw new Error(`never reached ${typeof target === "string" ? target : "the element sought"}`);
    };

    await page.locator("body").focus();
    await tabTo("job-title");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Delete");
    // The empty title is refused on save (Enter submits), named in the summary, which leads back to it.
    await page.keyboard.press("Enter");
    const summary = page.getByRole("alert").filter({ hasText: "needs attention" });
    await summary.waitFor();
    expect(await summary.textContent()).toContain("Title: Required");
    // The summary stands above the form: back up to it from the title.
    await tabTo("Title: Required", "Shift+Tab");
    await page.keyboard.press("Enter");
    expect(await focused()).toBe("job-title");
    await page.keyboard.type("Nurse Practitioner – Physical Medicine & Rehab, Hyannis, MA");

    // A new skill, added and moved up one place with the keyboard.
    await tabTo("job-skills-add");
    const skillsBefore = await page.locator('[id^="job-skills-"]:is(input)').count();
    await page.keyboard.press("Enter");
    // As a person would, type once the new field is there and has the focus (on a busy machine that can take
    // a frame or two after the key press).
    await page.waitForFunction(
      (count) =>
        document.querySelectorAll('input[id^="job-skills-"]').length === count + 1 &&
        document.activeElement?.id === `job-skills-${count}`,
      skillsBefore,
    );
    await page.keyboard.type("Cape Cod community referrals");
    const skills = await page.locator('[id^="job-skills-"]:is(input)').count();
    await page.keyboard.press("Tab");
    expect(await focused()).toBe(`Move skill ${skills} up`);
    await page.keyboard.press("Enter");
    expect(await page.locator(`#job-skills-${skills - 2}`).inputValue()).toBe("Cape Cod community referrals");

    // Focus follows a moved row only while the recruiter has not gone on: a row moved, then another field
    // focused before the next frame (a fast keyboard user on a busy machine), keeps the field.
    const kept = await page.evaluate(async () => {
      document.querySelector<HTMLButtonElement>('[aria-label="Move skill 2 down"]')?.click();
      document.getElementById("job-skills-0")?.focus();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return document.activeElement?.id;
    });
    expect(kept).toBe("job-skills-0");
    // Moved back, so the order saved below is the one the keyboard made.
    await page.locator('[aria-label="Move skill 3 up"]').click();

    // Saved from the nearest text field above (Enter in a text field submits the form, as in the title at the
    // start), not from the title 180 fields back.
    await tabTo(
      () =>
        page.evaluate(
          () => document.activeElement?.matches("input[type='text'], input:not([type])") ?? false,
        ),
      "Shift+Tab",
    );
    expect(await focused()).toMatch(/^job-skills-\d+$/);
    await page.keyboard.press("Enter");
    await page.getByText("All changes saved").waitFor();
    const saved = await posting("/job-hyannis-pmr");
    expect(saved?.posting.title).toBe("Nurse Practitioner – Physical Medicine & Rehab, Hyannis, MA");
    expect(saved?.posting.skills.at(-2)).toBe("Cape Cod community referrals");
    expect(problems).toEqual([]);
    await close();
  });

  test("shows the revisions (who, when, what changed) and restores one; axe finds nothing", async () => {
    test.setTimeout(120_000);
    const { page, problems, close } = await signIn("/admin/jobs?q=hyannis");
    await page.getByRole("link", { name: /Hyannis/ }).click();
    await page.getByRole("link", { name: "Revisions" }).click();
    const rows = page.locator("tr[data-revision]");
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    const latest = (await rows.first().textContent()) ?? "";
    expect(latest).toContain("maria@apex.example");
    expect(latest).toContain("Edited");
    expect(latest).toMatch(/Title.*Skills|Skills.*Title/);
    await expectNoA11yViolations(page, "revisions");

    const first = rows.last();
    const version = await first.getAttribute("data-revision");
    await first.getByRole("button", { name: `Restore version ${version}` }).click();
    await page
      .getByRole("dialog", { name: `Restore version ${version}?` })
      .getByRole("button", { name: "Restore" })
      .click();
    await page.waitForURL(ID);
    await expect
      .poll(async () => (await posting("/job-hyannis-pmr"))?.posting.title)
      .not.toBe("Nurse Practitioner – Physical Medicine & Rehab, Hyannis, MA");
    const record = await posting("/job-hyannis-pmr");
    const revisions = await listRevisions(h.db.kysely, record!.id);
    expect(revisions[0]).toMatchObject({ action: "restore", actor: "maria@apex.example" });
    expect(problems).toEqual([]);
    await close();
  });

  test("tells the second of two recruiters saving one posting, keeping both versions", async () => {
    test.setTimeout(120_000);
    let maria: PageSession | undefined;
    let james: PageSession | undefined;
    try {
      // The refused save answers 409: expected here, so not counted as a problem.
      maria = await signIn(
        "/admin/jobs?q=chatham",
        { ...DESKTOP, allowStatus: [401, 409] },
        "maria@apex.example",
      );
      james = await signIn("/admin/jobs?q=chatham", DESKTOP, "james@apex.example");
      for (const session of [maria, james]) {
        await session.page.getByRole("link", { name: /Chatham/ }).click();
        await editorField(session.page, "Hours").waitFor();
      }
      await editorField(james.page, "Hours").fill("36 hours per week");
      await james.page.getByRole("button", { name: "Save changes" }).click();
      await james.page.getByText("All changes saved").waitFor();

      await editorField(maria.page, "Hours").fill("32 hours per week, four days");
      await maria.page.getByRole("button", { name: "Save changes" }).click();
      const conflict = maria.page.getByRole("alert").filter({ hasText: "Someone else saved this posting" });
      await conflict.waitFor();
      expect(await conflict.textContent()).toContain("Hours");
      expect(await editorField(maria.page, "Hours").inputValue()).toBe("32 hours per week, four days");
      await expectNoA11yViolations(maria.page, "conflict");

      await conflict.getByRole("button", { name: "Load their version" }).click();
      expect(await editorField(maria.page, "Hours").inputValue()).toBe("36 hours per week");
      await maria.page.getByRole("button", { name: "Bring back my edits" }).click();
      expect(await editorField(maria.page, "Hours").inputValue()).toBe("32 hours per week, four days");
      await maria.page.getByRole("button", { name: "Save changes" }).click();
      await maria.page.getByText("All changes saved").waitFor();

      const record = await posting("/job-chatham-pmr");
      expect(record?.posting.hours).toBe("32 hours per week, four days");
      const revisions = await listRevisions(h.db.kysely, record!.id);
      expect(revisions.slice(0, 2).map((revision) => [revision.actor, revision.posting.hours])).toEqual([
        ["maria@apex.example", "32 hours per week, four days"],
        ["james@apex.example", "36 hours per week"],
      ]);
      expect(maria.problems).toEqual([]);
      expect(james.problems).toEqual([]);
    } finally {
      await maria?.close();
      await james?.close();
    }
  });

  test("asks before a link leaves the editor with unsaved changes, and lets the recruiter stay or leave", async () => {
    const { page, problems, close } = await signIn("/admin/jobs?q=chatham");
    await page.getByRole("link", { name: /Chatham/ }).click();
    const title = page.getByLabel("Title", { exact: true });
    await title.waitFor();
    await title.fill("Nurse Practitioner – Physical Medicine & Rehab, Chatham, MA (draft wording)");
    const nav = page.getByRole("navigation", { name: "Staff app" });
    const dialog = page.getByRole("dialog", { name: "Leave without saving?" });

    await nav.getByRole("link", { name: "Leads" }).click();
    await dialog.waitFor();
    await expectNoA11yViolations(page, "leave without saving");
    await dialog.getByRole("button", { name: "Stay and keep editing" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(new URL(page.url()).pathname).toMatch(/^\/admin\/jobs\/[^/]+$/);
    expect(await title.inputValue()).toBe(
      "Nurse Practitioner – Physical Medicine & Rehab, Chatham, MA (draft wording)",
    );

    await nav.getByRole("link", { name: "Leads" }).click();
    await dialog.getByRole("button", { name: "Leave without saving" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    expect(problems).toEqual([]);
    await close();
  });

  test("asks before the browser's Back button leaves the editor with unsaved changes, from the keyboard too", async () => {
    const { page, problems, close } = await signIn("/admin/jobs?q=chatham");
    await page.getByRole("link", { name: /Chatham/ }).click();
    const title = page.getByLabel("Title", { exact: true });
    await title.waitFor();
    const editor = new URL(page.url()).pathname;
    expect(editor).toMatch(/^\/admin\/jobs\/[^/]+$/);
    await title.fill("Nurse Practitioner – Physical Medicine & Rehab, Chatham, MA (second draft)");
    const dialog = page.getByRole("dialog", { name: "Leave without saving?" });
    const focusedName = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? "");

    // Back, then Escape: the editor stays, at its address, with the edit.
    await page.goBack({ waitUntil: "commit" });
    await dialog.waitFor();
    expect(await focusedName()).toBe("Stay and keep editing");
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => new URL(page.url()).pathname).toBe(editor);
    expect(await title.inputValue()).toBe(
      "Nurse Practitioner – Physical Medicine & Rehab, Chatham, MA (second draft)",
    );

    // Back, then Enter on the focused button: still staying.
    await page.goBack({ waitUntil: "commit" });
    await dialog.waitFor();
    await page.keyboard.press("Enter");
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => new URL(page.url()).pathname).toBe(editor);

    // Back, then Shift+Tab to "Leave without saving" and Enter: the list it came from, nothing saved.
    await page.goBack({ waitUntil: "commit" });
    await dialog.waitFor();
    await page.keyboard.press("Shift+Tab");
    expect(await focusedName()).toBe("Leave without saving");
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/admin/jobs" && url.searchParams.get("q") === "chatham");
    await page.getByRole("link", { name: /Chatham/ }).waitFor();
    expect((await posting("/job-chatham-pmr"))?.posting.title).not.toContain("second draft");
    expect(problems).toEqual([]);
    await close();
  });

  test("moves on to a new posting's address after its first save without asking, and guards that posting again", async () => {
    const { page, problems, close } = await signIn("/admin/jobs/new");
    const field = (label: string) => editorField(page, label);
    await field("Title").waitFor();
    await field("Title").fill("Family Nurse Practitioner – Tulsa, OK");
    await field("Short title").fill("FNP - Tulsa, OK");
    await field("Specialty").fill("Family Medicine");
    await field("Address").fill("/job-tulsa-fnp");
    await field("Identifier").fill("tulsa-fnp");
    await field("City 1").fill("Tulsa");
    await field("Hours").fill("40 hours per week");
    await field("From ($)").fill("120000");
    await field("Up to ($)").fill("135000");
    await field("About the position: paragraph 1").fill(
      "A family practice in Tulsa is adding a nurse practitioner.",
    );
    await field("Why you'll love it: reason 1").fill("A supportive team");
    await field("Responsibilities: responsibility 1").fill("See patients of all ages");
    await field("Required qualifications: requirement 1").fill("Active APRN licence");
    await field("What we offer: offer 1").fill("Health insurance");
    await field("Skills: skill 1").fill("Primary care");
    await field("Education, in words").fill("Master's degree in nursing");
    await field("Experience, in words").fill("One year as a nurse practitioner");
    await field("Application e-mail subject").fill("FNP Tulsa");
    await field("Search result title").fill("Family Nurse Practitioner Job in Tulsa, OK");
    await field("Search result description").fill(
      "A full-time family nurse practitioner role in Tulsa, Oklahoma, with a supportive team and good pay.",
    );
    for (const [n, keyword] of ["tulsa fnp", "family nurse practitioner", "np jobs oklahoma"].entries()) {
      await page.getByRole("button", { name: "Add meta keyword" }).click();
      await field(`Meta keywords: meta keyword ${n + 1}`).fill(keyword);
    }
    const dialog = page.getByRole("dialog", { name: "Leave without saving?" });

    // The form has unsaved changes until the save answers; the move to the new address is not held up.
    await page.getByRole("button", { name: "Save draft" }).click();
    await page.waitForURL(ID);
    await page.getByText("All changes saved").waitFor();
    expect(await dialog.count()).toBe(0);
    expect((await posting("/job-tulsa-fnp"))?.posting.title).toBe("Family Nurse Practitioner – Tulsa, OK");

    // The posting now shown is guarded like any other.
    await field("Specialty").fill("Family Medicine and Urgent Care");
    await page.getByRole("navigation", { name: "Staff app" }).getByRole("link", { name: "Leads" }).click();
    await dialog.waitFor();
    await dialog.getByRole("button", { name: "Leave without saving" }).click();
    await page.waitForURL((url) => url.pathname === "/admin");
    expect((await posting("/job-tulsa-fnp"))?.posting.specialty).toBe("Family Medicine");
    expect(problems).toEqual([]);
    await close();
  });

  test("shows one card per posting on a phone", async () => {
    const { page, problems, close } = await signIn("/admin/jobs", PHONE);
    await page.locator("li[data-job-id]").first().waitFor();
    expect(await page.locator("li[data-job-id]").count()).toBeGreaterThanOrEqual(16);
    expect(await page.locator("table").count()).toBe(0);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page, "jobs list on a phone");
    expect(problems).toEqual([]);
    await close();
  });
});
