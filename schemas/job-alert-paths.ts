/** The job alerts' addresses, apart from the schemas so that a page can name them without loading zod. */

export const JOB_ALERT_PATHS = {
  /** POST: subscribe (JSON, or a form post answered with a page). */
  subscribe: "/api/job-alerts",
  /** GET shows a button; its POST confirms (mail scanners that fetch links confirm nothing). */
  confirm: "/job-alerts/confirm",
  /** GET shows the alert's form; POST changes or deletes it. */
  manage: "/job-alerts/manage",
  /** GET shows a button; POST unsubscribes at once (RFC 8058 one-click). */
  unsubscribe: "/job-alerts/unsubscribe",
  /** "Check your inbox", after subscribing without JavaScript. */
  sent: "/job-alerts/sent",
  /** After an alert was deleted. */
  ended: "/job-alerts/ended",
} as const;

/** The staff API's alert routes (under /api/admin). */
export const JOB_ALERT_STAFF_ROUTES = {
  /** Confirmed subscribers per role. */
  summary: "/job-alerts/summary",
  /** One address's alerts as the staff app lists them (finding a subscriber; nothing is recorded). */
  lookup: "/job-alerts/lookup",
  /** Every alert of one address, as JSON (a subject access request). */
  export: "/job-alerts/export",
  /** The same as a CSV file. */
  exportCsv: "/job-alerts/export.csv",
  /** Deletes every alert of one address. */
  erase: "/job-alerts/erase",
} as const;
