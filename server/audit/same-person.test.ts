import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LeadDetailAnswer, LeadsPage } from "#schemas/admin";
import type { ApplicationsPage } from "#schemas/application-admin";
import { type SamePersonAnswer, samePersonApiPath } from "#schemas/same-person";
import { seedApplication } from "../test-support/applications";
import { testDialects } from "../test-support/db";
import { type AdminTestApp, startAdminApp } from "../test-support/staff";

const MINUTE = 60_000;

describe.each(testDialects)("one person across leads and applications (%s)", (dialect) => {
  let t: AdminTestApp;
  let cookie: string;
  const now = Date.now();
  const ids: Record<string, string> = {};
  const switchboard: string[] = [];
  const get = (url: string) => t.app.inject({ method: "GET", url, headers: { cookie } });
  const samePerson = async (kind: "lead" | "application", id: string) => {
    const response = await get(samePersonApiPath(kind, id));
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as SamePersonAnswer).records;
  };

  beforeAll(async () => {
    t = await startAdminApp(dialect);
    await t.addUser("ria@apex.example");
    cookie = await t.signIn("ria@apex.example");
    // Fifteen people of one clinic, all giving its switchboard number, each with their own name and address.
    const surnames = ["Abbott", "Baker", "Cruz", "Diaz", "Evans", "Ford", "Green", "Hale", "Ito", "Jones"];
    for (let i = 0; i < 15; i += 1) {
      const lead = await t.addLead({
        created_at: now - (100 + i) * MINUTE,
        first_name: `Staffer${i}`,
        last_name: `${surnames[i % 10]}${i >= 10 ? "-Price" : ""}`,
        email: `staffer${i}@lakeside-clinic.example`,
        phone: i % 2 === 0 ? "(918) 555-0100" : "+1 918 555 0100",
      });
      switchboard.push(lead.id);
    }
    // One person writing twice from the same address, typed in other case and with spaces around it.
    ids.ivyFirst = (
      await t.addLead({
        created_at: now - 50 * MINUTE,
        first_name: "Ivy",
        last_name: "Marsh",
        email: "ivy.marsh@example.org",
        phone: "(212) 555-0101",
      })
    ).id;
    ids.ivyLatest = (
      await t.addLead({
        created_at: now - 40 * MINUTE,
        first_name: "Ivy",
        last_name: "Marsh",
        email: " IVY.Marsh@Example.ORG ",
        phone: "(646) 555-0177",
      })
    ).id;
    // One person from two addresses: the same phone (with the country code once) and last name.
    ids.omarHome = (
      await t.addLead({
        created_at: now - 30 * MINUTE,
        first_name: "Omar",
        last_name: "Haddad",
        email: "omar@home.example",
        phone: "1-305-555-0199",
      })
    ).id;
    ids.omarWork = (
      await t.addLead({
        created_at: now - 20 * MINUTE,
        first_name: "Omar",
        last_name: "El HADDAD",
        email: "o.haddad@hospital.example",
        phone: "(305) 555.0199",
      })
    ).id;
    // A lead and an application of one person (the application from another address, same phone and name).
    ids.noraLead = (
      await t.addLead({
        created_at: now - 10 * MINUTE,
        first_name: "Nora",
        last_name: "Quinn",
        email: "nora.quinn@example.org",
        phone: "(617) 555-0123",
        user_type: "job_seeker",
      })
    ).id;
    ids.noraApplication = (
      await seedApplication(t.db, {
        created_at: now - 5 * MINUTE,
        first_name: "Nora",
        last_name: "Quinn",
        email: "nquinn@np-mail.example",
        phone: "+1 (617) 555-0123",
        job_title: "Family Nurse Practitioner – Boston",
      })
    ).id!;
    // Someone else who applied with Nora's phone number but another last name.
    ids.otherApplication = (
      await seedApplication(t.db, {
        created_at: now - 4 * MINUTE,
        first_name: "Sam",
        last_name: "Ortiz",
        email: "sam.ortiz@example.org",
        phone: "617-555-0123",
      })
    ).id!;
  });
  afterAll(async () => {
    await t?.close();
  });

  it("never joins people by a shared phone number alone", async () => {
    const list = (await get("/api/admin/leads?limit=100")).json() as LeadsPage;
    const rows = list.leads.filter((lead) => switchboard.includes(lead.id));
    expect(rows).toHaveLength(15);
    expect(rows.every((lead) => lead.submissions === 1)).toBe(true);
    expect(await samePerson("lead", switchboard[0]!)).toEqual([]);
    const detail = (await get(`/api/admin/leads/${switchboard[3]}`)).json() as LeadDetailAnswer;
    expect(detail.thread.map((entry) => entry.id)).toEqual([switchboard[3]]);
    // The same phone with another last name is another person in applications too.
    expect(await samePerson("application", ids.otherApplication!)).toEqual([]);
  });

  it("joins the same e-mail address whatever its case", async () => {
    const list = (await get("/api/admin/leads?limit=100")).json() as LeadsPage;
    const ivy = list.leads.filter((lead) => lead.firstName === "Ivy");
    expect(ivy.map((lead) => [lead.id, lead.submissions])).toEqual([[ids.ivyLatest, 2]]);
    expect(await samePerson("lead", ids.ivyLatest!)).toMatchObject([
      {
        kind: "lead",
        id: ids.ivyFirst,
        name: "Ivy Marsh",
        matchedBy: "email",
        path: `/admin/leads/${ids.ivyFirst}`,
      },
    ]);
    expect((await samePerson("lead", ids.ivyFirst!)).map((record) => record.id)).toEqual([ids.ivyLatest]);
  });

  it("joins the same phone number with the same last name (its last word, any case)", async () => {
    const list = (await get("/api/admin/leads?limit=100")).json() as LeadsPage;
    const omar = list.leads.filter((lead) => lead.firstName === "Omar");
    expect(omar.map((lead) => [lead.id, lead.submissions])).toEqual([[ids.omarWork, 2]]);
    expect(await samePerson("lead", ids.omarWork!)).toMatchObject([
      { kind: "lead", id: ids.omarHome, matchedBy: "phone_and_last_name", status: "new" },
    ]);
    const detail = (await get(`/api/admin/leads/${ids.omarHome}`)).json() as LeadDetailAnswer;
    expect(detail.thread.map((entry) => entry.id)).toEqual([ids.omarWork, ids.omarHome]);
  });

  it("links a lead and an application of one person both ways", async () => {
    expect(await samePerson("lead", ids.noraLead!)).toEqual([
      {
        kind: "application",
        id: ids.noraApplication,
        name: "Nora Quinn",
        createdAt: now - 5 * MINUTE,
        status: "new",
        postingTitle: "Family Nurse Practitioner – Boston",
        path: `/admin/applications/${ids.noraApplication}`,
        matchedBy: "phone_and_last_name",
      },
    ]);
    expect(await samePerson("application", ids.noraApplication!)).toEqual([
      {
        kind: "lead",
        id: ids.noraLead,
        name: "Nora Quinn",
        createdAt: now - 10 * MINUTE,
        status: "new",
        formSource: "Homepage Main Contact Form",
        path: `/admin/leads/${ids.noraLead}`,
        matchedBy: "phone_and_last_name",
      },
    ]);
  });

  it("the applications list counts each candidate's other leads and applications by the same rule", async () => {
    const list = (await get("/api/admin/applications")).json() as ApplicationsPage;
    const counts = Object.fromEntries(list.applications.map((row) => [row.id, row.fromSamePerson]));
    // Nora's lead (same phone and last name); Sam shares her phone only, and is nobody's.
    expect(counts[ids.noraApplication!]).toBe(1);
    expect(counts[ids.otherApplication!]).toBe(0);
  });

  it("answers 404 for a record that does not exist, and only to staff", async () => {
    expect((await get(samePersonApiPath("lead", "no-such-lead"))).statusCode).toBe(404);
    expect((await get(samePersonApiPath("application", "no/such"))).statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: "GET", url: samePersonApiPath("lead", ids.noraLead!) });
    expect(anonymous.statusCode).toBe(401);
  });

  it.runIf(dialect === "sqlite")(
    "finds a person through the key indexes, never by reading every row",
    async () => {
      const plan = async (query: string) => {
        const { rows } = await sql<{ detail: string }>`${sql.raw(`explain query plan ${query}`)}`.execute(
          t.kdb,
        );
        return rows.map((row) => row.detail).join("\n");
      };
      const lookup = await plan(
        "select id from leads where email_key = 'a@b.c' or (phone_key = '6175550123' and last_name_key = 'quinn')",
      );
      expect(lookup).toContain("leads_person_email_idx");
      expect(lookup).toContain("leads_person_phone_idx");
      expect(lookup).not.toMatch(/SCAN leads\b/);
      const applications = await plan(
        "select id from applications where email_key = 'a@b.c' or (phone_key = '6175550123' and last_name_key = 'quinn')",
      );
      expect(applications).toContain("applications_person_email_idx");
      expect(applications).toContain("applications_person_phone_idx");
      // The list's grouping: each row's "newer submission of the same person" reads the indexes too.
      const grouping = await plan(
        "select id from leads where not exists (select 1 from leads as newer where ((newer.email_key = leads.email_key and newer.email_key <> '') or (newer.phone_key = leads.phone_key and newer.last_name_key = leads.last_name_key and newer.phone_key <> '' and newer.last_name_key <> '')) and newer.created_at > leads.created_at)",
      );
      expect(grouping).not.toMatch(/SCAN newer\b/);
    },
  );
});
