import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BulkActionAnswer, LeadDetailAnswer } from "#schemas/admin";
import type { LeadRestoreAnswer } from "#schemas/lead-undo";
import { testDialects } from "../test-support/db";
import { type AdminTestApp, startAdminApp } from "../test-support/staff";

const MINUTE = 60_000;

describe.each(testDialects)("undo: leads put back as they were (%s)", (dialect) => {
  let t: AdminTestApp;
  let cookie: string;
  const now = Date.now();
  const ids: Record<string, string> = {};
  const staff: Record<string, string> = {};

  const post = (url: string, payload: object) =>
    t.app.inject({ method: "POST", url, headers: { cookie, origin: t.origin }, payload });
  const state = async (id: string) =>
    t.kdb.selectFrom("leads").select(["status", "owner_id"]).where("id", "=", id).executeTakeFirstOrThrow();
  const detail = async (id: string) =>
    (
      await t.app.inject({ method: "GET", url: `/api/admin/leads/${id}`, headers: { cookie } })
    ).json() as LeadDetailAnswer;
  const restoreAudits = () =>
    t.kdb
      .selectFrom("admin_audit_log")
      .select(["actor", "detail"])
      .where("action", "=", "lead_restore")
      .orderBy("created_at")
      .execute();

  beforeAll(async () => {
    t = await startAdminApp(dialect);
    staff.ria = (await t.addUser("ria@apex.example")).id;
    staff.sam = (await t.addUser("sam@apex.example")).id;
    cookie = await t.signIn("ria@apex.example");
    const add = async (key: string, status: "new" | "contacted" | "qualified", owner: string | null) => {
      ids[key] = (
        await t.addLead({
          created_at: now - Object.keys(ids).length * MINUTE,
          first_name: key,
          last_name: "Undo",
          status,
        })
      ).id;
      await t.kdb.updateTable("leads").set({ owner_id: owner }).where("id", "=", ids[key]!).execute();
    };
    await add("ana", "new", null);
    await add("bo", "contacted", staff.sam!);
    await add("cy", "qualified", staff.ria!);
  });
  afterAll(async () => {
    await t?.close();
  });

  it("marks three leads as spam, then puts each back to its own former status, recorded in history and audit", async () => {
    const spam = await post("/api/admin/leads/bulk", {
      ids: [ids.ana, ids.bo, ids.cy],
      action: { type: "status", status: "spam" },
    });
    expect(spam.statusCode, spam.body).toBe(200);
    const answer = spam.json() as BulkActionAnswer;
    expect(answer.changed).toBe(3);
    expect(answer.undo).toEqual([
      { id: ids.ana, status: { from: "spam", to: "new" } },
      { id: ids.bo, status: { from: "spam", to: "contacted" } },
      { id: ids.cy, status: { from: "spam", to: "qualified" } },
    ]);
    for (const key of ["ana", "bo", "cy"]) expect((await state(ids[key]!)).status).toBe("spam");

    const undo = await post("/api/admin/leads/restore", { items: answer.undo });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toEqual({ restored: 3, skipped: 0 } satisfies LeadRestoreAnswer);
    expect(await state(ids.ana!)).toEqual({ status: "new", owner_id: null });
    expect(await state(ids.bo!)).toEqual({ status: "contacted", owner_id: staff.sam });
    expect(await state(ids.cy!)).toEqual({ status: "qualified", owner_id: staff.ria });
    expect((await detail(ids.bo!)).history.slice(0, 2)).toMatchObject([
      { fromStatus: "spam", toStatus: "contacted", by: "ria@apex.example", note: "" },
      { fromStatus: "contacted", toStatus: "spam", by: "ria@apex.example" },
    ]);
    const audits = await restoreAudits();
    expect(audits).toHaveLength(1);
    const logged = typeof audits[0]!.detail === "string" ? JSON.parse(audits[0]!.detail) : audits[0]!.detail;
    expect(audits[0]!.actor).toBe("ria@apex.example");
    expect(logged).toEqual({ restored: 3, skipped: 0, leadIds: [ids.ana, ids.bo, ids.cy] });
  });

  it("puts a bulk assignment back to each lead's former owner, unassigned included", async () => {
    const assign = await post("/api/admin/leads/bulk", {
      ids: [ids.ana, ids.bo, ids.cy],
      action: { type: "assign", ownerId: staff.ria },
    });
    const answer = assign.json() as BulkActionAnswer;
    // Cy was already Ria's: nothing to undo there.
    expect(answer.undo).toEqual([
      { id: ids.ana, owner: { from: staff.ria, to: null } },
      { id: ids.bo, owner: { from: staff.ria, to: staff.sam } },
    ]);
    expect((await post("/api/admin/leads/restore", { items: answer.undo })).json()).toEqual({
      restored: 2,
      skipped: 0,
    });
    expect((await state(ids.ana!)).owner_id).toBeNull();
    expect((await state(ids.bo!)).owner_id).toBe(staff.sam);
    expect((await detail(ids.bo!)).ownerChanges[0]).toMatchObject({
      fromOwner: "ria@apex.example",
      toOwner: "sam@apex.example",
      by: "ria@apex.example",
    });
  });

  it("leaves a lead that was changed again since alone, and puts the others back", async () => {
    const spam = (
      await post("/api/admin/leads/bulk", {
        ids: [ids.ana, ids.bo],
        action: { type: "status", status: "spam" },
      })
    ).json() as BulkActionAnswer;
    // A colleague moves Bo on before the undo.
    expect(
      (await post(`/api/admin/leads/${ids.bo}/status`, { status: "qualified", note: "" })).statusCode,
    ).toBe(200);
    const undo = await post("/api/admin/leads/restore", { items: spam.undo });
    expect(undo.json()).toEqual({ restored: 1, skipped: 1 });
    expect((await state(ids.ana!)).status).toBe("new");
    expect((await state(ids.bo!)).status).toBe("qualified");
    // Sent twice (a second click on Undo), nothing changes the second time.
    expect((await post("/api/admin/leads/restore", { items: spam.undo })).json()).toEqual({
      restored: 0,
      skipped: 2,
    });
    expect((await state(ids.ana!)).status).toBe("new");
  });

  it("refuses malformed bodies, and skips unknown leads and removed accounts", async () => {
    expect((await post("/api/admin/leads/restore", { items: [] })).statusCode).toBe(400);
    expect(
      (
        await post("/api/admin/leads/restore", {
          items: [{ id: ids.ana, status: { from: "new", to: "lost" } }],
        })
      ).statusCode,
    ).toBe(400);
    const unknown = await post("/api/admin/leads/restore", {
      items: [
        { id: "00000000-0000-4000-8000-00000000dead", status: { from: "spam", to: "new" } },
        { id: ids.cy, owner: { from: staff.ria, to: "00000000-0000-4000-8000-0000000000aa" } },
      ],
    });
    expect(unknown.json()).toEqual({ restored: 0, skipped: 2 });
    expect((await state(ids.cy!)).owner_id).toBe(staff.ria);
    const signedOut = await t.app.inject({
      method: "POST",
      url: "/api/admin/leads/restore",
      headers: { origin: t.origin },
      payload: { items: [{ id: ids.ana, status: { from: "new", to: "spam" } }] },
    });
    expect(signedOut.statusCode).toBe(401);
    expect((await state(ids.ana!)).status).toBe("new");
  });
});
