import { sql } from "kysely";
import {
  type DashboardAnswer,
  type DashboardDay,
  RESPONSE_BUCKETS,
  RESPONSE_PROMISE_MS,
} from "#schemas/admin";
import { type BusinessHours, businessMs } from "#schemas/business-hours";
import { zonedDate } from "#schemas/business-hours";
import { groupResponses, periodStart } from "#schemas/response-figures";
import { LEAD_RECORD, workColumns } from "../audit/record-work";
import type { DbKysely } from "../db/schema";

const { firstResponse, ownerEmail } = workColumns(LEAD_RECORD);

const DAY_MS = 24 * 60 * 60_000;

/**
 * The dashboard's figures for the last `days` days (spam left out): leads per day by source form and
 * visitor type, time to first response in business hours, and how far each source's leads got. A lead
 * reached "placed" when it is placed now, or was placed and then closed (a placement that was set back to
 * an earlier status was a correction, not a placement).
 */
export async function dashboardFigures(
  db: DbKysely,
  hours: BusinessHours & { text: string },
  now = Date.now(),
  days = 30,
): Promise<DashboardAnswer> {
  const since = periodStart(now, hours.timeZone, days);
  const rows = await db
    .selectFrom("leads")
    .select([
      "leads.id",
      "leads.created_at",
      "leads.form_source",
      "leads.user_type",
      "leads.status",
      "leads.owner_id",
    ])
    .select(firstResponse.as("first_response"))
    .select(ownerEmail.as("owner_email"))
    .select(
      sql<
        number | string
      >`case when leads.status = 'placed' then 1 when leads.status = 'closed' and exists (select 1 from lead_status_changes where lead_status_changes.lead_id = leads.id and lead_status_changes.to_status = 'placed') then 1 else 0 end`.as(
        "reached_placed",
      ),
    )
    .where("leads.created_at", ">=", since)
    .where("leads.created_at", "<=", now)
    .where("leads.status", "!=", "spam")
    .execute();

  const perDay = new Map<string, DashboardDay>();
  for (let i = days - 1; i >= 0; i--) {
    const date = zonedDate(now - i * DAY_MS, hours.timeZone);
    perDay.set(date, { date, total: 0, bySource: {}, byType: { employer: 0, job_seeker: 0 } });
  }
  const sources = new Map<string, DashboardAnswer["bySource"][number]>();
  const counts = RESPONSE_BUCKETS.map(() => 0);
  const answeredMinutes: number[] = [];
  let unanswered = 0;
  let withinPromise = 0;
  let measured = 0;

  for (const row of rows) {
    const createdAt = Number(row.created_at);
    const source = row.form_source || "Not recorded";
    const day = perDay.get(zonedDate(createdAt, hours.timeZone));
    if (day) {
      day.total += 1;
      day.bySource[source] = (day.bySource[source] ?? 0) + 1;
      day.byType[row.user_type] += 1;
    }
    const bySource = sources.get(source) ?? {
      source,
      leads: 0,
      responded: 0,
      qualified: 0,
      closed: 0,
      placed: 0,
    };
    sources.set(source, bySource);
    bySource.leads += 1;
    if (row.status === "qualified") bySource.qualified += 1;
    if (row.status === "closed") bySource.closed += 1;
    if (Number(row.reached_placed) === 1) bySource.placed += 1;

    if (row.first_response === null) {
      unanswered += 1;
      if (businessMs(createdAt, now, hours) > RESPONSE_PROMISE_MS) measured += 1;
      continue;
    }
    bySource.responded += 1;
    const waited = businessMs(createdAt, Number(row.first_response), hours);
    const minutes = waited / 60_000;
    answeredMinutes.push(minutes);
    measured += 1;
    if (waited <= RESPONSE_PROMISE_MS) withinPromise += 1;
    const bucket = RESPONSE_BUCKETS.findIndex((b) => b.upToMin === null || minutes < b.upToMin);
    counts[bucket] = (counts[bucket] ?? 0) + 1;
  }

  answeredMinutes.sort((a, b) => a - b);
  const middle = answeredMinutes.length / 2;
  const medianMinutes =
    answeredMinutes.length === 0
      ? null
      : answeredMinutes.length % 2 === 1
        ? answeredMinutes[Math.floor(middle)]!
        : (answeredMinutes[middle - 1]! + answeredMinutes[middle]!) / 2;

  const sourceList = [...sources.values()].sort(
    (a, b) => b.leads - a.leads || a.source.localeCompare(b.source),
  );
  // Leads from before the period count for their owner while they still wait for a response.
  const olderWaiting = await db
    .selectFrom("leads")
    .select(["leads.created_at", "leads.status", "leads.owner_id"])
    .select(ownerEmail.as("owner_email"))
    .where("leads.created_at", "<", since)
    .where("leads.status", "!=", "spam")
    .where(sql<boolean>`${firstResponse} is null`)
    .execute();
  const byOwner = groupResponses(
    [
      ...rows.map((row) => ({ ...row, first_response: row.first_response, inPeriod: true })),
      ...olderWaiting.map((row) => ({ ...row, first_response: null, inPeriod: false })),
    ].map((row) => ({
      createdAt: Number(row.created_at),
      firstResponseAt: row.first_response === null ? null : Number(row.first_response),
      stillNew: row.status === "new",
      inPeriod: row.inPeriod,
      ownerId: row.owner_id,
      ownerEmail: row.owner_email,
    })),
    (lead) => lead.ownerId,
    (lead) => (lead.ownerId === null ? "Unassigned" : (lead.ownerEmail ?? "Removed staff account")),
    hours,
    now,
  );

  return {
    days,
    since,
    until: now,
    businessHours: hours.text,
    timeZone: hours.timeZone,
    sources: sourceList.map((entry) => entry.source),
    perDay: [...perDay.values()],
    response: {
      buckets: RESPONSE_BUCKETS.map((bucket, i) => ({ label: bucket.label, count: counts[i] ?? 0 })),
      unanswered,
      withinPromise,
      measured,
      medianMinutes,
    },
    bySource: sourceList,
    byOwner,
  };
}
