import { z } from "zod/mini";

/** A lead's id as the staff API's addresses carry it. */
export const LeadIdSchema = z.string().check(z.regex(/^[A-Za-z0-9-]{1,100}$/));

/** A lead's address: an id of its form, else the address names no lead (404, NO_SUCH_LEAD). */
export const LeadParamsSchema = z.object({ id: LeadIdSchema });

export const NO_SUCH_LEAD = { error: "No such lead." };
