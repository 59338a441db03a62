import { AlarmClock, TriangleAlert } from "lucide-react";
import { cn } from "#app/lib/utils";

/** The clock of a lead or application still new after the 20-minute promise, in a table row. */
export function OverdueIcon({ className }: { className?: string }) {
  return (
    <AlarmClock
      role="img"
      aria-label="Waiting over 20 min"
      className={cn("ml-1 inline size-4 align-text-bottom text-amber-800", className)}
    >
      <title>Waiting over 20 min</title>
    </AlarmClock>
  );
}

/** The warning of a notification that gave up, in a table row. */
export function FailedIcon() {
  return (
    <TriangleAlert role="img" aria-label="Notification failed" className="size-4 shrink-0 text-red-800">
      <title>Notification failed</title>
    </TriangleAlert>
  );
}

/** The same two marks in words, on a card. */
export function CardMarks({ overdue, failed }: { overdue: boolean; failed: boolean }) {
  return (
    <>
      {overdue && (
        <span className="inline-flex items-center gap-1 text-amber-900">
          <AlarmClock aria-hidden="true" className="size-3.5" />
          Waiting over 20 min
        </span>
      )}
      {failed && (
        <span className="inline-flex items-center gap-1 text-red-800">
          <TriangleAlert aria-hidden="true" className="size-3.5" />
          Notification failed
        </span>
      )}
    </>
  );
}
