import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { preloadToaster } from "#app/components/ui/toaster";
import { leadAttribution, markLeadSent, recordVisitOnce } from "#app/lib/attribution";
import { type LeadEndpoint, submitLead } from "#app/lib/submit-lead";
import { toast } from "#app/lib/use-toast";
import type { Attribution } from "#schemas/lead";

interface ToastCopy {
  title: string;
  description: string;
}

/**
 * What every form of the site sends besides its visible fields: where the visit came from, when the form
 * was shown and the honeypot; and whether the form's script is running (`enhanced`), so the form can
 * turn off the browser's own validation once its own takes over.
 */
export function useFormContextFields() {
  const { pathname } = useLocation();
  const honeypotRef = useRef<HTMLInputElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [startedAt, setStartedAt] = useState<number>();
  const [attribution, setAttribution] = useState<Attribution>(() => ({ pagePath: pathname }));

  useEffect(() => {
    recordVisitOnce();
    setAttribution(leadAttribution(pathname));
    setStartedAt(Date.now());
    setEnhanced(true);
  }, [pathname]);

  return {
    pathname,
    enhanced,
    attribution,
    startedAt,
    setStartedAt,
    honeypotRef,
    /** What `LeadHiddenFields` posts besides the form's source. */
    hidden: { attribution, startedAt, honeypotRef },
  };
}

/**
 * What a visitor entered in a prerendered form before its code arrived (they may type, tick and choose a
 * file while the page hydrates), or undefined when the form is not in the document. Read once, before
 * React Hook Form registers the fields, and handed to it as default values so that nothing is lost.
 */
export function readPrerenderedForm(
  formId: string,
): { data: FormData; text(name: string): string } | undefined {
  if (typeof document === "undefined") return undefined;
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return undefined;
  const data = new FormData(form);
  return {
    data,
    text(name) {
      const value = data.get(name);
      return typeof value === "string" ? value : "";
    },
  };
}

/**
 * The part of a lead form that is the same for every form: attribution, the honeypot, the time
 * the form was shown, posting the lead and the success or failure toast.
 */
export function useLeadSubmission(
  endpoint: LeadEndpoint,
  source: string,
  { success, failure }: { success: ToastCopy; failure: ToastCopy },
) {
  const { pathname, enhanced, startedAt, setStartedAt, honeypotRef, hidden } = useFormContextFields();
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);

  const send = useCallback(
    async (fields: Record<string, unknown>): Promise<boolean> => {
      // The button is disabled while sending, but Enter in a field still submits the form.
      if (inFlight.current) return false;
      inFlight.current = true;
      setSending(true);
      preloadToaster();
      let ok: boolean;
      try {
        ok = await submitLead(endpoint, {
          ...fields,
          formSource: source,
          attribution: leadAttribution(pathname),
          website: honeypotRef.current?.value ?? "",
          startedAt,
        });
      } finally {
        inFlight.current = false;
        setSending(false);
      }
      if (ok) {
        markLeadSent();
        setStartedAt(Date.now());
        toast({ title: success.title, description: success.description });
      } else {
        toast({ title: failure.title, description: failure.description, variant: "destructive" });
      }
      return ok;
    },
    [endpoint, source, pathname, startedAt, setStartedAt, honeypotRef, success, failure],
  );

  return { send, sending, enhanced, hidden: { source, ...hidden } };
}

/** A flag that turns itself off after `ms`; restarting it restarts the wait. */
export function useTimedFlag(ms: number) {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = useCallback(() => {
    clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => setOn(false), ms);
  }, [ms]);
  return [on, start] as const;
}
