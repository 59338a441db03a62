import { queryOptions } from "@tanstack/react-query";
import { apiRequest, getQueryFn } from "#app/lib/query-client";
import type { SignIn } from "#schemas/admin";
import { SessionAnswerSchema, SignInLocksAnswerSchema } from "#schemas/admin-answers";
import { adminApiPath } from "#schemas/paths";
import { answerQuery, SESSION_KEY, SIGN_IN_LOCKS_KEY, sendFor } from "./api";

/** Staff sign-in: the session (null when nobody is signed in), signing in and out, and sign-in locks. */

const readSession = getQueryFn<unknown>({ on401: "returnNull" });

export function sessionQuery() {
  return queryOptions({
    queryKey: SESSION_KEY,
    queryFn: async (context) => {
      const answer = await readSession(context);
      return answer === null ? null : SessionAnswerSchema.parse(answer);
    },
  });
}

export function signIn(values: SignIn) {
  return sendFor(SessionAnswerSchema, "POST", adminApiPath("session"), values);
}

export function signOut() {
  return apiRequest("DELETE", adminApiPath("session"));
}

export function signInLocksQuery() {
  return answerQuery(SIGN_IN_LOCKS_KEY, SignInLocksAnswerSchema);
}

export function unlockSignIn(email: string) {
  return apiRequest("POST", adminApiPath("unlock"), { email });
}
