import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { hashPassword } from "#server/staff-auth/passwords";
import { leadRow } from "#server/test-support/staff";
import { seedApplication } from "#server/test-support/applications";
import { createUser } from "#server/staff-auth/users.repository";
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
  PHONE,
  sidewaysOverflow,
} from "./fixtures";

const DESKTOP = { viewport: { width: 1280, height: 800 } };

test.describe("the staff app: chrome, dense list, bulk actions, keyboard, detail, phone", () => {
  let h: Harness;
  const now = Date.now();
  let me = "";
  let colleague = "";
  const names: string[] = [];
  const idOf: Record<string, string> = {};

  test.beforeAll(async ({ browser }) => {
    // The default set-up: no SMTP, so recruiters are not alerted.
    h = await startOwnSite(browser, { SMTP_URL: "", NOTIFY_EMAIL_TO: "" });
    const kdb = h.db.kysely;
    const fast = { N: 2 ** 12, r: 8, p: 1 };
    me = (await createUser(kdb, "maria@apex.example", await hashPassword(PASSWORD, fast))).id;
    colleague = (await createUser(kdb, "james@apex.example", await hashPassword(PASSWORD, fast))).id;
    const first = ["Hana", "Omar", "Grace", "Luis", "Priya", "Ethan", "Chloe", "Sam", "Nora", "Diego"];
    const rows = Array.from({ length: 20 }, (_, i) => {
      const firstName = `${first[i % first.length]}${i < first.length ? "" : " Jr"}`;
      names.push(`${firstName} Lead${String(i + 1).padStart(2, "0")}`);
      return leadRow({
        created_at: now - (i + 1) * 5 * MINUTE,
        first_name: firstName,
        last_name: `Lead${String(i + 1).padStart(2, "0")}`,
        email: `lead${i + 1}@example.org`,
        phone: `(555) 010-${String(i + 1).padStart(4, "0")}`,
        form_source: i % 2 === 0 ? "Homepage Main Contact Form" : "Floating CTA Button",
      });
    });
    await kdb.insertInto("leads").values(rows).execute();
    rows.forEach((row, i) => {
      idOf[names[i]!] = row.id;
    });
    // One person, twice: the quick form first, the full form a day later with the address in capitals.
    const rosa = { first_name: "Rosa", last_name: "Lead21", phone: "(555) 010-2100" };
    const rosaFirst = leadRow({
      ...rosa,
      created_at: now - 3 * 24 * 60 * MINUTE,
      email: "rosa@example.org",
      kind: "quick",
      message: null,
      form_source: "Exit Intent Popup",
    });
    const rosaLatest = leadRow({
      ...rosa,
      created_at: now - 2 * 24 * 60 * MINUTE,
      email: "ROSA@example.org",
      form_source: "NP Salary Guide Page",
    });
    await kdb.insertInto("leads").values([rosaFirst, rosaLatest]).execute();
    idOf.rosaFirst = rosaFirst.id;
    idOf.rosaLatest = rosaLatest.id;
    // Notifications that nothing sends: pending well past their next attempt.
    await kdb
      .insertInto("lead_notifications")
      .values(
        rows.slice(0, 3).map((row) => ({
          lead_id: row.id,
          channel: "email" as const,
          status: "pending" as const,
          attempts: 0,
          next_attempt_at: now - 60 * MINUTE,
          created_at: row.created_at,
          updated_at: row.created_at,
        })),
      )
      .execute();
  });

  test.afterAll(async () => {
    await h?.close();
  });

  async function openSignedIn(path = "/admin", options: object = DESKTOP, email = "maria@apex.example") {
    const session = await h.open(path, { ...SIGNED_OUT, ...options });
    await waitForHydration(session.page);
    await session.page.getByLabel("E-mail address").fill(email);
    await session.page.getByLabel("Password").fill(PASSWORD);
    await session.page.getByRole("button", { name: "Sign in" }).click();
    await session.page.locator("[data-lead-id]").first().waitFor();
    return session;
  }

  const owner = (id: string) =>
    h.db.kysely
      .selectFrom("leads")
      .select(["owner_id", "status"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  const rowOf = (page: Page, name: string) => page.locator(`tr[data-lead-id="${idOf[name]}"]`);

  test("has its own header, no public header, footer or overlays, and says e-mail alerts are off", async () => {
    const shell = await (await fetch(`${h.baseUrl}/admin`)).text();
    expect(shell).not.toContain("<header");
    expect(shell).not.toContain("<footer");
    const { page, problems, close } = await openSignedIn();
    const banner = page.locator("header");
    expect(await banner.count()).toBe(1);
    const nav = page.getByRole("navigation", { name: "Staff app" });
    expect(await nav.getByRole("link").allTextContents()).toEqual([
      "Leads",
      "Applications",
      "Jobs",
      "Dashboard",
      "Activity",
      "Templates",
    ]);
    expect(await nav.getByRole("link", { name: "Leads" }).getAttribute("aria-current")).toBe("page");
    expect(await banner.getByText("Signed in as maria@apex.example").isVisible()).toBe(true);
    expect(await banner.getByRole("button", { name: "Sign out" }).isVisible()).toBe(true);
    expect(await page.locator("footer").count()).toBe(0);
    expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(0);
    expect(await page.getByRole("link", { name: "Get Started" }).count()).toBe(0);
    expect(await page.getByRole("button", { name: /Get Matched/ }).count()).toBe(0);

    const alert = page.getByRole("region", { name: "E-mail alerts" });
    await alert.waitFor();
    const text = (await alert.textContent()) ?? "";
    expect(text).toContain("E-mail alerts to recruiters are off");
    expect(text).toContain("set SMTP_URL and NOTIFY_EMAIL_TO");
    expect(text).toContain("3 alerts are waiting to be sent");

    // The public site keeps its own chrome.
    await page.goto("/", { waitUntil: "networkidle" });
    await waitForHydration(page);
    expect(await page.locator("footer").count()).toBe(1);
    expect(await page.getByRole("navigation", { name: "Main" }).count()).toBe(1);
    expect(problems).toEqual([]);
    await close();
  });

  test("says how the applications' notifications stand next to the e-mail alerts, on a phone too; passes axe", async () => {
    const kdb = h.db.kysely;
    // One application whose two notifications wait (nothing sends them here), one whose e-mail failed for good.
    const waiting = await seedApplication(
      h.db,
      { created_at: now - 10 * MINUTE },
      { channels: ["email", "confirmation"] },
    );
    const failed = await seedApplication(h.db, { created_at: now - 20 * MINUTE }, { channels: ["email"] });
    await kdb
      .updateTable("application_notifications")
      .set({ status: "failed", attempts: 20, last_error: "connect ECONNREFUSED", updated_at: Date.now() })
      .where("application_id", "=", failed.id)
      .execute();
    const bar = (page: Page) => page.getByRole("region", { name: "Application notifications" });
    try {
      for (const [size, options] of [
        ["1280", DESKTOP],
        ["390", PHONE],
      ] as const) {
        const { page, problems, close } = await openSignedIn("/admin", options);
        if (size === "390") {
          // On a phone one line sums them up; its Details disclosure holds both bars.
          const line = page.getByRole("region", { name: "Delivery warnings" });
          await line.waitFor();
          expect(await line.textContent()).toContain("E-mail alerts off · Applications: 1 failed");
          expect(await bar(page).isVisible()).toBe(false);
          if (process.env.SCREENSHOT_DIR) {
            fs.mkdirSync(process.env.SCREENSHOT_DIR, { recursive: true });
            await page.screenshot({
              path: path.join(process.env.SCREENSHOT_DIR, "staff-delivery-health-390-line.png"),
            });
          }
          const details = line.getByRole("button", { name: "Details" });
          expect(await details.getAttribute("aria-expanded")).toBe("false");
          await details.click();
          expect(await details.getAttribute("aria-expanded")).toBe("true");
        }
        await bar(page).waitFor();
        const text = (await bar(page).textContent()) ?? "";
        expect(text).toContain("Application notifications: 2 waiting, 1 failed.");
        expect(text).toContain(
          "1 notification about an application could not be delivered in the last 7 days",
        );
        expect(text).toContain("press Retry under Notifications");
        expect(await bar(page).getAttribute("data-health")).toBe("failing");
        // The leads' bar is still there, above it, with its own figures.
        const alerts = page.getByRole("region", { name: "E-mail alerts" });
        expect(await alerts.textContent()).toContain("3 alerts are waiting to be sent");
        const [alertsBox, barBox] = [await alerts.boundingBox(), await bar(page).boundingBox()];
        expect(barBox!.y).toBeGreaterThanOrEqual(alertsBox!.y + alertsBox!.height - 1);
        expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
        await expectNoA11yViolations(page, `delivery health at ${size} px`);
        // Screenshots for a person to look at: SCREENSHOT_DIR=<dir> to keep them.
        if (process.env.SCREENSHOT_DIR) {
          fs.mkdirSync(process.env.SCREENSHOT_DIR, { recursive: true });
          await page.screenshot({
            path: path.join(process.env.SCREENSHOT_DIR, `staff-delivery-health-${size}.png`),
          });
        }
        expect(problems).toEqual([]);
        await close();
      }

      // Retried and sent: only the waiting ones are left, and the bar says so.
      await kdb
        .updateTable("application_notifications")
        .set({ status: "sent", last_error: null, sent_at: Date.now(), updated_at: Date.now() })
        .where("application_id", "=", failed.id)
        .execute();
      const { page, problems, close } = await openSignedIn();
      await bar(page).waitFor();
      expect(await bar(page).textContent()).toContain(
        "Application notifications: 2 waiting, 0 failed. 2 notifications about applications are waiting to be sent.",
      );
      expect(await bar(page).getAttribute("data-health")).toBe("waiting");

      // All sent: no bar at all.
      await kdb
        .updateTable("application_notifications")
        .set({ status: "sent", sent_at: Date.now(), updated_at: Date.now() })
        .where("application_id", "=", waiting.id)
        .execute();
      await page.reload({ waitUntil: "networkidle" });
      await page.getByRole("region", { name: "E-mail alerts" }).waitFor();
      expect(await bar(page).count()).toBe(0);
      expect(problems).toEqual([]);
      await close();
    } finally {
      for (const table of ["application_notifications", "application_files"] as const) {
        await kdb.deleteFrom(table).where("application_id", "in", [waiting.id, failed.id]).execute();
      }
      await kdb.deleteFrom("applications").where("id", "in", [waiting.id, failed.id]).execute();
    }
  });

  test("shows at least 12 leads at 1280×800 with name, organization, source, age, owner and status; passes axe", async () => {
    const { page, problems, close } = await openSignedIn();
    await expect.poll(() => page.locator("tbody tr").count()).toBe(21);
    const visible = await page.locator("tbody tr").evaluateAll((rows) =>
      rows.filter((row) => {
        const box = row.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }),
    );
    expect(visible.length).toBeGreaterThanOrEqual(12);
    const headers = await page.locator("thead th").allTextContents();
    for (const column of ["Name", "Organization or position", "Source", "Received", "Owner", "Status"]) {
      expect(headers.some((text) => text.startsWith(column))).toBe(true);
    }
    const row = rowOf(page, names[0]!);
    expect(await row.textContent()).toContain("Riverbend Community Health");
    expect(await row.textContent()).toContain("Homepage Main Contact Form");
    // Its age as the page computed it: five minutes at set-up, more on a machine slow to get here.
    const age = Number((await row.textContent())?.match(/(\d+) min ago/)?.[1]);
    expect(age).toBeGreaterThanOrEqual(5);
    expect(age).toBeLessThanOrEqual(Math.floor((Date.now() - (now - 5 * MINUTE)) / MINUTE));
    expect(await row.getByLabel(`Owner of ${names[0]}`).inputValue()).toBe("");
    expect(await row.getByLabel(`Status of ${names[0]}`).inputValue()).toBe("new");
    await expectNoA11yViolations(page, "dense list");
    expect(problems).toEqual([]);
    await close();
  });

  test("changes status and owner from the row, saved at once", async () => {
    const { page, problems, close } = await openSignedIn();
    const name = names[1]!;
    const row = rowOf(page, name);
    await row.getByLabel(`Status of ${name}`).selectOption("contacted");
    await expect.poll(async () => (await owner(idOf[name]!)).status).toBe("contacted");
    await row.getByLabel(`Owner of ${name}`).selectOption(colleague);
    await expect.poll(async () => (await owner(idOf[name]!)).owner_id).toBe(colleague);
    await page.getByText(`${name}: assigned to james@apex.example.`).first().waitFor();
    // Both survive a reload.
    await page.reload({ waitUntil: "networkidle" });
    await rowOf(page, name).waitFor();
    expect(await rowOf(page, name).getByLabel(`Status of ${name}`).inputValue()).toBe("contacted");
    expect(await rowOf(page, name).getByLabel(`Owner of ${name}`).inputValue()).toBe(colleague);
    const changes = await h.db.kysely
      .selectFrom("lead_owner_changes")
      .select(["to_email", "user_email"])
      .where("lead_id", "=", idOf[name]!)
      .execute();
    expect(changes).toEqual([{ to_email: "james@apex.example", user_email: "maria@apex.example" }]);
    expect(problems).toEqual([]);
    await close();
  });

  test("selects several leads and assigns them, sets their status and marks them as spam", async () => {
    const { page, problems, close } = await openSignedIn();
    const picked = [names[2]!, names[3]!, names[4]!];
    for (const name of picked) await page.getByLabel(`Select ${name}`).check();
    const bar = page.getByRole("region", { name: "Bulk actions" });
    await bar.getByText("3 selected").waitFor();
    await expectNoA11yViolations(page, "bulk actions");
    await bar.getByLabel("Assign to").selectOption(me);
    await bar.getByRole("button", { name: "Assign" }).click();
    await page.getByText("3 of 3 selected leads assigned.").first().waitFor();
    for (const name of picked) await expect.poll(async () => (await owner(idOf[name]!)).owner_id).toBe(me);
    // The selection is cleared after an action: select again for the next one.
    await expect.poll(() => bar.count()).toBe(0);

    for (const name of picked.slice(0, 2)) await page.getByLabel(`Select ${name}`).check();
    await bar.getByLabel("Set status").selectOption("qualified");
    await bar.getByRole("button", { name: "Set", exact: true }).click();
    await page.getByText("2 of 2 selected leads set to Qualified.").first().waitFor();
    expect((await owner(idOf[picked[0]!]!)).status).toBe("qualified");

    await page.getByLabel(`Select ${picked[2]}`).check();
    await bar.getByRole("button", { name: "Mark as spam" }).click();
    await page.getByText("1 of 1 selected leads marked as spam.").first().waitFor();
    expect((await owner(idOf[picked[2]!]!)).status).toBe("spam");
    // Spam leaves the default view.
    await expect.poll(() => rowOf(page, picked[2]!).count()).toBe(0);

    // "Mine" shows what was just assigned to me.
    await page.getByRole("navigation", { name: "Views" }).getByRole("link", { name: "Mine" }).click();
    await expect
      .poll(() => page.locator("tbody th[scope=row] a").allTextContents())
      .toEqual([picked[0], picked[1]]);
    expect(page.url()).toContain("owner=me");
    expect(problems).toEqual([]);
    await close();
  });

  test("sorts by a column from its header, kept in the address", async () => {
    const { page, problems, close } = await openSignedIn();
    await page.getByRole("button", { name: /^Name/ }).click();
    await expect.poll(() => page.url()).toContain("sort=name");
    await expect
      .poll(async () => (await page.locator("tbody th[scope=row] a").allTextContents()).slice(0, 2))
      .toEqual([names[0], names[1]]);
    expect(
      await page
        .locator("th", { has: page.getByRole("button", { name: /^Name/ }) })
        .getAttribute("aria-sort"),
    ).toBe("ascending");
    await page.getByRole("button", { name: /^Name/ }).click();
    await expect.poll(() => page.url()).toContain("dir=desc");
    await expect
      .poll(async () => (await page.locator("tbody th[scope=row] a").allTextContents())[0])
      .toBe("Rosa Lead21");
    expect(problems).toEqual([]);
    await close();
  });

  test("works from the keyboard: move, select, change status, open, and a visible list of shortcuts", async () => {
    const { page, problems, close } = await openSignedIn();
    await page.keyboard.press("?");
    const shortcuts = page.getByRole("region", { name: "Keyboard shortcuts" });
    await shortcuts.waitFor();
    expect(await shortcuts.textContent()).toContain("Open the lead");
    expect(await shortcuts.textContent()).toContain("Change the lead's status: ↑ ↓ choose, Enter saves");
    if (process.env.SCREENSHOT_DIR) {
      fs.mkdirSync(process.env.SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({
        path: path.join(process.env.SCREENSHOT_DIR, "staff-keyboard-shortcuts-1280.png"),
      });
    }
    await page.keyboard.press("?");
    await expect.poll(() => shortcuts.count()).toBe(0);

    await page.keyboard.press("/");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("name"))).toBe("q");

    // Tab from the search through the filters to the list, then move with j/k.
    await page.locator("tbody tr").first().focus();
    await page.keyboard.press("j");
    await page.keyboard.press("j");
    await page.keyboard.press("k");
    const active = () => page.evaluate(() => document.activeElement?.getAttribute("data-lead-id"));
    const target = names[6]!;
    const rows = await page
      .locator("tbody tr")
      .evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-lead-id")));
    expect(await active()).toBe(rows[1]);
    for (let i = 1; i < rows.indexOf(idOf[target]!); i++) await page.keyboard.press("ArrowDown");
    expect(await active()).toBe(idOf[target]);

    await page.keyboard.press("x");
    await page.getByRole("region", { name: "Bulk actions" }).getByText("1 selected").waitFor();
    await page.keyboard.press("x");

    await page.keyboard.press("s");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(
      `Status of ${target}`,
    );
    await page.keyboard.press("Escape");
    expect(await active()).toBe(idOf[target]);

    // The arrows only move the choice; Escape puts the saved status back, Enter saves and returns to the row.
    const status = rowOf(page, target).getByLabel(`Status of ${target}`);
    await page.keyboard.press("s");
    await page.keyboard.press("ArrowDown");
    expect(await status.inputValue()).toBe("contacted");
    await page.keyboard.press("Escape");
    expect(await active()).toBe(idOf[target]);
    expect(await status.inputValue()).toBe("new");
    await page.keyboard.press("s");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    expect(await status.inputValue()).toBe("qualified");
    expect(await status.isDisabled()).toBe(false);
    expect((await owner(idOf[target]!)).status).toBe("new");
    await page.keyboard.press("Enter");
    expect(await active()).toBe(idOf[target]);
    await expect.poll(async () => (await owner(idOf[target]!)).status).toBe("qualified");
    await expect.poll(() => status.getAttribute("data-status")).toBe("qualified");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-lead-id"))).toBe(
      idOf[target],
    );
    // Saved, the lead may move (in business hours the overdue come first): j and k go on from it where it is now.
    const order = () =>
      page.locator("tbody tr").evaluateAll((trs) => trs.map((tr) => tr.getAttribute("data-lead-id")));
    await expect.poll(async () => (await order()).length).toBe(rows.length);
    const current = await order();
    const at = current.indexOf(idOf[target]!);
    const [away, back, neighbour] =
      at < current.length - 1 ? ["j", "k", current[at + 1]] : ["k", "j", current[at - 1]];
    await expect.poll(active).toBe(idOf[target]);
    await page.keyboard.press(away);
    expect(await active()).toBe(neighbour);
    await page.keyboard.press(back);
    expect(await active()).toBe(idOf[target]);

    await page.keyboard.press("Enter");
    await page.getByRole("heading", { level: 1, name: target }).waitFor();
    expect(problems).toEqual([]);
    await close();
  });

  test("puts status, owner and note first in the detail, contact next, data folded, and steps through the list", async () => {
    const { page, problems, close } = await openSignedIn();
    // Earlier tests may have moved leads out of the default view: step through the list as it is now.
    const listed = await page
      .locator("tbody tr")
      .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-lead-id") ?? ""));
    const at = listed.indexOf(idOf[names[9]!]!);
    expect(at).toBeGreaterThan(0);
    const nameOf = (id: string) => Object.entries(idOf).find(([, value]) => value === id)![0];
    await rowOf(page, names[9]!).getByRole("link").click();
    await page.getByRole("heading", { level: 1, name: names[9] }).waitFor();
    await expectNoA11yViolations(page, "detail");
    const order = await page
      .locator("h2")
      .evaluateAll((headings) => headings.map((heading) => heading.textContent));
    expect(order.indexOf("Status and owner")).toBeLessThan(order.indexOf("Message"));
    expect(await page.getByRole("link", { name: /^Call / }).getAttribute("href")).toBe("tel:5550100010");
    expect(await page.getByRole("link", { name: /^E-mail / }).getAttribute("href")).toBe(
      `mailto:lead10@example.org`,
    );
    const folded = page.locator("details", { hasText: "Attribution and technical data" });
    expect(await folded.getAttribute("open")).toBeNull();
    expect(await page.getByText("Mozilla/5.0").isVisible()).toBe(false);
    await folded.locator("summary").click();
    expect(await page.getByText("Mozilla/5.0").isVisible()).toBe(true);

    // `s` goes to the status; the arrows choose without saving, Enter saves and the focus stays there.
    await page.locator("h1").click();
    await page.keyboard.press("s");
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLSelectElement | null;
        return { id: element?.id, value: element?.value };
      });
    expect(await focused()).toEqual({ id: "lead-status-choice", value: "new" });
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    expect(await focused()).toEqual({ id: "lead-status-choice", value: "qualified" });
    expect((await owner(idOf[names[9]!]!)).status).toBe("new");
    await page.keyboard.press("Enter");
    await expect.poll(async () => (await owner(idOf[names[9]!]!)).status).toBe("qualified");
    await page.getByText("New → Qualified").waitFor();
    expect(await focused()).toEqual({ id: "lead-status-choice", value: "qualified" });
    // j and k go on stepping through the list from the status box.
    await page.keyboard.press("j");
    await page.getByRole("heading", { level: 1, name: nameOf(listed[at + 1]!) }).waitFor();
    await page.keyboard.press("k");
    await page.getByRole("heading", { level: 1, name: names[9] }).waitFor();

    await page.getByText(`Lead ${at + 1} of ${listed.length} in the list`).waitFor();
    // The status's notice (with its Undo) lies over the Next lead link for its ten seconds.
    await closeNotifications(page);
    await page.getByRole("link", { name: "Next lead" }).click();
    await page.getByRole("heading", { level: 1, name: nameOf(listed[at + 1]!) }).waitFor();
    await page.getByText(`Lead ${at + 2} of ${listed.length} in the list`).waitFor();
    await page.keyboard.press("k");
    await page.getByRole("heading", { level: 1, name: names[9] }).waitFor();
    await page.getByRole("link", { name: "Previous lead" }).click();
    const previous = nameOf(listed[at - 1]!);
    await page.getByRole("heading", { level: 1, name: previous }).waitFor();

    // The list (not on screen) is fetched again as soon as the owner changes, so the way back shows it at once.
    const listFetched = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/api/admin/leads" && response.ok(),
    );
    await page.getByLabel("Owner", { exact: true }).selectOption(me);
    await page.getByText("Assigned to maria@apex.example").waitFor();
    expect((await owner(idOf[previous]!)).owner_id).toBe(me);
    await listFetched;
    await page.getByRole("link", { name: "Back to the leads" }).click();
    await rowOf(page, previous).waitFor();
    expect(await rowOf(page, previous).getByLabel(`Owner of ${previous}`).inputValue()).toBe(me);
    expect(problems).toEqual([]);
    await close();
  });

  test('groups one person\'s submissions: one row, "2 submissions", both in the detail', async () => {
    const { page, problems, close } = await openSignedIn();
    const latest = page.locator(`tr[data-lead-id="${idOf.rosaLatest}"]`);
    await latest.waitFor();
    expect(await latest.textContent()).toContain("2 submissions");
    expect(await page.locator(`tr[data-lead-id="${idOf.rosaFirst}"]`).count()).toBe(0);
    await latest.getByRole("link").click();
    const thread = page.getByRole("region", { name: "2 submissions from this person" });
    await thread.waitFor();
    const entries = thread.getByRole("listitem");
    expect(await entries.count()).toBe(2);
    expect(await entries.nth(0).textContent()).toContain("This submission");
    expect(await entries.nth(0).textContent()).toContain("NP Salary Guide Page");
    expect(await entries.nth(1).textContent()).toContain("Exit Intent Popup");
    await entries.nth(1).getByRole("link").click();
    await page.locator(`[data-thread-id="${idOf.rosaFirst}"] [aria-current="page"]`).waitFor();
    expect(await page.getByText("No message: this lead came from the quick form").isVisible()).toBe(true);
    await expectNoA11yViolations(page, "thread");
    expect(problems).toEqual([]);
    await close();
  });

  test("records a placement from the row; the Placed filter, the detail and the history show it", async () => {
    const { page, problems, close } = await openSignedIn();
    const name = names[7]!;
    await rowOf(page, name).getByLabel(`Status of ${name}`).selectOption("placed");
    await expect.poll(async () => (await owner(idOf[name]!)).status).toBe("placed");
    await page.getByText(`${name}: status set to Placed.`).first().waitFor();
    await page.getByLabel("Status", { exact: true }).selectOption("placed");
    await expect.poll(() => page.url()).toContain("status=placed");
    await expect.poll(() => page.locator("tbody th[scope=row] a").allTextContents()).toEqual([name]);
    await rowOf(page, name).getByRole("link").click();
    await page.getByRole("heading", { level: 1, name }).waitFor();
    expect(await page.getByLabel("Status", { exact: true }).inputValue()).toBe("placed");
    await page.getByText("New → Placed by maria@apex.example").waitFor();
    await expectNoA11yViolations(page, "placed lead");

    await page.getByRole("link", { name: "Back to the leads" }).click();
    await expect.poll(() => page.url()).toContain("status=placed");
    // A filter that lists the same leads leaves the rows as they are; a lead opened from them still
    // comes back to the new address.
    await page.getByLabel("Visitor type").selectOption("employer");
    const views = page.getByRole("navigation", { name: "Views" });
    await expect
      .poll(() => views.getByRole("link", { name: "Mine" }).getAttribute("href"))
      .toContain("userType=employer");
    await rowOf(page, name).getByRole("link").click();
    await page.getByRole("heading", { level: 1, name }).waitFor();
    await page.getByRole("link", { name: "Back to the leads" }).click();
    await expect.poll(() => page.url()).toContain("userType=employer");
    expect(page.url()).toContain("status=placed");
    expect(problems).toEqual([]);
    await close();
  });

  test("on a phone folds the warnings into one line, shows the first lead in the first screen, and remembers a dismissal until a warning changes", async () => {
    const { page, problems, close } = await openSignedIn("/admin", PHONE);
    const line = page.getByRole("region", { name: "Delivery warnings" });
    await line.waitFor();
    expect(await line.textContent()).toContain("E-mail alerts off");
    // One line: the bar is no taller than its 44 px buttons and a border.
    expect((await line.boundingBox())!.height).toBeLessThanOrEqual(48);
    const firstCard = page.getByRole("list", { name: "Leads" }).locator("> li").first();
    const cardBox = (await firstCard.boundingBox())!;
    expect(cardBox.y).toBeGreaterThanOrEqual(0);
    expect(cardBox.y + cardBox.height).toBeLessThanOrEqual(844);
    await expectNoA11yViolations(page, "phone warning line");
    if (process.env.SCREENSHOT_DIR) {
      fs.mkdirSync(process.env.SCREENSHOT_DIR, { recursive: true });
      await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, "staff-phone-warning-390.png") });
    }

    // From the keyboard: Details opens the full text, the dismiss button hides the line.
    const details = line.getByRole("button", { name: "Details" });
    await details.focus();
    await page.keyboard.press("Enter");
    await line.getByRole("region", { name: "E-mail alerts" }).waitFor();
    expect(await line.textContent()).toContain("set SMTP_URL and NOTIFY_EMAIL_TO");
    await expectNoA11yViolations(page, "phone warning details");
    await line.getByRole("button", { name: "Dismiss the delivery warnings" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => line.count()).toBe(0);

    // Dismissed across the staff app's pages and a reload, for the session.
    const nav = page.getByRole("navigation", { name: "Staff app" });
    await nav.getByRole("link", { name: "Applications" }).click();
    await page.getByRole("heading", { level: 1, name: "Applications" }).waitFor();
    await nav.getByRole("link", { name: "Leads" }).click();
    await firstCard.waitFor();
    expect(await line.count()).toBe(0);
    const healthAnswered = page.waitForResponse((response) => response.url().endsWith("/health"));
    await page.reload({ waitUntil: "networkidle" });
    await healthAnswered;
    await firstCard.waitFor();
    expect(await line.count()).toBe(0);

    // A new warning brings the line back.
    const waiting = await seedApplication(h.db, { created_at: now - 10 * MINUTE }, { channels: ["email"] });
    try {
      await page.reload({ waitUntil: "networkidle" });
      await line.waitFor();
      expect(await line.textContent()).toContain("E-mail alerts off · Applications: 1 waiting");
    } finally {
      const kdb = h.db.kysely;
      for (const table of ["application_notifications", "application_files"] as const) {
        await kdb.deleteFrom(table).where("application_id", "=", waiting.id).execute();
      }
      await kdb.deleteFrom("applications").where("id", "=", waiting.id).execute();
    }
    expect(problems).toEqual([]);
    await close();
  });

  test("on a phone shows one card per lead with the same actions", async () => {
    const { page, problems, close } = await openSignedIn("/admin", PHONE);
    const cards = page.getByRole("list", { name: "Leads" }).locator("> li");
    await expect.poll(() => cards.count()).toBeGreaterThan(10);
    expect(await page.locator("table").count()).toBe(0);
    const firstTop = await cards.first().evaluate((card) => card.getBoundingClientRect().top);
    expect(firstTop).toBeLessThan(844);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const name = names[12]!;
    const card = page.locator(`li[data-lead-id="${idOf[name]}"]`);
    await card.getByLabel(`Status of ${name}`).selectOption("closed");
    await expect.poll(async () => (await owner(idOf[name]!)).status).toBe("closed");
    await card.getByLabel(`Owner of ${name}`).selectOption(me);
    await expect.poll(async () => (await owner(idOf[name]!)).owner_id).toBe(me);
    await card.getByLabel(`Select ${name}`).check();
    await page.getByRole("region", { name: "Bulk actions" }).getByText("1 selected").waitFor();
    await expectNoA11yViolations(page, "phone list");
    // The detail fits the phone too.
    await card.getByRole("link", { name }).click();
    await page.getByRole("heading", { level: 1, name }).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(problems).toEqual([]);
    await close();
  });
});
