import { randomUUID } from "node:crypto";
import { hashPassword } from "#server/staff-auth/passwords";
import { seedApplication } from "#server/test-support/applications";
import { leadRow } from "#server/test-support/staff";
import { createUser } from "#server/staff-auth/users.repository";
import {
  expect,
  expectNoA11yViolations,
  type Harness,
  startOwnSite,
  test,
  waitForHydration,
  PASSWORD,
  MINUTE,
  sidewaysOverflow,
} from "./fixtures";

test.describe("the staff dashboard against leads with known response times", () => {
  let h: Harness;
  const now = Date.now();
  const seeded: Array<{
    at: number;
    source: string;
    answeredAfterMin?: number;
    spam?: boolean;
    placedAfterMin?: number;
  }> = [
    // Answered, then placed: the form's one placement.
    { at: now - 60 * MINUTE, source: "Homepage Main Contact Form", answeredAfterMin: 10, placedAfterMin: 40 },
    { at: now - 120 * MINUTE, source: "Homepage Main Contact Form", answeredAfterMin: 30 },
    { at: now - 30 * MINUTE, source: "Floating CTA Button", answeredAfterMin: 4 },
    // Waiting 10 minutes: too early to judge.
    { at: now - 10 * MINUTE, source: "Floating CTA Button" },
    // Waiting 5 hours: a broken promise.
    { at: now - 300 * MINUTE, source: "Exit Intent Popup" },
    { at: now - 20 * MINUTE, source: "Exit Intent Popup", spam: true },
  ];

  test.beforeAll(async ({ browser }) => {
    // Every hour counts here, so durations are plain; the business-hours edges are the server tests'.
    h = await startOwnSite(browser, { BUSINESS_HOURS: "Sun-Sat 0:00-24:00", BUSINESS_TZ: "UTC" });
    const kdb = h.db.kysely;
    const user = await createUser(
      kdb,
      "maria@apex.example",
      await hashPassword(PASSWORD, { N: 2 ** 12, r: 8, p: 1 }),
    );
    for (const lead of seeded) {
      const row = leadRow({
        created_at: lead.at,
        form_source: lead.source,
        status: lead.spam
          ? "spam"
          : lead.placedAfterMin
            ? "placed"
            : lead.answeredAfterMin
              ? "contacted"
              : "new",
      });
      await kdb.insertInto("leads").values(row).execute();
      if (lead.answeredAfterMin !== undefined) {
        await kdb
          .insertInto("lead_status_changes")
          .values({
            id: randomUUID(),
            lead_id: row.id,
            created_at: lead.at + lead.answeredAfterMin * MINUTE,
            from_status: "new",
            to_status: "contacted",
            note: "Called back",
            user_id: user.id,
            user_email: user.email,
          })
          .execute();
      }
      if (lead.placedAfterMin !== undefined) {
        await kdb
          .insertInto("lead_status_changes")
          .values({
            id: randomUUID(),
            lead_id: row.id,
            created_at: lead.at + lead.placedAfterMin * MINUTE,
            from_status: "contacted",
            to_status: "placed",
            note: "Started on Monday",
            user_id: user.id,
            user_email: user.email,
          })
          .execute();
      }
    }
  });

  test.afterAll(async () => {
    await h?.close();
  });

  test("shows the share answered within 20 minutes, the response-time ranges and leads per day, as charts and tables", async () => {
    const { page, problems, close } = await h.open("/admin", { allowStatus: [401] });
    await waitForHydration(page);
    await page.getByLabel("E-mail address").fill("maria@apex.example");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page
      .getByRole("navigation", { name: "Staff app" })
      .getByRole("link", { name: "Dashboard" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    const figure = page.locator("[data-figure=within-promise]");
    await figure.waitFor();
    // By hand: answered in 10, 30 and 4 minutes, one waiting 5 hours (judged), one waiting 10 minutes
    // (not yet), spam left out. Within 20 minutes: 2 of 4 judged = 50%.
    expect(await figure.textContent()).toBe("50% (2 of 4 leads)");
    // Median of 4, 10 and 30 minutes.
    expect(await page.locator("[data-figure=median]").textContent()).toBe("10 min");

    const rangeTable = page.getByRole("table").filter({ hasText: "Time to first response" });
    const cells = await rangeTable
      .locator("tbody tr")
      .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent)));
    expect(cells).toEqual([
      ["Under 5 min", "1"],
      ["5–10 min", "0"],
      ["10–20 min", "1"],
      ["20–60 min", "1"],
      ["1–4 h", "0"],
      ["Over 4 h", "0"],
      ["No response yet", "2"],
    ]);
    // The chart is drawn, and hidden from screen readers, who get the table.
    await page.locator(".recharts-surface").first().waitFor();
    expect(await page.locator(".recharts-wrapper").count()).toBe(3);
    expect(await page.locator("[aria-hidden=true] .recharts-wrapper").count()).toBe(3);

    const perDay = page.getByRole("table").filter({ hasText: "Day" });
    const header = await perDay.locator("thead th").allTextContents();
    // Busiest forms first; equal counts by name.
    expect(header).toEqual(["Day", "Floating CTA Button", "Homepage Main Contact Form", "Exit Intent Popup"]);
    const totals = await perDay
      .locator("tbody tr")
      .evaluateAll((rows) =>
        rows.map((row) =>
          [...row.querySelectorAll("td")].reduce((sum, cell) => sum + Number(cell.textContent), 0),
        ),
      );
    expect(totals).toHaveLength(30);
    expect(totals.reduce((a, b) => a + b, 0)).toBe(5);
    await page.getByLabel("Split by").selectOption("type");
    await expect
      .poll(() => perDay.locator("thead th").allTextContents())
      .toEqual(["Day", "Healthcare Organization", "NP/PA Professional"]);

    const progress = page.getByRole("table").filter({ hasText: "Responded" });
    expect(
      await progress
        .locator("tbody tr")
        .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent))),
    ).toEqual([
      ["Floating CTA Button", "2", "1 (50%)", "0 (0%)", "0 (0%)"],
      ["Homepage Main Contact Form", "2", "2 (100%)", "0 (0%)", "0 (0%)"],
      ["Exit Intent Popup", "1", "0 (0%)", "0 (0%)", "0 (0%)"],
    ]);

    // Conversion to placed, by hand: Homepage 1 of 2, Floating CTA 0 of 2, Exit Intent 0 of 1 (spam left
    // out); 1 of 5 in all.
    expect(await page.locator("[data-figure=placed]").textContent()).toBe("20% (1 of 5 leads)");
    const conversion = page.getByRole("table").filter({ hasText: "Conversion" });
    expect(
      await conversion
        .locator("tbody tr")
        .evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => cell.textContent))),
    ).toEqual([
      ["Floating CTA Button", "2", "0", "0%"],
      ["Homepage Main Contact Form", "2", "1", "50%"],
      ["Exit Intent Popup", "1", "0", "0%"],
    ]);
    // The chart labels each bar with its share.
    const placedChart = page.locator("section[aria-labelledby=placed-title] .recharts-label-list");
    await expect.poll(() => placedChart.locator("text").allTextContents()).toEqual(["0%", "50%", "0%"]);
    await expectNoA11yViolations(page, "dashboard");
    expect(problems).toEqual([]);
    await close();
  });

  test("fits a phone: no sideways scrolling, the conversion chart and its table included", async () => {
    const { page, problems, close } = await h.open("/admin/dashboard", {
      allowStatus: [401],
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    await waitForHydration(page);
    await page.getByLabel("E-mail address").fill("maria@apex.example");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.locator("[data-figure=placed]").waitFor();
    await page.locator("section[aria-labelledby=placed-title] .recharts-surface").waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    // Every form's name is on screen, inside the chart.
    const ticks = await page
      .locator("section[aria-labelledby=placed-title] .recharts-yAxis-tick-labels text")
      .evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().left));
    expect(ticks).toHaveLength(3);
    for (const left of ticks) expect(left).toBeGreaterThanOrEqual(0);
    // Per recruiter, a card each instead of a table that would scroll sideways.
    const cards = page.getByRole("list", { name: "Leads by recruiter" });
    await cards.waitFor();
    expect(await cards.getByRole("listitem").count()).toBeGreaterThan(0);
    expect(await page.getByRole("table", { name: "Leads by recruiter" }).isVisible()).toBe(false);
    await expectNoA11yViolations(page, "dashboard on a phone");
    expect(problems).toEqual([]);
    await close();
  });

  test("measures the promise per recruiter and per posting, each count opening the list it counts", async () => {
    const kdb = h.db.kysely;
    const maria = await kdb
      .selectFrom("admin_users")
      .select("id")
      .where("email", "=", "maria@apex.example")
      .executeTakeFirstOrThrow();
    // Maria's lead has waited three hours; the application to the Tulsa posting two.
    await kdb
      .insertInto("leads")
      .values({
        ...leadRow({ created_at: now - 180 * MINUTE, first_name: "Priya", last_name: "Raman" }),
        owner_id: maria.id,
      })
      .execute();
    await seedApplication(h.db, {
      created_at: now - 120 * MINUTE,
      posting_id: "posting-tulsa",
      job_title: "Family NP - Tulsa, OK",
      first_name: "Dana",
      last_name: "Whitfield",
      owner_id: maria.id,
    });

    const { page, problems, close } = await h.open("/admin/dashboard", { allowStatus: [401] });
    await waitForHydration(page);
    await page.getByLabel("E-mail address").fill("maria@apex.example");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();

    const leads = page.getByRole("table", { name: "Leads by recruiter" });
    const row = (table: typeof leads, name: string) =>
      table.locator("tbody tr").filter({ has: page.getByRole("rowheader", { name }) });
    const cells = (table: typeof leads, name: string) =>
      row(table, name).evaluate((tr) => [...tr.children].map((cell) => cell.textContent));
    await row(leads, "maria@apex.example").waitFor();
    expect(await cells(leads, "maria@apex.example")).toEqual([
      "maria@apex.example",
      "1",
      "0% (0 of 1)",
      "–",
      "1",
      "1",
    ]);
    // The seeded leads have no owner: answered in 10, 30 and 4 minutes, one waiting 5 hours, one 10 minutes.
    expect(await cells(leads, "Unassigned")).toEqual(["Unassigned", "5", "50% (2 of 4)", "10 min", "2", "1"]);

    const applications = page.getByRole("table", { name: "Applications by posting" });
    await row(applications, "Family NP - Tulsa, OK").waitFor();
    expect(await cells(applications, "Family NP - Tulsa, OK")).toEqual([
      "Family NP - Tulsa, OK",
      "1",
      "0% (0 of 1)",
      "–",
      "1",
      "1",
    ]);
    await expectNoA11yViolations(page, "dashboard with recruiters and postings");

    // A count opens the list it counts: Maria's overdue leads.
    await page.getByRole("link", { name: "1 leads overdue now, maria@apex.example" }).click();
    await page.waitForURL(
      (url) => url.pathname === "/admin" && url.searchParams.get("waiting") === "overdue",
    );
    expect(new URL(page.url()).searchParams.get("owner")).toBe(maria.id);
    await page.getByText("Priya Raman").first().waitFor();

    await page.goBack();
    await page.getByRole("link", { name: "1 applications overdue now, Family NP - Tulsa, OK" }).click();
    await page.waitForURL((url) => url.pathname === "/admin/applications");
    expect(new URL(page.url()).searchParams.get("posting")).toBe("posting-tulsa");
    await page.getByText("Dana Whitfield").first().waitFor();
    expect(problems).toEqual([]);
    await close();
  });
});
