import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry, AuditPage } from "#schemas/admin";
import { testDialects } from "../test-support/db";
import {
  emailShapedActor,
  REFUSED_ACCOUNTS_PER_CLIENT,
  REFUSED_ROWS_PER_PERIOD,
  recordRefusedSignIn,
} from "./audit.repository";
import { configurePasswordHasher } from "../staff-auth/password-hasher";
import { refusedSignIns } from "../staff-auth/refused-sign-ins";
import { type AdminTestApp, startAdminApp } from "../test-support/staff";

const REFUSED = ["sign_in_failed", "sign_in_locked", "sign_in_busy"];

describe("emailShapedActor", () => {
  it.each([
    ["staff@apex.example", "staff@apex.example"],
    ["export by staff@apex.example ok", null],
    ["<b>x</b>@apex.example", null],
    [`${"a".repeat(250)}@x.example`, null],
    [`${"a".repeat(65)}@x.example`, null],
    ["nobody", null],
    ["", null],
  ])("%j is shown as %j", (typed, shown) => {
    expect(emailShapedActor(typed)).toBe(shown);
  });
});

describe.each(testDialects)("activity log (%s)", (dialect) => {
  let t: AdminTestApp;
  let cookie: string;
  beforeAll(async () => {
    // A short queue: the flood is refused sooner, with the same bounds on what it writes.
    await configurePasswordHasher({ threads: 1, maxQueue: 2, perClient: 2 });
    t = await startAdminApp(dialect);
    await t.addUser("staff@apex.example");
    cookie = await t.signIn("staff@apex.example");
    const exported = await t.app.inject({ method: "GET", url: "/api/admin/export.csv", headers: { cookie } });
    expect(exported.statusCode).toBe(200);
  });
  afterAll(async () => {
    await t?.close();
  });

  const refusedRows = () =>
    t.kdb
      .selectFrom("admin_audit_log")
      .select(["actor", "ip_hash", "attempts", "action"])
      .where("action", "in", REFUSED)
      .execute();

  const audit = async (query = ""): Promise<AuditPage> => {
    const response = await t.app.inject({
      method: "GET",
      url: `/api/admin/audit${query}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  it("keeps a flood of 205 refused sign-ins from one client to a handful of counted rows", async () => {
    const typed = (i: number) =>
      i % 3 === 0
        ? `export by staff@apex.example ok ${i}`
        : i % 3 === 1
          ? `${"x".repeat(236)}${i}@flood.example`
          : `guess-${i}@flood.example`;
    const answers = await Promise.all(
      Array.from({ length: 205 }, (_, i) =>
        t.app.inject({
          method: "POST",
          url: "/api/admin/session",
          remoteAddress: "10.9.0.1",
          headers: { origin: t.origin },
          payload: { email: typed(i), password: "not the password" },
        }),
      ),
    );
    expect(answers.every((answer) => [401, 429].includes(answer.statusCode))).toBe(true);
    // Refusals before a password check are held in memory for a moment and written together.
    await refusedSignIns(t.db).flush();
    const rows = await refusedRows();
    // Every attempt is counted...
    expect(rows.reduce((sum, row) => sum + Number(row.attempts), 0)).toBe(205);
    // ...in at most a few named rows per kind of refusal, plus one row for the rest of each kind.
    expect(rows.length).toBeLessThanOrEqual(3 * 2 * (REFUSED_ACCOUNTS_PER_CLIENT + 1));
    // No actor is anything but an address: the sentence and the 254-character noise are not shown.
    for (const row of rows) {
      if (row.actor !== null) expect(row.actor).toMatch(/^guess-\d+@flood\.example$/);
    }

    // The staff's own entries are still on the first page of the Activity view.
    const first = await audit();
    const actions = first.entries.map((entry) => entry.action);
    expect(actions).toContain("export");
    expect(actions).toContain("sign_in");
  });

  it("opens at most a ceiling of new rows per quarter hour whatever the number of clients", async () => {
    const before = (await refusedRows()).length;
    await Promise.all(
      Array.from({ length: 205 }, (_, i) =>
        recordRefusedSignIn(t.kdb, {
          action: "sign_in_locked",
          typed: `spread-${i}@flood.example`,
          ipHash: `client-${i}`.padEnd(32, "0"),
          now: Date.now(),
        }),
      ),
    );
    const rows = await refusedRows();
    expect(rows.length - before).toBeLessThanOrEqual(REFUSED_ROWS_PER_PERIOD + 1);
    const shared = rows.find((row) => row.ip_hash === null && row.action === "sign_in_locked");
    expect(shared?.actor).toBeNull();
    expect(Number(shared?.attempts)).toBeGreaterThanOrEqual(205 - REFUSED_ROWS_PER_PERIOD);
  });

  it("pages through the log newest first and filters staff actions from refused sign-ins", async () => {
    const all: AuditEntry[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: AuditPage = await audit(`?limit=7${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.entries.length).toBeLessThanOrEqual(7);
      all.push(...page.entries);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 100);
    const total = await t.kdb
      .selectFrom("admin_audit_log")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .executeTakeFirstOrThrow();
    expect(all).toHaveLength(Number(total.n));
    expect(new Set(all.map((entry) => entry.id)).size).toBe(all.length);
    const times = all.map((entry) => entry.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const staff = await audit("?kind=staff");
    expect(staff.entries.length).toBeGreaterThan(0);
    expect(staff.entries.every((entry) => !REFUSED.includes(entry.action))).toBe(true);
    const refused = await audit("?kind=refused&limit=200");
    expect(refused.entries.length).toBeGreaterThan(0);
    expect(refused.entries.every((entry) => REFUSED.includes(entry.action))).toBe(true);
    expect(refused.entries.some((entry) => entry.attempts > 1)).toBe(true);

    for (const bad of ["?kind=everything", "?cursor=%25%25", "?cursor=bm90LWEtY3Vyc29y", "?limit=-1"]) {
      const response = await t.app.inject({
        method: "GET",
        url: `/api/admin/audit${bad}`,
        headers: { cookie },
      });
      expect(response.statusCode, bad).toBe(400);
    }
  });
});
