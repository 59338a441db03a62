import {
  ApplicationDetailAnswerSchema,
  ApplicationEraseAnswerSchema,
  ApplicationsPageSchema,
} from "#schemas/application-admin";
import { adminApiPath } from "#schemas/paths";
import { applicationKey, applicationsPageKey, answerQuery, sendFor } from "../api";

/** Applications in the staff app: the list's pages, one application, and erasing a candidate. */

export function applicationsPageQuery(params: URLSearchParams) {
  return answerQuery(applicationsPageKey(params), ApplicationsPageSchema);
}

export function applicationQuery(id: string) {
  return answerQuery(applicationKey(id), ApplicationDetailAnswerSchema);
}

/** Erases (or with `preview`, counts) every application sent with `email`. */
export function eraseCandidate(email: string, preview: boolean) {
  return sendFor(ApplicationEraseAnswerSchema, "POST", adminApiPath("applicationsErase"), { email, preview });
}
