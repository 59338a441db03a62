import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "#app/components/ui/button";
import { TitledDialog } from "#app/components/ui/dialog";
import { apiRequest } from "#app/lib/query-client";
import { toast } from "#app/lib/use-toast";
import { cn } from "#app/lib/utils";
import { Alert } from "#app/components/ui/alert";
import { errorMessage } from "../api";
import { plainMessage } from "./job-draft";
import { FieldFrame, inputClass } from "./job-fields";
import {
  addDays,
  errorBody,
  formatDay,
  isJobsQuery,
  JOBS_BASE,
  type JobRecord,
  jobKey,
  todayIn,
} from "./jobs-api";
import { ADMIN_PAGE_PATHS, adminJobPath } from "#schemas/paths";
import { jobActionAnswer } from "./jobs-api";

type ActionName =
  | "publish"
  | "schedule"
  | "unschedule"
  | "close"
  | "renew"
  | "relist"
  | "duplicate"
  | "delete";

interface ActionSpec {
  name: ActionName;
  button: string;
  title: string;
  description: (record: JobRecord) => string;
  confirm: string;
  destructive?: boolean;
  field?: {
    label: (record: JobRecord) => string;
    type: "date" | "datetime-local" | "text";
    initial: (record: JobRecord) => string;
    hint?: string;
  };
}

/** Sixty days after today or after the current end date, whichever is later: renewing never shortens. */
function laterEnd(record: JobRecord): string {
  const today = todayIn(record.timeZone);
  // ISO days sort as text.
  const latest = [today, record.posting.validThrough].sort().at(-1)!;
  return addDays(latest, 60);
}

const ACTIONS: Record<ActionName, ActionSpec> = {
  publish: {
    name: "publish",
    button: "Publish now",
    title: "Publish this posting now?",
    description: (r) =>
      `The page goes live at ${r.posting.path} and joins /jobs, the Jobs menu and the job feed within seconds. Its posting date becomes today; it stays open through ${formatDay(r.posting.validThrough)}.`,
    confirm: "Publish now",
  },
  schedule: {
    name: "schedule",
    button: "Schedule…",
    title: "Schedule publishing",
    description: (r) =>
      `The posting stays off the public site until this time, then goes live at ${r.posting.path} by itself. Its posting date becomes that day; it stays open through ${formatDay(r.posting.validThrough)}.`,
    confirm: "Schedule",
    field: {
      label: (r) => `Goes live at (${r.timeZone.replace("_", " ")} time)`,
      type: "datetime-local",
      initial: (r) => `${addDays(todayIn(r.timeZone), 1)}T09:00`,
    },
  },
  unschedule: {
    name: "unschedule",
    button: "Cancel schedule…",
    title: "Cancel the scheduled publishing?",
    description: (r) =>
      `The posting becomes a draft again and stays off the public site until you publish or schedule it. Nothing changes at ${r.posting.path}.`,
    confirm: "Keep as a draft",
  },
  close: {
    name: "close",
    button: "Mark as filled…",
    title: "Mark this position as filled?",
    description: () =>
      'The page stays but says "This position has been filled" and points to open roles. The posting leaves /jobs, the Jobs menu and the feed, and its structured data ends now. You can relist it later.',
    confirm: "Mark as filled",
    destructive: true,
  },
  renew: {
    name: "renew",
    button: "Renew…",
    title: "Renew this posting",
    description: (r) =>
      `The posting stays (or becomes) open until the new end date. Its posting date stays ${formatDay(r.posting.datePosted)}, the day it was first posted.`,
    confirm: "Renew",
    field: {
      label: () => "Open through",
      type: "date",
      initial: laterEnd,
    },
  },
  relist: {
    name: "relist",
    button: "Relist…",
    title: "Relist this posting",
    description: () =>
      "The posting goes up again as a new posting: its posting date becomes today and it is open until the end date below.",
    confirm: "Relist",
    field: {
      label: () => "Open through",
      type: "date",
      initial: laterEnd,
    },
  },
  duplicate: {
    name: "duplicate",
    button: "Duplicate…",
    title: "Duplicate this posting",
    description: () =>
      "A new draft with the same content at a new address. Nothing is published until you publish the draft.",
    confirm: "Make the draft",
    field: {
      label: () => "Address of the new draft",
      type: "text",
      initial: (r) => `${r.posting.path}-copy`,
      hint: "/job- and lower-case words joined by hyphens.",
    },
  },
  delete: {
    name: "delete",
    button: "Delete draft…",
    title: "Delete this draft?",
    description: () =>
      "The draft and its revisions are deleted. It was never public, so nothing changes on the site. This cannot be undone.",
    confirm: "Delete the draft",
    destructive: true,
  },
};

/**
 * A posting past its end date for longer than this is relisted rather than renewed: Google and the job
 * boards read the posting date, and a renewal keeps the old one.
 */
export const RELIST_AFTER_DAYS = 30;

/** Days since the posting's end date, in the firm's time zone. */
export function daysExpired(
  record: Pick<JobRecord, "timeZone" | "posting">,
  today = todayIn(record.timeZone),
) {
  return Math.round((Date.parse(today) - Date.parse(record.posting.validThrough)) / 86_400_000);
}

/** The actions that fit each state, in the order they are offered. */
export const ACTIONS_BY_STATE: Record<JobRecord["state"], ActionName[]> = {
  draft: ["publish", "schedule", "duplicate", "delete"],
  scheduled: ["publish", "schedule", "unschedule", "duplicate"],
  open: ["renew", "close", "duplicate"],
  expired: ["renew", "relist", "close", "duplicate"],
  closed: ["relist", "duplicate"],
};

function send(record: JobRecord, name: ActionName, value: string): Promise<Response> {
  const base = `${JOBS_BASE}/${record.id}`;
  switch (name) {
    case "publish":
    case "unschedule":
    case "close":
      return apiRequest("POST", `${base}/${name}`, { version: record.version });
    case "schedule":
      return apiRequest("POST", `${base}/schedule`, { version: record.version, localTime: value });
    case "renew":
    case "relist":
      return apiRequest("POST", `${base}/${name}`, { version: record.version, validThrough: value });
    case "duplicate":
      return apiRequest("POST", `${base}/duplicate`, { path: value });
    case "delete":
      return apiRequest("DELETE", `${base}?version=${record.version}`);
  }
}

function ActionDialog({
  record,
  spec,
  disabled,
  primary,
  onFieldErrors,
}: {
  record: JobRecord;
  spec: ActionSpec;
  disabled: boolean;
  primary: boolean;
  onFieldErrors?(errors: Record<string, string>): void;
}) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState("");
  const mutation = useMutation({
    mutationFn: async () => jobActionAnswer(await send(record, spec.name, value)),
    onSuccess: (answer) => {
      setOpen(false);
      void client.invalidateQueries({ predicate: (query) => isJobsQuery(query.queryKey) });
      if (spec.name === "delete") {
        toast({ title: "Draft deleted", description: record.posting.shortTitle });
        navigate(ADMIN_PAGE_PATHS.jobs);
        return;
      }
      if (!answer) return;
      if (spec.name === "duplicate") {
        toast({ title: "Draft made", description: `A copy at ${answer.posting.path}, not yet published.` });
        navigate(adminJobPath(answer.id));
        return;
      }
      client.setQueryData(jobKey(answer.id), answer);
      toast({ title: "Done", description: `${record.posting.shortTitle}: ${spec.confirm.toLowerCase()}.` });
    },
    onError: (error) => {
      const body = errorBody(error);
      if (body.current) client.setQueryData(jobKey(body.current.id), body.current);
      // Publishing checks the whole posting: what is missing is listed in the editor, by field.
      if (body.errors && onFieldErrors && !spec.field) {
        setOpen(false);
        onFieldErrors(body.errors);
      }
    },
  });
  const body = errorBody(mutation.error);
  const fieldError = body.errors ? Object.values(body.errors)[0] : undefined;
  const stale = mutation.error && "current" in body;
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant={primary ? "primary" : "outline"}
        className={cn(spec.destructive && "border-red-700 text-red-700 hover:bg-red-50")}
        disabled={disabled}
        aria-haspopup="dialog"
        onClick={() => {
          mutation.reset();
          setValue(spec.field?.initial(record) ?? "");
          setOpen(true);
        }}
      >
        {spec.button}
      </Button>
      <TitledDialog
        open={open}
        onOpenChange={setOpen}
        title={spec.title}
        description={spec.description(record)}
      >
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            mutation.mutate();
          }}
        >
          {spec.field && (
            <FieldFrame
              id={`${id}-value`}
              label={spec.field.label(record)}
              hint={spec.field.hint}
              error={fieldError && plainMessage(fieldError)}
            >
              <input
                type={spec.field.type}
                required
                value={value}
                onChange={(event) => setValue(event.target.value)}
                className={cn(inputClass, "mt-1")}
              />
            </FieldFrame>
          )}
          {mutation.isError && !fieldError && (
            <Alert variant="error" role="alert">
              {stale
                ? "Someone else changed this posting a moment ago. Close this, check the current version (it has been loaded) and try again."
                : errorMessage(mutation.error)}
            </Alert>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              type="submit"
              variant={spec.destructive ? "outline" : "primary"}
              disabled={mutation.isPending}
              className={cn(spec.destructive && "border-red-700 text-red-700 hover:bg-red-50")}
            >
              {mutation.isPending ? "Working…" : spec.confirm}
            </Button>
          </div>
        </form>
      </TitledDialog>
    </>
  );
}

/**
 * The lifecycle actions that fit the posting's state; each asks before it acts. A posting expired for more
 * than 30 days offers Relist first, and says why.
 */
export function JobActions({
  record,
  unsaved,
  onFieldErrors,
}: {
  record: JobRecord;
  unsaved: boolean;
  onFieldErrors?(errors: Record<string, string>): void;
}) {
  const stale = record.state === "expired" && daysExpired(record) > RELIST_AFTER_DAYS;
  const names = stale ? (["relist", "renew", "close", "duplicate"] as const) : ACTIONS_BY_STATE[record.state];
  return (
    <div>
      {stale && (
        <p
          className="mb-2 rounded-sm border-l-4 border-amber-600 bg-amber-50 px-2 py-1 text-sm text-amber-950"
          data-testid="relist-advice"
        >
          Expired {daysExpired(record)} days ago: relist it. Relisting makes today its posting date; Google
          and job boards read that date, and a renewal would keep {formatDay(record.posting.datePosted)}.
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {names.map((name, index) => (
          <ActionDialog
            key={name}
            record={record}
            spec={ACTIONS[name]}
            disabled={unsaved}
            primary={name === "publish" || (stale && index === 0)}
            onFieldErrors={onFieldErrors}
          />
        ))}
      </div>
    </div>
  );
}
