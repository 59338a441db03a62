import { z } from "zod/mini";
import { type PersonRecordKind, SAME_PERSON_ROUTES, SamePersonAnswerSchema } from "#schemas/same-person";
import { answers, zodRoutes } from "../http/schema-provider";
import type { StaffFeature } from "../staff-auth/staff.routes";
import { findSamePerson } from "./same-person";

/** A record's address: an id of its form, else the address names no record (404). */
const ParamsSchema = z.object({ id: z.string().check(z.regex(/^[A-Za-z0-9-]{1,100}$/)) });

const NOT_FOUND: Record<PersonRecordKind, { error: string }> = {
  lead: { error: "No such lead." },
  application: { error: "No such application." },
};

/** The staff API's "also from this person": a lead's or an application's other records of the same person. */
export const samePersonStaffRoutes: StaffFeature = (app, { db }) => {
  const routes = zodRoutes(app);
  for (const kind of ["lead", "application"] as const) {
    routes.get(
      SAME_PERSON_ROUTES[kind],
      {
        config: { notFound: NOT_FOUND[kind] },
        schema: { params: ParamsSchema, response: answers({ 200: SamePersonAnswerSchema }) },
      },
      async (request, reply) => {
        const records = await findSamePerson(db.kysely, kind, request.params.id);
        if (!records) return reply.code(404).send(NOT_FOUND[kind]);
        reply.header("cache-control", "no-store");
        return { records };
      },
    );
  }
};
