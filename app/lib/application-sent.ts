import { useEffect, useState } from "react";

const EVENT = "job-application-sent";

/** Tells the rest of the posting's page (the sticky apply bar) that its application was sent. */
export function announceApplicationSent(jobPath: string): void {
  window.dispatchEvent(new CustomEvent(EVENT, { detail: jobPath }));
}

/** Whether an application for the posting at `jobPath` was sent from this page. */
export function useApplicationSent(jobPath: string): boolean {
  const [sent, setSent] = useState(false);
  useEffect(() => {
    const onSent = (event: Event) => {
      if ((event as CustomEvent<string>).detail === jobPath) setSent(true);
    };
    window.addEventListener(EVENT, onSent);
    return () => window.removeEventListener(EVENT, onSent);
  }, [jobPath]);
  return sent;
}
