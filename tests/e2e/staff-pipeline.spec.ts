import type { Page } from "@playwright/test";
import { hashPassword } from "#server/staff-auth/passwords";
import { createUser } from "#server/staff-auth/users.repository";
import { findPostingByPath } from "#server/jobs/jobs.repository";
import { seedApplication } from "#server/test-support/applications";
import { onePagePdf } from "#server/test-support/one-page-pdf";
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
  DESKTOP,
  PHONE,
  sidewaysOverflow,
} from "./fixtures";

test.describe("applications as a pipeline in the staff app", () => {
  let h: Harness;
  const now = Date.now();
  const ids: Record<string, string> = {};
  let atlanta: { id: string; title: string };
  let maria: string;

  test.beforeAll(async ({ browser }) => {
    h = await startOwnSite(browser, {
      SMTP_URL: "",
      NOTIFY_EMAIL_TO: "",
      BUSINESS_HOURS: "Mon-Sun 0:00-24:00",
      BUSINESS_TZ: "UTC",
    });
    const kdb = h.db.kysely;
    const fast = { N: 2 ** 12, r: 8, p: 1 };
    maria = (await createUser(kdb, "maria@apex.example", await hashPassword(PASSWORD, fast))).id;
    await createUser(kdb, "devon@apex.example", await hashPassword(PASSWORD, fast));
    const record = (await findPostingByPath(kdb, "/job-atlanta-pmr"))!;
    atlanta = { id: record.id, title: record.posting.shortTitle };
    const seed = async (first: string, last: string, minutesAgo: number, extra = {}, resume?: Buffer) =>
      (
        await seedApplication(
          h.db,
          {
            posting_id: atlanta.id,
            job_path: "/job-atlanta-pmr",
            job_title: atlanta.title,
            created_at: now - minutesAgo * MINUTE,
            first_name: first,
            last_name: last,
            email: `${first.toLowerCase()}@example.org`,
            ...extra,
          },
          resume ? { resume } : {},
        )
      ).id;
    ids.nadia = await seed(
      "Nadia",
      "Petrova",
      50,
      {
        resume_name: "nadia-petrova-resume.pdf",
        resume_original_name: "Nadia Petrova CV.pdf",
      },
      onePagePdf("Nadia Petrova, Family Nurse Practitioner"),
    );
    ids.omar = await seed("Omar", "Haddad", 40);
    ids.lena = await seed("Lena", "Brooks", 30, {
      resume_type: "docx",
      resume_name: "lena-brooks-resume.docx",
      resume_original_name: "Lena Brooks.docx",
    });
  });
  test.afterAll(async () => {
    await h?.close();
  });

  async function openSignedIn(path: string, options: object = DESKTOP) {
    const session = await h.open(path, { ...SIGNED_OUT, ...options });
    await waitForHydration(session.page);
    await session.page.getByLabel("E-mail address").fill("maria@apex.example");
    await session.page.getByLabel("Password").fill(PASSWORD);
    await session.page.getByRole("button", { name: "Sign in" }).click();
    return session;
  }
  const stored = (id: string) =>
    h.db.kysely
      .selectFrom("applications")
      .select(["status", "owner_id"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  const history = async (id: string) =>
    (
      await h.db.kysely
        .selectFrom("application_status_changes")
        .select(["from_status", "to_status", "user_email"])
        .where("application_id", "=", id)
        .orderBy("created_at")
        .orderBy("id")
        .execute()
    ).map((row) => `${row.from_status}>${row.to_status} ${row.user_email}`);
  const column = (page: Page, stage: string) => page.locator(`section[data-stage="${stage}"]`);
  const card = (page: Page, stage: string, id: string) =>
    column(page, stage).locator(`[data-pipeline-card="${id}"]`);
  /** The card and the control of it that has focus. */
  const focused = (page: Page) =>
    page.evaluate(() => {
      const active = document.activeElement as HTMLElement | null;
      return {
        card: active?.closest("[data-pipeline-card]")?.getAttribute("data-pipeline-card") ?? null,
        control: active?.getAttribute("data-control") ?? null,
      };
    });

  test("gives an owner from a row and moves the selected applications to a stage at once", async () => {
    const { page, problems, close } = await openSignedIn("/admin/applications");
    const row = (id: string) => page.locator(`tr[data-application-id="${id}"]`);
    await row(ids.nadia!).waitFor();
    // A pick with the mouse saves at once.
    await row(ids.nadia!).getByLabel("Owner of Nadia Petrova").selectOption({ label: "Me" });
    await page.getByText("Nadia Petrova: given to Me.").first().waitFor();
    await expect.poll(async () => (await stored(ids.nadia!)).owner_id).toBe(maria);

    await row(ids.nadia!).getByLabel("Select Nadia Petrova").check();
    await row(ids.omar!).getByLabel("Select Omar Haddad").check();
    const bar = page.getByRole("region", { name: "Bulk actions" });
    await bar.getByText("2 selected").waitFor();
    await expectNoA11yViolations(page, "applications list with a selection");
    await bar.getByLabel("Move to").selectOption("screening");
    await bar.getByRole("button", { name: "Move" }).click();
    await page.getByText("2 of 2 selected applications moved to Screening.").first().waitFor();
    expect((await stored(ids.nadia!)).status).toBe("screening");
    expect((await stored(ids.omar!)).status).toBe("screening");
    await expect.poll(() => row(ids.omar!).getByLabel("Stage of Omar Haddad").inputValue()).toBe("screening");
    expect(await history(ids.omar!)).toEqual(["new>screening maria@apex.example"]);

    // Owners in bulk too.
    await row(ids.omar!).getByLabel("Select Omar Haddad").check();
    await row(ids.lena!).getByLabel("Select Lena Brooks").check();
    await bar.getByLabel("Owner").selectOption({ label: "devon@apex.example" });
    await bar.getByRole("button", { name: "Assign" }).click();
    await page.getByText("2 of 2 selected applications given an owner.").first().waitFor();
    await expect
      .poll(() => row(ids.lena!).getByLabel("Owner of Lena Brooks").locator("option:checked").textContent())
      .toBe("devon@apex.example");
    expect(problems).toEqual([]);
    await close();
  });

  test("shows the counts per stage on the Jobs list and moves candidates by mouse and keyboard in the pipeline", async () => {
    const { page, problems, close } = await openSignedIn("/admin/jobs");
    const row = page.locator(`tr[data-job-id="${atlanta.id}"]`);
    await row.waitFor();
    expect(await row.locator("[data-stage-counts]").textContent()).toBe("Applied 1 · Screening 2");
    await row.getByRole("link", { name: /^3 applications/ }).click();
    await page.waitForURL(`**/admin/jobs/${atlanta.id}/pipeline`);
    await page.getByRole("heading", { level: 1, name: `Pipeline: ${atlanta.title}` }).waitFor();
    await card(page, "screening", ids.nadia!).waitFor();
    expect(await column(page, "screening").getByRole("heading").textContent()).toBe(
      "Screening2 applications",
    );
    await expectNoA11yViolations(page, "pipeline");

    // Mouse: drag Nadia from Screening to Interview, then click her → button to move her on to Offer.
    await card(page, "screening", ids.nadia!).dragTo(column(page, "interview"));
    await card(page, "interview", ids.nadia!).waitFor();
    await expect.poll(async () => (await stored(ids.nadia!)).status).toBe("interview");
    await card(page, "interview", ids.nadia!)
      .getByRole("button", { name: "Move Nadia Petrova on to Offer" })
      .click();
    await card(page, "offer", ids.nadia!).waitFor();
    await expect.poll(async () => (await stored(ids.nadia!)).status).toBe("offer");

    // Keyboard: Omar's → button with Enter twice; focus follows the card into each column.
    await card(page, "screening", ids.omar!)
      .getByRole("button", { name: /on to Submitted to client/ })
      .focus();
    await page.keyboard.press("Enter");
    await card(page, "submitted", ids.omar!).waitFor();
    await expect.poll(() => focused(page)).toEqual({ card: ids.omar, control: "on" });
    await page.keyboard.press("Enter");
    await card(page, "interview", ids.omar!).waitFor();
    await expect.poll(() => focused(page)).toEqual({ card: ids.omar, control: "on" });
    // Its stage box: the arrows only choose, Enter saves (Interview → Offer → Placed).
    await page.keyboard.press("Shift+Tab");
    expect(await focused(page)).toEqual({ card: ids.omar, control: "stage" });
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    expect((await stored(ids.omar!)).status).toBe("interview");
    await page.keyboard.press("Enter");
    await card(page, "placed", ids.omar!).waitFor();
    await expect.poll(async () => (await stored(ids.omar!)).status).toBe("placed");
    await expect.poll(() => focused(page)).toEqual({ card: ids.omar, control: "stage" });
    // The back button from the keyboard as well.
    await page.keyboard.press("Shift+Tab");
    expect(await focused(page)).toEqual({ card: ids.omar, control: "back" });
    await page.keyboard.press("Enter");
    await card(page, "offer", ids.omar!).waitFor();
    await expect.poll(async () => (await stored(ids.omar!)).status).toBe("offer");

    expect(await history(ids.omar!)).toEqual([
      "new>screening maria@apex.example",
      "screening>submitted maria@apex.example",
      "submitted>interview maria@apex.example",
      "interview>placed maria@apex.example",
      "placed>offer maria@apex.example",
    ]);
    // Each move is in the application's history, with who.
    await card(page, "offer", ids.nadia!).getByRole("link", { name: "Nadia Petrova" }).click();
    await page.getByRole("heading", { level: 1, name: "Nadia Petrova" }).waitFor();
    const entries = page
      .getByRole("region", { name: "History" })
      .or(page.locator("section[aria-labelledby='application-history']"));
    for (const change of ["Applied → Screening", "Screening → Interview", "Interview → Offer"])
      await entries.getByText(change).first().waitFor();
    expect(await entries.getByText("maria@apex.example").count()).toBeGreaterThanOrEqual(3);
    expect(problems).toEqual([]);
    await close();
  });

  test("draws a PDF résumé in the application and offers a Word résumé as the download only", async () => {
    const { page, problems, close } = await openSignedIn(`/admin/applications/${ids.nadia}`);
    await page.getByRole("heading", { level: 1, name: "Nadia Petrova" }).waitFor();
    // pdf.js is not loaded until the preview is asked for.
    const pdfScripts = () =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType("resource")
            .filter((entry) => /pdf/i.test(entry.name) && /\.m?js/.test(entry.name)).length,
      );
    expect(await pdfScripts()).toBe(0);
    await page.getByRole("button", { name: "Preview résumé" }).click();
    const canvas = page.locator('canvas[data-resume-page="1"]');
    await canvas.waitFor();
    await page.getByText("Showing the one page.").waitFor();
    expect(await pdfScripts()).toBeGreaterThan(0);
    expect(await canvas.getAttribute("aria-label")).toBe("Page 1 of 1 of Nadia Petrova CV.pdf");
    // The page is drawn: the heading bar's dark blue and the text's black are on the canvas.
    const inked = await canvas.evaluate((node) => {
      const element = node as HTMLCanvasElement;
      const { data } = element.getContext("2d")!.getImageData(0, 0, element.width, element.height);
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 100 && data[i + 3]! > 200) dark += 1;
      return { dark, width: element.width, height: element.height };
    });
    expect(inked.dark).toBeGreaterThan(1000);
    expect(inked.height / inked.width).toBeCloseTo(792 / 612, 1);
    await expectNoA11yViolations(page, "application detail with the résumé preview");
    // The file still answers as a download that is never shown as a page.
    const answer = await page.request.get(`/api/admin/applications/${ids.nadia}/resume`);
    expect(answer.headers()["content-disposition"]).toMatch(
      /^attachment; filename="nadia-petrova-resume\.pdf"/,
    );
    expect(answer.headers()["content-security-policy"]).toBe("sandbox");
    expect(answer.headers()["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers()["cache-control"]).toBe("no-store");

    await page.goto(`/admin/applications/${ids.lena}`);
    await page.getByRole("heading", { level: 1, name: "Lena Brooks" }).waitFor();
    await page.getByText("Word documents are not shown in the app").waitFor();
    expect(await page.getByRole("button", { name: "Preview résumé" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Download résumé" }).count()).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });

  test("leaves focus on the control the recruiter went on to while an earlier move was being saved", async () => {
    const { page, problems, close } = await openSignedIn(`/admin/jobs/${atlanta.id}/pipeline`);
    await card(page, "new", ids.lena!).waitFor();
    // Lena's move is held at the network until the recruiter has gone on to Nadia's card.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked: () => void = () => {};
    const saving = new Promise<void>((resolve) => {
      asked = resolve;
    });
    await page.route(`**/api/admin/applications/${ids.lena}/status`, async (route) => {
      asked();
      await held;
      await route.continue();
    });
    await card(page, "new", ids.lena!)
      .getByRole("button", { name: "Move Lena Brooks on to Screening" })
      .click();
    await saving;
    const nadiaBack = card(page, "offer", ids.nadia!).getByRole("button", {
      name: /^Move Nadia Petrova back/,
    });
    await nadiaBack.focus();
    release();
    await card(page, "screening", ids.lena!).waitFor();
    await expect.poll(async () => (await stored(ids.lena!)).status).toBe("screening");
    // The app gives focus back to a moved card's control within 30 frames of its redraw: past them, it is
    // still where the recruiter put it.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          let frames = 40;
          const step = () => (--frames > 0 ? requestAnimationFrame(step) : resolve());
          requestAnimationFrame(step);
        }),
    );
    expect(await focused(page)).toEqual({ card: ids.nadia, control: "back" });
    expect(problems).toEqual([]);
    await close();
  });

  test("on a phone: the pipeline as stacked stages, nothing wider than the screen", async () => {
    const { page, problems, close } = await openSignedIn(`/admin/jobs/${atlanta.id}/pipeline`, PHONE);
    await card(page, "offer", ids.omar!).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page, "pipeline on a phone");
    await card(page, "offer", ids.omar!)
      .getByRole("button", { name: "Move Omar Haddad on to Placed" })
      .click();
    await card(page, "placed", ids.omar!).waitFor();
    expect(problems).toEqual([]);
    await close();
  });
});
