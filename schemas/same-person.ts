import { z } from "zod/mini";
import { LEAD_STATUSES } from "./admin";
import { APPLICATION_STATUSES } from "./application";
import { ADMIN_API_PREFIX } from "./paths";

/**
 * One person, many submissions (decision 0350): a person is recognised by the e-mail address (ignoring case)
 * or by the phone number together with the same last name, never by the phone number alone. The staff API
 * lists, for one lead or application, the person's other leads and applications.
 */

/** The staff API's addresses, under /api/admin. */
export const SAME_PERSON_ROUTES = {
  lead: "/leads/:id/same-person",
  application: "/applications/:id/same-person",
} as const;

export type PersonRecordKind = keyof typeof SAME_PERSON_ROUTES;

/** The full address of one record's "same person" list. */
export function samePersonApiPath(kind: PersonRecordKind, id: string): string {
  return ADMIN_API_PREFIX + SAME_PERSON_ROUTES[kind].replace(":id", encodeURIComponent(id));
}

/** At most this many records of each kind are listed, newest first. */
export const SAME_PERSON_LIMIT = 50;

/** Why two records are one person: the same e-mail address, or the same phone number and last name. */
export const PERSON_MATCHES = ["email", "phone_and_last_name"] as const;
export type PersonMatch = (typeof PERSON_MATCHES)[number];

const shared = {
  id: z.string(),
  /** First and last name as the record has them. */
  name: z.string(),
  createdAt: z.number(),
  /** The staff app's page of the record. */
  path: z.string(),
  matchedBy: z.enum(PERSON_MATCHES),
};

export const SamePersonRecordSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("lead"),
    ...shared,
    status: z.enum(LEAD_STATUSES),
    /** The form the lead came from ("Homepage Main Contact Form"), empty when not recorded. */
    formSource: z.string(),
  }),
  z.object({
    kind: z.literal("application"),
    ...shared,
    status: z.enum(APPLICATION_STATUSES),
    /** The posting's title when the candidate applied. */
    postingTitle: z.string(),
  }),
]);
export type SamePersonRecord = z.infer<typeof SamePersonRecordSchema>;

export const SamePersonAnswerSchema = z.object({
  /** The person's other leads and applications, newest first (the record asked about left out). */
  records: z.array(SamePersonRecordSchema),
});
export type SamePersonAnswer = z.infer<typeof SamePersonAnswerSchema>;
