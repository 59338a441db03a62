import { CSV_BOM, csvRow } from "../http/csv";
import { zonedHeader, zonedIso } from "../http/csv-time";
import type { exportAlertsOf } from "./alerts.repository";

type ExportedAlert = Awaited<ReturnType<typeof exportAlertsOf>>[number];

const HEADER = [
  "Alert ID",
  "E-mail",
  "Role",
  "States",
  "Remote roles",
  "Specialty",
  "Frequency",
  "Subscribed",
  "Confirmed",
  "Last changed",
  "Subscribed on page",
  "Browser",
  "Postings sent",
] as const;
const TIMES = ["Subscribed", "Confirmed", "Last changed"];

/**
 * One address's alerts as a CSV file (a subject access request): one row per alert, times in the firm's
 * zone, the postings it was told of as "posting id at time" separated by semicolons.
 */
export function alertsCsv(alerts: ExportedAlert[], timeZone: string): string {
  const at = (iso: string | null) => (iso === null ? null : zonedIso(Date.parse(iso), timeZone));
  const rows = alerts.map((alert) =>
    csvRow([
      alert.id,
      alert.email,
      alert.role === "both" ? "NP and PA" : alert.role,
      alert.states.join("; "),
      alert.remote ? "yes" : "no",
      alert.specialty,
      alert.frequency === "daily" ? "daily digest" : "immediately",
      at(alert.createdAt),
      at(alert.confirmedAt),
      at(alert.updatedAt),
      alert.pagePath,
      alert.userAgent,
      alert.postingsSent.map((sent) => `${sent.postingId} at ${at(sent.at)}`).join("; "),
    ]),
  );
  const header = zonedHeader(HEADER, timeZone, TIMES);
  return CSV_BOM + csvRow(header) + rows.join("");
}
