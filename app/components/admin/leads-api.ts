import { queryOptions } from "@tanstack/react-query";
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
  readAnswer,
  SOURCES_KEY,
  STAFF_KEY,
  sendFor,
} from "./api";

/** Leads in the staff app: the list's pages, one lead, who they can go to, and the changes recruiters make. */

export function leadsPageQuery(params: URLSearchParams) {
  return queryOptions({ queryKey: leadsPageKey(params), queryFn: readAnswer(LeadsPageSchema) });
}

export function leadQuery(id: string) {
  return queryOptions({ queryKey: leadKey(id), queryFn: readAnswer(LeadDetailAnswerSchema) });
}

/** The staff accounts leads can be assigned to. */
export function staffQuery() {
  return queryOptions({ queryKey: STAFF_KEY, queryFn: readAnswer(StaffAnswerSchema) });
}

export function leadSourcesQuery() {
  return queryOptions({ queryKey: SOURCES_KEY, queryFn: readAnswer(LeadSourcesAnswerSchema) });
}

/** Whether recruiters are alerted of new leads, and how the applications' notifications stand. */
export function deliveryHealthQuery() {
  return queryOptions({ queryKey: HEALTH_KEY, queryFn: readAnswer(DeliveryHealthSchema) });
}

export function dashboardQuery() {
  return queryOptions({ queryKey: DASHBOARD_KEY, queryFn: readAnswer(DashboardAnswerSchema) });
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
