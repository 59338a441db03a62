import { z } from "zod/mini";
import { BULK_MAX, LEAD_STATUSES, type LeadStatus } from "./admin";

/**
 * Undo for the staff's changes to leads: each lead is put back to the status and owner it had before a
 * change, but only while it still holds what the change set (a colleague's later change is never
 * overwritten). `from` is the value the change set, `to` the value it replaced.
 */
export interface LeadRestoreItem {
  id: string;
  status?: { from: LeadStatus; to: LeadStatus };
  owner?: { from: string | null; to: string | null };
}

const ID = /^[A-Za-z0-9-]{1,100}$/;
const status = z.enum(LEAD_STATUSES, { error: "Choose a status" });
const ownerId = z.nullable(z.string().check(z.regex(ID, "Unknown staff account")));

export const LeadRestoreItemSchema = z.object({
  id: z.string().check(z.regex(ID, "Unknown lead")),
  status: z.optional(z.object({ from: status, to: status })),
  owner: z.optional(z.object({ from: ownerId, to: ownerId })),
});

export const LeadRestoreSchema = z.object({
  items: z
    .array(LeadRestoreItemSchema)
    .check(
      z.minLength(1, "Name at least one lead"),
      z.maxLength(BULK_MAX, `At most ${BULK_MAX} leads at once`),
    ),
});
export type LeadRestore = z.output<typeof LeadRestoreSchema>;

export interface LeadRestoreAnswer {
  /** Leads put back as they were. */
  restored: number;
  /** Leads left alone: changed again since, gone, or their former owner's account removed. */
  skipped: number;
}

export const LeadRestoreAnswerSchema = z.object({ restored: z.number(), skipped: z.number() });
