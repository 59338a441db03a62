import { type ExpressionBuilder, sql } from "kysely";
import { adminApplicationPath, adminLeadPath } from "#schemas/paths";
import {
  type PersonMatch,
  type PersonRecordKind,
  SAME_PERSON_LIMIT,
  type SamePersonRecord,
} from "#schemas/same-person";
import type { Database, DbKysely } from "../db/schema";

/**
 * One person across leads and applications (decision 0350). Both tables carry the person's keys, computed
 * and indexed by the database (migration 0940): the e-mail address trimmed and lower-cased; the phone's
 * digits without a US leading 1; the last word of the last name, lower-cased. Two records are one person
 * when their e-mail keys are equal, or their phone keys and last-name keys both are; never by phone alone.
 * Leads and applications are different rooms: this shared one reads both, as record-work.ts does.
 */

export interface PersonKeys {
  email_key: string;
  phone_key: string;
  last_name_key: string;
}

/**
 * The rule as SQL between two rows of tables carrying the keys (`other` and `self` are table names or
 * aliases): one expression, so the list's grouping, its counts and the detail's thread agree.
 */
export function samePersonSql(other: string, self: string) {
  const [o, s] = [sql.raw(other), sql.raw(self)];
  return sql<boolean>`((${o}.email_key = ${s}.email_key and ${o}.email_key <> '') or (${o}.phone_key = ${s}.phone_key and ${o}.last_name_key = ${s}.last_name_key and ${o}.phone_key <> '' and ${o}.last_name_key <> ''))`;
}

type PersonTable = "leads" | "applications";

/**
 * How many other leads and applications (spam left out) the person of the row of `self` sent: one count per
 * row for a list, by the same rule as the detail's "Also from this person".
 */
export function othersOfPersonSql(self: PersonTable) {
  const s = sql.raw(self);
  return sql<
    number | string
  >`((select count(*) from leads as person_lead where ${samePersonSql("person_lead", self)} and person_lead.status <> 'spam' and person_lead.id <> ${s}.id) + (select count(*) from applications as person_app where ${samePersonSql("person_app", self)} and person_app.spam_reason is null and person_app.id <> ${s}.id))`;
}

/** The rule against one person's keys, as values (the indexes serve each side of the `or`). */
function matchesKeys<T extends PersonTable>(eb: ExpressionBuilder<Database, T>, keys: PersonKeys) {
  // The columns exist on both tables; the builder is told the narrower name it is given.
  const e = eb as unknown as ExpressionBuilder<Database, "leads">;
  const either = [];
  if (keys.email_key !== "") either.push(e("email_key", "=", keys.email_key));
  if (keys.phone_key !== "" && keys.last_name_key !== "")
    either.push(e.and([e("phone_key", "=", keys.phone_key), e("last_name_key", "=", keys.last_name_key)]));
  return either.length === 0 ? e.val(false) : e.or(either);
}

function matchOf(row: PersonKeys, keys: PersonKeys): PersonMatch {
  return keys.email_key !== "" && row.email_key === keys.email_key ? "email" : "phone_and_last_name";
}

function nameOf(row: { first_name: string; last_name: string }): string {
  return `${row.first_name} ${row.last_name}`.trim();
}

const TABLE_OF: Record<PersonRecordKind, PersonTable> = { lead: "leads", application: "applications" };

/** One record's keys, or undefined when there is no such record. */
export async function personKeysOf(
  db: DbKysely,
  kind: PersonRecordKind,
  id: string,
): Promise<PersonKeys | undefined> {
  return db
    .selectFrom(TABLE_OF[kind] as "leads")
    .select(["email_key", "phone_key", "last_name_key"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/** What a match shows of a lead or an application, and the keys it matched by. */
const PERSON_COLUMNS = [
  "id",
  "created_at",
  "status",
  "first_name",
  "last_name",
  "email_key",
  "phone_key",
  "last_name_key",
] as const;

/**
 * The person's leads and applications other than the record itself, newest first (at most
 * SAME_PERSON_LIMIT of each kind); undefined when there is no such record. Spam is listed too, with its
 * status: staff see what the person (or someone using their address) sent.
 */
export async function findSamePerson(
  db: DbKysely,
  kind: PersonRecordKind,
  id: string,
): Promise<SamePersonRecord[] | undefined> {
  const keys = await personKeysOf(db, kind, id);
  if (!keys) return undefined;
  let leadsQuery = db
    .selectFrom("leads")
    .select([...PERSON_COLUMNS, "form_source"])
    .where((eb) => matchesKeys(eb, keys));
  if (kind === "lead") leadsQuery = leadsQuery.where("id", "!=", id);
  let applicationsQuery = db
    .selectFrom("applications")
    .select([...PERSON_COLUMNS, "job_title"])
    .where((eb) => matchesKeys(eb, keys));
  if (kind === "application") applicationsQuery = applicationsQuery.where("id", "!=", id);
  const [leads, applications] = [
    await leadsQuery.orderBy("created_at", "desc").orderBy("id", "desc").limit(SAME_PERSON_LIMIT).execute(),
    await applicationsQuery
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(SAME_PERSON_LIMIT)
      .execute(),
  ];
  const records: SamePersonRecord[] = [
    ...leads.map(
      (row): SamePersonRecord => ({
        kind: "lead",
        id: row.id,
        name: nameOf(row),
        createdAt: Number(row.created_at),
        path: adminLeadPath(row.id),
        matchedBy: matchOf(row, keys),
        status: row.status,
        formSource: row.form_source,
      }),
    ),
    ...applications.map(
      (row): SamePersonRecord => ({
        kind: "application",
        id: row.id,
        name: nameOf(row),
        createdAt: Number(row.created_at),
        path: adminApplicationPath(row.id),
        matchedBy: matchOf(row, keys),
        status: row.status,
        postingTitle: row.job_title,
      }),
    ),
  ];
  return records.sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
}
