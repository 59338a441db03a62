import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { SignInLockEntry } from "#schemas/admin";
import { Button } from "#app/components/ui/button";
import { Alert } from "#app/components/ui/alert";
import { AUDIT_KEY, errorMessage, SIGN_IN_LOCKS_KEY } from "./api";
import { formatDateTime } from "./format";
import { signInLocksQuery, unlockSignIn } from "./session-api";

function describeLock(lock: SignInLockEntry): string {
  if (lock.scope === "account") return "Locked for every device (too many failed attempts in all)";
  return lock.clients === 1
    ? "Locked for one device or network"
    : `Locked for ${lock.clients} devices or networks`;
}

/** Accounts locked by failed sign-ins, each with a button to lift the lock (shown only while there are any). */
export function SignInLocks() {
  const queryClient = useQueryClient();
  const locks = useQuery(signInLocksQuery());
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const unlock = useMutation({
    mutationFn: unlockSignIn,
    onSuccess: (_response, email) => {
      setMessage({ tone: "success", text: `${email} can sign in again.` });
      void queryClient.invalidateQueries({ queryKey: SIGN_IN_LOCKS_KEY });
      void queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
    },
    onError: (error) => setMessage({ tone: "error", text: errorMessage(error) }),
  });

  const entries = locks.data?.locks ?? [];
  if (entries.length === 0 && !message && !locks.isError) return null;
  return (
    <section
      aria-labelledby="sign-in-locks-heading"
      className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-4"
    >
      <h2 id="sign-in-locks-heading" className="text-lg font-semibold text-slate-900">
        Locked sign-ins
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Locks end by themselves after 15 minutes. Lift one sooner only when you know who was signing in.
      </p>
      {locks.isError && (
        <Alert variant="error" role="alert" className="mt-3">
          {errorMessage(locks.error)}
        </Alert>
      )}
      {entries.length > 0 && (
        <ul className="mt-3 divide-y divide-amber-200">
          {entries.map((lock) => (
            <li
              key={`${lock.scope}:${lock.email}`}
              className="flex flex-wrap items-center justify-between gap-3 py-2"
            >
              <div className="min-w-0 text-sm">
                <p className="font-semibold break-all text-slate-900">{lock.email}</p>
                <p className="text-slate-700">
                  {describeLock(lock)}, until {formatDateTime(lock.lockedUntil)}
                </p>
              </div>
              <Button
                variant="outline"
                size="sm"
                disabled={unlock.isPending}
                onClick={() => {
                  setMessage(null);
                  unlock.mutate(lock.email);
                }}
                aria-label={`Unlock ${lock.email}`}
              >
                Unlock
              </Button>
            </li>
          ))}
        </ul>
      )}
      {message && (
        <Alert variant={message.tone} role={message.tone === "error" ? "alert" : "status"} className="mt-3">
          {message.text}
        </Alert>
      )}
    </section>
  );
}
