import { apiRequest } from "#app/lib/query-client";
import type { BulkAction, LeadStatus } from "#schemas/admin";
import {
  BulkActionAnswerSchema,
  DashboardAnswerSchema,
  DeliveryHealthSchema,
  LeadDetailAnswerSchema,
  LeadSourcesAnswerSchema,
  LeadsPageSchema,
  StaffAnswerSchema,
} from "#schemas/admin-answers";
import { adminApiPath } from "#schemas/paths";
import {
  DASHBOARD_KEY,
  HEALTH_KEY,
  leadKey,
  leadsPageKey,
  answerQuery,
  SOURCES_KEY,
  STAFF_KEY,
  sendFor,
} from "./api";

/** Leads in the staff app: the list's pages, one lead, who they can go to, and the changes recruiters make. */

export function leadsPageQuery(params: URLSearchParams) {
  return answerQuery(leadsPageKey(params), LeadsPageSchema);
}

export function leadQuery(id: string) {
  return answerQuery(leadKey(id), LeadDetailAnswerSchema);
}

/** The staff accounts leads can be assigned to. */
export function staffQuery() {
  return answerQuery(STAFF_KEY, StaffAnswerSchema);
}

export function leadSourcesQuery() {
  return answerQuery(SOURCES_KEY, LeadSourcesAnswerSchema);
}

/** Whether recruiters are alerted of new leads, and how the applications' notifications stand. */
export function deliveryHealthQuery() {
  return answerQuery(HEALTH_KEY, DeliveryHealthSchema);
}

export function dashboardQuery() {
  return answerQuery(DASHBOARD_KEY, DashboardAnswerSchema);
}

export function setLeadStatus(id: string, status: LeadStatus) {
  return apiRequest("POST", adminApiPath("leadStatus", { id }), { status, note: "" });
}

export function setLeadOwner(id: string, ownerId: string | null) {
  return apiRequest("POST", adminApiPath("leadOwner", { id }), { ownerId });
}

export function changeLeads(body: BulkAction) {
  return sendFor(BulkActionAnswerSchema, "POST", adminApiPath("leadsBulk"), body);
}

/** A note for the lead's history: sent with the status it has now, so only the note is added. */
export function addLeadNote(id: string, status: LeadStatus, note: string) {
  return apiRequest("POST", adminApiPath("leadStatus", { id }), { status, note });
}
