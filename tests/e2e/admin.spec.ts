import fs from "node:fs";
import type { Page } from "@playwright/test";
import { hashPassword } from "#server/staff-auth/passwords";
import { leadRow, parseCsv } from "#server/test-support/staff";
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
} from "./fixtures";

const DAY = 24 * 60 * MINUTE;
// Signed-out visits start with the session probe answering 401; wrong passwords answer 401 or 429.
const SIGNED_OUT = { allowStatus: [401, 429] };

test.describe("the leads inbox in a real browser", () => {
  let h: Harness;
  const now = Date.now();
  const ids: Record<string, string> = {};
  /** A row shows its lead's age in minutes: at least the seeded age, at most that plus the time since seeding. */
  const expectAge = (text: string, seededMinutes: number) => {
    const shown = Number(/(\d+) min ago/.exec(text)?.[1]);
    expect(shown).toBeGreaterThanOrEqual(seededMinutes);
    expect(shown).toBeLessThanOrEqual(seededMinutes + Math.ceil((Date.now() - now) / MINUTE));
  };
  let xssId = "";

  test.beforeAll(async ({ browser }) => {
    // Business hours round the clock: which leads are overdue does not hang on when the test runs.
    h = await startOwnSite(browser, { BUSINESS_HOURS: "Mon-Sun 0:00-24:00", BUSINESS_TZ: "UTC" });
    const kdb = h.db.kysely;
    const fast = { N: 2 ** 12, r: 8, p: 1 };
    for (const email of ["recruiter@apex.example", "locked@apex.example", "second@apex.example"]) {
      await createUser(kdb, email, await hashPassword(PASSWORD, fast));
    }
    const leads = [
      leadRow({
        created_at: now - 3 * MINUTE,
        first_name: "Ana",
        last_name: "Lopez",
        email: "ana.lopez@clinic.example",
        phone: "(555) 010-2233",
        user_type: "job_seeker",
        organization: null,
        kind: "quick",
        message: null,
        form_source: "Floating CTA Button",
        page_path: "/faq",
        utm: JSON.stringify({ utm_source: "newsletter", utm_campaign: "spring" }),
      }),
      leadRow({
        created_at: now - 25 * MINUTE,
        first_name: "Bo",
        last_name: "Chen",
        email: "bo@valleyhealth.example",
        phone: "555.777.1234",
        organization: "Valley Health Partners",
        form_source: "Homepage Main Contact Form",
      }),
      leadRow({
        created_at: now - 2 * 60 * MINUTE,
        first_name: "Cy",
        last_name: "Okafor",
        email: "cy@okafor.example",
        user_type: "job_seeker",
        organization: null,
        status: "contacted",
        form_source: "NP Salary Guide Page",
        page_path: "/nurse-practitioner-salary-guide",
      }),
      leadRow({
        created_at: now - 3 * DAY,
        first_name: '=HYPERLINK("http://evil.example","Click")',
        last_name: "Formula",
        email: "formula@example.org",
        phone: "+1 555 330 1294",
        organization: '@Risky, "Quoted" Inc.',
        message: "-2+3\nSecond line, with a comma",
        form_source: "Exit Intent Popup",
      }),
      leadRow({
        created_at: now - 6 * DAY,
        first_name: "Dee",
        last_name: "Failed",
        email: "dee@fail.example",
        form_source: "PA Salary Guide Page",
      }),
    ];
    await kdb.insertInto("leads").values(leads).execute();
    ids.ana = leads[0]!.id;
    ids.bo = leads[1]!.id;
    ids.cy = leads[2]!.id;
    ids.formula = leads[3]!.id;
    ids.dee = leads[4]!.id;
    const pager = Array.from({ length: 55 }, (_, i) =>
      leadRow({
        created_at: now - 10 * DAY - i * MINUTE,
        first_name: `Pager${i + 1}`,
        form_source: "Pager Test",
      }),
    );
    await kdb.insertInto("leads").values(pager).execute();
    await kdb
      .insertInto("lead_notifications")
      .values([
        {
          lead_id: ids.dee!,
          channel: "email",
          status: "failed",
          attempts: 20,
          next_attempt_at: now - DAY,
          last_error: "Invalid login: 535 Authentication failed",
          created_at: now - 40 * DAY,
          updated_at: now - DAY,
        },
        {
          lead_id: ids.dee!,
          channel: "webhook",
          status: "sent",
          attempts: 1,
          next_attempt_at: now - 40 * DAY,
          sent_at: now - 40 * DAY + 2000,
          created_at: now - 40 * DAY,
          updated_at: now - 40 * DAY,
        },
      ])
      .execute();

    // A lead with HTML and script payloads, through the real public API.
    const response = await fetch(`${h.baseUrl}/api/contact`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        firstName: "<script>window.__xss=1</script>",
        lastName: "<img src=x onerror=window.__xss=2>",
        email: "xss@example.org",
        phone: "555-201-8890",
        userType: "employer",
        organization: '"><svg onload=window.__xss=3>',
        message: "<b>bold?</b> <a href=javascript:window.__xss=4>link</a>",
        formSource: "Homepage Main Contact Form",
      }),
    });
    expect(response.status).toBe(201);
    xssId = ((await response.json()) as { id: string }).id;
  });

  test.afterAll(async () => {
    await h?.close();
  });

  async function signIn(page: Page, email = "recruiter@apex.example", password = PASSWORD) {
    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Password").fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
  }

  // Newest first, as these tests read the list (the default view puts the overdue first).
  async function openSignedIn(path = "/admin?sort=received") {
    const session = await h.open(path, SIGNED_OUT);
    await waitForHydration(session.page);
    await signIn(session.page);
    await session.page.getByRole("heading", { level: 1 }).filter({ hasNotText: "Staff sign-in" }).waitFor();
    return session;
  }

  const rowNames = (page: Page) =>
    page.locator("tbody tr th[scope=row] a").evaluateAll((links) => links.map((a) => a.textContent ?? ""));
  /** The table updates after the request the filters trigger: wait for the rows to match. */
  const expectRows = (page: Page, expected: readonly string[], message?: string) =>
    expect.poll(() => rowNames(page), { message, timeout: 10_000 }).toEqual(expected);

  test("signs in: refuses a wrong password, then opens the inbox; the screens pass axe and CSP", async () => {
    const { page, problems, close } = await h.open(undefined, SIGNED_OUT);
    const violations: string[] = [];
    await page.exposeFunction("reportCspViolation", (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { reportCspViolation(t: string): void }).reportCspViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    await page.goto("/admin", { waitUntil: "networkidle" });
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: "Staff sign-in" }).waitFor();
    expect(await page.locator("h1").count()).toBe(1);
    await expectNoA11yViolations(page, "sign-in");

    await page.getByRole("button", { name: "Sign in" }).click();
    expect(await page.getByText("Enter your e-mail address").isVisible()).toBe(true);
    expect(await page.getByLabel("E-mail address").getAttribute("aria-invalid")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("email");

    await signIn(page, "recruiter@apex.example", "not the password");
    await page.getByRole("alert").filter({ hasText: "Incorrect e-mail address or password." }).waitFor();
    expect(await page.getByLabel("Password").inputValue()).toBe("");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("password");

    await signIn(page);
    await page.getByRole("heading", { level: 1, name: "Leads inbox" }).waitFor();
    await page.locator("tbody tr").first().waitFor();
    expect(await page.getByText("Signed in as recruiter@apex.example").isVisible()).toBe(true);
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === "admin_session")!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Strict" });
    expect(await page.evaluate(() => document.cookie)).toBe("");
    await expectNoA11yViolations(page, "inbox");

    // A reload keeps the session (server-side, by cookie).
    await page.reload({ waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: "Leads inbox" }).waitFor();
    expect(problems).toEqual([]);
    expect(violations).toEqual([]);
    await close();
  });

  test("locks the account after 5 wrong passwords, even against the right one", async () => {
    const { page, problems, close } = await h.open("/admin", SIGNED_OUT);
    await waitForHydration(page);
    for (let i = 1; i <= 4; i++) {
      await signIn(page, "locked@apex.example", `wrong guess ${i}`);
      await page.getByRole("alert").filter({ hasText: "Incorrect e-mail address or password." }).waitFor();
      await page.getByRole("button", { name: "Sign in" }).and(page.locator(":enabled")).waitFor();
    }
    await signIn(page, "locked@apex.example", "wrong guess 5");
    await page
      .getByRole("alert")
      .filter({ hasText: "Too many failed sign-in attempts. Try again in 15 minutes." })
      .waitFor();
    await signIn(page, "locked@apex.example", PASSWORD);
    await page.getByRole("alert").filter({ hasText: "Too many failed sign-in attempts" }).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Staff sign-in");
    expect((await page.context().cookies()).some((cookie) => cookie.name === "admin_session")).toBe(false);
    expect(problems).toEqual([]);
    await close();
  });

  test("lists leads newest first with organization or visitor type, source and age; highlights overdue new leads", async () => {
    const { page, problems, close } = await openSignedIn();
    await page.locator("tbody tr").first().waitFor();
    const names = await rowNames(page);
    expect(names.slice(0, 5)).toEqual([
      "<script>window.__xss=1</script> <img src=x onerror=window.__xss=2>",
      "Ana Lopez",
      "Bo Chen",
      "Cy Okafor",
      '=HYPERLINK("http://evil.example","Click") Formula',
    ]);
    const ana = page.locator(`tr[data-lead-id="${ids.ana}"]`);
    const anaText = (await ana.textContent()) ?? "";
    for (const part of ["NP/PA Professional", "Floating CTA Button", "Unassigned", "New"]) {
      expect(anaText).toContain(part);
    }
    // Ages count from the seeded times; a slow start may add a minute or two before the page draws them.
    expectAge(anaText, 3);
    expect(await ana.getAttribute("data-overdue")).toBeNull();
    const bo = page.locator(`tr[data-lead-id="${ids.bo}"]`);
    expect(await bo.getAttribute("data-overdue")).toBe("true");
    expectAge((await bo.textContent()) ?? "", 25);
    expect(await bo.textContent()).toContain("Valley Health Partners");
    expect(await bo.getByRole("img", { name: "Waiting over 20 min" }).count()).toBe(1);
    // Contacted leads are not overdue however old they are.
    expect(await page.locator(`tr[data-lead-id="${ids.cy}"]`).getAttribute("data-overdue")).toBeNull();
    expect(
      await page
        .locator(`tr[data-lead-id="${ids.dee}"]`)
        .getByRole("img", { name: "Notification failed" })
        .count(),
    ).toBe(1);
    expect(await page.getByRole("status").filter({ hasText: "Showing leads" }).textContent()).toBe(
      "Showing leads 1–50 of 61.",
    );
    expect(problems).toEqual([]);
    await close();
  });

  test("filters by status, visitor type, source and date range as they are chosen, and searches as you type; Clear shows everything", async () => {
    const { page, problems, close } = await openSignedIn();
    await page.locator("tbody tr").first().waitFor();

    await page.getByLabel("Status", { exact: true }).focus();
    await page.getByLabel("Status", { exact: true }).selectOption("contacted");
    await expectRows(page, ["Cy Okafor"]);
    // Choosing keeps the keyboard where it was.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("status");
    expect(page.url()).toContain("status=contacted");

    await page.getByLabel("Status", { exact: true }).selectOption("");
    await page.getByLabel("Visitor type").selectOption("job_seeker");
    await expectRows(page, ["Ana Lopez", "Cy Okafor"]);

    await page.getByLabel("Visitor type").selectOption("");
    await page.getByLabel("Source form").selectOption("NP Salary Guide Page");
    await expectRows(page, ["Cy Okafor"]);

    const day = (offsetDays: number) => {
      const date = new Date(now + offsetDays * DAY);
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, "0")}-${String(date.getDate()).padStart(2, "0")}`;
    };
    await page.getByLabel("Source form").selectOption("");
    await page.getByLabel("Received from").fill(day(-5));
    await page.getByLabel("Received to").fill(day(-2));
    await expectRows(page, ['=HYPERLINK("http://evil.example","Click") Formula']);

    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect.poll(async () => (await rowNames(page)).length).toBe(50);

    const search = page.getByLabel("Search name, e-mail, phone or organization");
    for (const [query, expected] of [
      ["lopez", ["Ana Lopez"]],
      ["bo@valleyhealth", ["Bo Chen"]],
      ["555 777 1234", ["Bo Chen"]],
      ["valley health", ["Bo Chen"]],
      ["Pager55", ["Pager55 Whitfield"]],
    ] as const) {
      // Typed key by key: the list follows once typing pauses, with no button to press.
      await search.fill("");
      await search.pressSequentially(query);
      await expect.poll(() => new URL(page.url()).searchParams.get("q"), { timeout: 10_000 }).toBe(query);
      await expectRows(page, expected, query);
    }
    await search.fill("no such person");
    await page.getByText("No leads match these filters.").waitFor();
    await expectNoA11yViolations(page, "inbox with no results");
    expect(problems).toEqual([]);
    await close();
  });

  test("pages with a cursor: older and newer", async () => {
    const { page, problems, close } = await openSignedIn("/admin?source=Pager+Test&sort=received");
    await page.locator("tbody tr").first().waitFor();
    expect(await page.getByRole("status").filter({ hasText: "Showing" }).textContent()).toBe(
      "Showing leads 1–50 of 55.",
    );
    expect((await rowNames(page))[0]).toBe("Pager1 Whitfield");
    await page.getByRole("button", { name: "Older leads" }).click();
    await page.getByRole("status").filter({ hasText: "Showing leads 51–55 of 55." }).waitFor();
    await expectRows(
      page,
      [51, 52, 53, 54, 55].map((n) => `Pager${n} Whitfield`),
    );
    expect(await page.getByRole("button", { name: "Older leads" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Newer leads" }).click();
    await page.getByRole("status").filter({ hasText: "Showing leads 1–50 of 55." }).waitFor();
    expect(await page.getByRole("button", { name: "Newer leads" }).isDisabled()).toBe(true);
    expect(problems).toEqual([]);
    await close();
  });

  test("shows HTML and script payloads as text, never as markup", async () => {
    const { page, problems, close } = await openSignedIn();
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const row = page.locator(`tr[data-lead-id="${xssId}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('"><svg onload=window.__xss=3>');
    await row.getByRole("link").click();
    await page.getByRole("heading", { level: 1 }).filter({ hasText: "<script>" }).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "<script>window.__xss=1</script> <img src=x onerror=window.__xss=2>",
    );
    const main = (await page.locator("main").textContent()) ?? "";
    expect(main).toContain('"><svg onload=window.__xss=3>');
    expect(main).toContain("<b>bold?</b> <a href=javascript:window.__xss=4>link</a>");
    expect(
      await page
        .locator("main script, main img, main svg[onload], main b, main a[href^='javascript']")
        .count(),
    ).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    expect(problems).toEqual([]);
    await close();
  });

  test("changes a lead's status with a note, recorded with who and when, and back again", async () => {
    const { page, problems, close } = await openSignedIn();
    await page.locator(`tr[data-lead-id="${ids.bo}"] a`).click();
    await page.getByRole("heading", { level: 1, name: "Bo Chen" }).waitFor();
    await expectNoA11yViolations(page, "lead detail");
    const details = (await page.locator("dl").textContent()) ?? "";
    for (const part of [
      "Valley Health Partners",
      "Tulsa, OK",
      "Homepage Main Contact Form",
      "Full contact form",
      "Passed",
    ]) {
      expect(details).toContain(part);
    }
    expect(await page.getByRole("link", { name: "bo@valleyhealth.example" }).getAttribute("href")).toBe(
      "mailto:bo@valleyhealth.example",
    );
    await page.getByText("No status changes yet.").waitFor();

    // A status picked is saved at once, as in the list; the note is added with its own button.
    const status = page.getByLabel("Status", { exact: true });
    await status.selectOption("contacted");
    await page.getByText("Bo Chen: status set to Contacted.").first().waitFor();
    await page.getByText("New → Contacted").waitFor();
    await page.getByLabel("Note", { exact: true }).fill("Left a voicemail, calling again at 3 pm");
    await page.getByRole("button", { name: "Add note" }).click();
    await page.getByText("Note added to the history.").first().waitFor();
    const history = page.getByRole("list").filter({ hasText: "Note (Contacted)" });
    await history.waitFor();
    const entry = (await history.textContent()) ?? "";
    expect(entry).toContain("by recruiter@apex.example");
    expect(entry).toContain("just now");
    expect(entry).toContain("Left a voicemail, calling again at 3 pm");
    expect(await page.getByLabel("Note", { exact: true }).inputValue()).toBe("");

    await status.selectOption("new");
    await page.getByText("Contacted → New").waitFor();

    await status.selectOption("qualified");
    await page.getByText("New → Qualified").waitFor();

    await page.getByRole("link", { name: "Back to the leads" }).click();
    await page.getByRole("heading", { level: 1, name: "Leads inbox" }).waitFor();
    const row = page.locator(`tr[data-lead-id="${ids.bo}"]`);
    await row.locator('[data-status="qualified"]').waitFor();
    expect(await row.getAttribute("data-overdue")).toBeNull();
    const stored = await h.db.kysely
      .selectFrom("lead_status_changes")
      .select(["from_status", "to_status", "note", "user_email"])
      .where("lead_id", "=", ids.bo!)
      .orderBy("created_at")
      .execute();
    expect(stored.map((s) => [s.from_status, s.to_status, s.user_email])).toEqual([
      ["new", "contacted", "recruiter@apex.example"],
      ["contacted", "contacted", "recruiter@apex.example"],
      ["contacted", "new", "recruiter@apex.example"],
      ["new", "qualified", "recruiter@apex.example"],
    ]);
    expect(problems).toEqual([]);
    await close();
  });

  test("shows each notification delivery and retries a failed one", async () => {
    const { page, problems, close } = await openSignedIn(`/admin/leads/${ids.dee}`);
    await page.getByRole("heading", { level: 1, name: "Dee Failed" }).waitFor();
    const email = page.locator('tr[data-channel="email"]');
    const emailText = (await email.textContent()) ?? "";
    for (const part of ["E-mail", "Failed", "20", "Invalid login: 535 Authentication failed", "Not yet"]) {
      expect(emailText).toContain(part);
    }
    const webhook = page.locator('tr[data-channel="webhook"]');
    expect(await webhook.textContent()).toContain("Sent");
    expect(await webhook.getByRole("button").count()).toBe(0);

    const before = Date.now();
    await page.getByRole("button", { name: "Retry the e-mail notification" }).click();
    await page.getByText("The e-mail notification is queued and will be sent again now.").waitFor();
    await email.getByText("Pending").waitFor();
    expect(await email.getByRole("button").count()).toBe(0);
    const row = await h.db.kysely
      .selectFrom("lead_notifications")
      .selectAll()
      .where("lead_id", "=", ids.dee!)
      .where("channel", "=", "email")
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("pending");
    expect(Number(row.next_attempt_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(Number(row.next_attempt_at)).toBeLessThanOrEqual(Date.now());
    expect(problems).toEqual([]);
    await close();
  });

  test("downloads the filtered leads as CSV, with formula cells neutralised and quoting intact", async () => {
    const { page, problems, close } = await openSignedIn("/admin?q=formula");
    await page.locator("tbody tr").first().waitFor();
    await expectRows(page, ['=HYPERLINK("http://evil.example","Click") Formula']);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Export CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync((await download.path())!, "utf8");
    expect(text.startsWith("\uFEFF")).toBe(true);
    const rows = parseCsv(text.slice(1));
    expect(rows).toHaveLength(2);
    const header = rows[0]!;
    const cell = (name: string) => rows[1]![header.indexOf(name)];
    expect(cell("First name")).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(cell("Phone")).toBe("'+1 555 330 1294");
    expect(cell("Organization")).toBe(`'@Risky, "Quoted" Inc.`);
    expect(cell("Message")).toBe("'-2+3\nSecond line, with a comma");
    expect(cell("Lead ID")).toBe(ids.formula);
    expect(text).toContain(`"'@Risky, ""Quoted"" Inc."`);
    const audit = await h.db.kysely
      .selectFrom("admin_audit_log")
      .select(["actor", "detail"])
      .where("action", "=", "export")
      .execute();
    expect(audit.map((entry) => [entry.actor, JSON.parse(entry.detail)])).toContainEqual([
      "recruiter@apex.example",
      { filters: { q: "formula" }, rows: 1, complete: true },
    ]);

    await page.getByRole("link", { name: "Activity", exact: true }).click();
    await page.getByRole("heading", { level: 1, name: "Activity log" }).waitFor();
    await page.getByRole("cell", { name: "Exported leads (CSV)" }).first().waitFor();
    expect(await page.getByRole("cell", { name: "Signed in" }).count()).toBeGreaterThan(0);
    await expectNoA11yViolations(page, "activity log");
    expect(problems).toEqual([]);
    await close();
  });

  test("shows locked sign-ins in the Activity log, lifts one, counts refused attempts and pages to older entries", async () => {
    const kdb = h.db.kysely;
    await kdb
      .insertInto("admin_audit_log")
      .values(
        Array.from({ length: 60 }, (_, i) => ({
          id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
          created_at: now - 2 * DAY - i * MINUTE,
          action: "sign_in",
          user_id: null,
          actor: "second@apex.example",
          ip_hash: null,
          detail: "{}",
        })),
      )
      .execute();
    const { page, problems, close } = await openSignedIn("/admin/activity");
    await page.getByRole("heading", { level: 1, name: "Activity log" }).waitFor();
    const locks = page.getByRole("region", { name: "Locked sign-ins" });
    await locks.getByText("locked@apex.example").waitFor();
    expect(await locks.textContent()).toContain("Locked for one device or network");
    await expectNoA11yViolations(page, "activity log with a lock");

    await locks.getByRole("button", { name: "Unlock locked@apex.example" }).click();
    await locks.getByRole("status").filter({ hasText: "locked@apex.example can sign in again." }).waitFor();
    await expect.poll(() => locks.getByRole("button", { name: /^Unlock / }).count()).toBe(0);
    const again = await h.app.inject({
      method: "POST",
      url: "/api/admin/session",
      remoteAddress: "127.0.0.1",
      headers: { origin: h.baseUrl },
      payload: { email: "locked@apex.example", password: PASSWORD },
    });
    expect(again.statusCode).toBe(200);

    await page.getByLabel("Show").selectOption("refused");
    const failed = page
      .getByRole("row")
      .filter({ hasText: "Sign-in failed" })
      .filter({ hasText: "locked@apex.example" });
    await failed.first().waitFor();
    expect(await failed.first().textContent()).toContain("5 attempts");
    expect(await page.getByRole("cell", { name: "Lifted a sign-in lock" }).count()).toBe(0);

    await page.getByLabel("Show").selectOption("staff");
    await page.getByRole("cell", { name: "Lifted a sign-in lock" }).first().waitFor();
    const rows = page.locator("tbody tr");
    await expect.poll(() => rows.count()).toBe(50);
    await page.getByRole("button", { name: "Show older entries" }).click();
    await expect.poll(() => rows.count()).toBeGreaterThan(60);
    expect(await page.getByRole("button", { name: "Show older entries" }).count()).toBe(0);
    expect(problems).toEqual([]);
    await close();
  });

  test("signs out: the inbox is gone, and going back asks to sign in again", async () => {
    const { page, problems, close } = await openSignedIn();
    await page.getByRole("button", { name: "Sign out" }).click();
    await page.getByRole("heading", { level: 1, name: "Staff sign-in" }).waitFor();
    expect((await page.context().cookies()).some((cookie) => cookie.name === "admin_session")).toBe(false);
    await page.goto("/admin", { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1, name: "Staff sign-in" }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  test("serves /admin with noindex and keeps the inbox's code out of the public pages", async () => {
    const response = await fetch(`${h.baseUrl}/admin/leads/anything`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const { page, close } = await h.open("/");
    await waitForHydration(page);
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => name.endsWith(".js")),
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((name) => /\/admin-[^/]*\.js$/.test(name))).toEqual([]);
    await close();
  });
});
