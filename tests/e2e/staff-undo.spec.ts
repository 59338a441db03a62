import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { hashPassword } from "#server/staff-auth/passwords";
import { createUser } from "#server/staff-auth/users.repository";
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

test.describe("the staff app: one way to save, and Undo for 10 seconds", () => {
  let h: Harness;
  let james = "";
  const now = Date.now();
  const idOf: Record<string, string> = {};
  const START: Record<string, "new" | "contacted" | "qualified"> = {
    "Ada Quinn": "new",
    "Ben Ortiz": "contacted",
    "Cleo Park": "qualified",
    "Dev Rao": "new",
    "Eve Lund": "new",
  };

  test.beforeAll(async ({ browser }) => {
    h = await startOwnSite(browser, { SMTP_URL: "", NOTIFY_EMAIL_TO: "" });
    const kdb = h.db.kysely;
    const fast = { N: 2 ** 12, r: 8, p: 1 };
    await createUser(kdb, "maria@apex.example", await hashPassword(PASSWORD, fast));
    james = (await createUser(kdb, "james@apex.example", await hashPassword(PASSWORD, fast))).id;
    const rows = Object.entries(START).map(([name, status], i) => {
      const [first_name, last_name] = name.split(" ") as [string, string];
      return leadRow({
        created_at: now - (i + 1) * 7 * MINUTE,
        first_name,
        last_name,
        status,
        email: `${first_name.toLowerCase()}@example.org`,
        phone: `(555) 020-${String(i + 1).padStart(4, "0")}`,
        organization: "Riverside Urgent Care",
        position: "Family NP",
        form_source: "Homepage Main Contact Form",
      });
    });
    await kdb.insertInto("leads").values(rows).execute();
    for (const [i, name] of Object.keys(START).entries()) idOf[name] = rows[i]!.id;
    await kdb.updateTable("leads").set({ owner_id: james }).where("id", "=", idOf["Ben Ortiz"]!).execute();
  });

  test.afterAll(async () => {
    await h?.close();
  });

  async function openSignedIn(pathname = "/admin", options: object = DESKTOP) {
    const session = await h.open(pathname, { ...SIGNED_OUT, ...options });
    await waitForHydration(session.page);
    await session.page.getByLabel("E-mail address").fill("maria@apex.example");
    await session.page.getByLabel("Password").fill(PASSWORD);
    await session.page.getByRole("button", { name: "Sign in" }).click();
    await session.page.locator("[data-lead-id], h1").first().waitFor();
    return session;
  }

  const stored = (id: string) =>
    h.db.kysely
      .selectFrom("leads")
      .select(["owner_id", "status"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  const rowOf = (page: Page, name: string) => page.locator("tbody tr", { hasText: name });
  const toast = (page: Page) => page.locator('[data-slot="toast"][data-state="open"]');

  async function shoot(page: Page, name: string) {
    if (!process.env.SCREENSHOT_DIR) return;
    fs.mkdirSync(process.env.SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, name) });
  }

  test("marks three leads as spam without asking, then Undo brings every row back with its own former status", async () => {
    const { page, problems, close } = await openSignedIn();
    const picked = ["Ada Quinn", "Ben Ortiz", "Cleo Park"];
    for (const name of picked) await page.getByLabel(`Select ${name}`).check();
    await page
      .getByRole("region", { name: "Bulk actions" })
      .getByRole("button", { name: "Mark as spam" })
      .click();
    await toast(page).getByText("3 of 3 selected leads marked as spam.").waitFor();
    for (const name of picked) await expect.poll(async () => (await stored(idOf[name]!)).status).toBe("spam");
    // Spam leaves the default view.
    for (const name of picked) await expect.poll(() => rowOf(page, name).count()).toBe(0);
    const undo = toast(page).getByRole("button", { name: "Undo" });
    expect(await undo.isVisible()).toBe(true);
    await expectNoA11yViolations(page, "list with the undo toast");
    await shoot(page, "staff-guide-undo.png");

    await undo.click();
    await toast(page).getByText("3 leads are back as they were.").waitFor();
    for (const name of picked) {
      await rowOf(page, name).waitFor();
      await expect
        .poll(() => rowOf(page, name).locator("[data-status]").getAttribute("data-status"))
        .toBe(START[name]);
      expect((await stored(idOf[name]!)).status).toBe(START[name]);
    }
    // The owner was not part of the change and stays.
    expect((await stored(idOf["Ben Ortiz"]!)).owner_id).toBe(james);
    const history = await h.db.kysely
      .selectFrom("lead_status_changes")
      .select(["from_status", "to_status"])
      .where("lead_id", "=", idOf["Ben Ortiz"]!)
      .orderBy("created_at")
      .execute();
    expect(history).toEqual([
      { from_status: "contacted", to_status: "spam" },
      { from_status: "spam", to_status: "contacted" },
    ]);
    expect(problems).toEqual([]);
    await close();
  });

  test("offers Undo for a status and an owner changed in a row", async () => {
    const { page, problems, close } = await openSignedIn();
    const name = "Dev Rao";
    await rowOf(page, name).getByLabel(`Status of ${name}`).selectOption("closed");
    await toast(page).getByText(`${name}: status set to Closed.`).waitFor();
    await expect.poll(async () => (await stored(idOf[name]!)).status).toBe("closed");
    await toast(page).getByRole("button", { name: "Undo" }).click();
    await toast(page).getByText("1 lead is back as it was.").waitFor();
    await expect.poll(async () => (await stored(idOf[name]!)).status).toBe("new");
    await expect.poll(() => rowOf(page, name).getByLabel(`Status of ${name}`).inputValue()).toBe("new");

    await rowOf(page, name).getByLabel(`Owner of ${name}`).selectOption(james);
    await toast(page).getByText(`${name}: assigned to james@apex.example.`).waitFor();
    // From the keyboard: F8 goes to the messages, Tab to this one, Tab again to its Undo.
    await page.keyboard.press("F8");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-slot"))).toBe("toast");
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Undo");
    await page.keyboard.press("Enter");
    await toast(page).getByText("1 lead is back as it was.").waitFor();
    await expect.poll(async () => (await stored(idOf[name]!)).owner_id).toBeNull();
    expect(problems).toEqual([]);
    await close();
  });

  test("saves status and owner in a lead's page as in the row, with a note of its own and no Save status button", async () => {
    const name = "Eve Lund";
    const { page, problems, close } = await openSignedIn(`/admin/leads/${idOf[name]}`);
    await page.getByRole("heading", { level: 1, name }).waitFor();
    expect(await page.getByRole("button", { name: "Save status" }).count()).toBe(0);
    await expectNoA11yViolations(page, "lead page");
    await shoot(page, "staff-guide-detail-status.png");

    await page.getByLabel("Status", { exact: true }).selectOption("contacted");
    await toast(page).getByText(`${name}: status set to Contacted.`).waitFor();
    await page.getByText("New → Contacted").waitFor();
    await toast(page).getByRole("button", { name: "Undo" }).click();
    await toast(page).getByText("1 lead is back as it was.").waitFor();
    await page.getByText("Contacted → New").waitFor();
    expect(await page.getByLabel("Status", { exact: true }).inputValue()).toBe("new");

    await page.getByLabel("Note", { exact: true }).fill("Asked for two references by Friday");
    await page.getByRole("button", { name: "Add note" }).click();
    await page.getByText("Note (New)").waitFor();
    expect((await stored(idOf[name]!)).status).toBe("new");
    expect(problems).toEqual([]);
    await close();
  });

  test("shows the same controls and the undo toast on a phone", async () => {
    const name = "Eve Lund";
    const { page, problems, close } = await openSignedIn(`/admin/leads/${idOf[name]}`, PHONE);
    await page.getByRole("heading", { level: 1, name }).waitFor();
    await page.getByLabel("Status", { exact: true }).selectOption("qualified");
    await toast(page).getByText(`${name}: status set to Qualified.`).waitFor();
    await expect.poll(async () => (await stored(idOf[name]!)).status).toBe("qualified");
    await expectNoA11yViolations(page, "lead page on a phone, with the undo toast");
    await shoot(page, "staff-guide-undo-phone.png");
    expect(problems).toEqual([]);
    await close();
  });
});
