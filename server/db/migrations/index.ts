import type { Migration } from "kysely";
import { leads0001 } from "./0001-leads";
import { admin0100 } from "./0100-admin";
import { signInAndAudit0150 } from "./0150-sign-in-and-audit";
import { jobs0200 } from "./0200-jobs";
import { leadOwners0300 } from "./0300-lead-owners";
import { jobNotifications0400 } from "./0400-job-notifications";
import { placedStatus0500 } from "./0500-placed-status";
import { applications0600 } from "./0600-applications";
import { knownNetworks0700 } from "./0700-known-networks";
import { writeProbe0710 } from "./0710-write-probe";
import { jobAlerts0800 } from "./0800-job-alerts";
import { personKeys0940 } from "./0940-person-keys";
import { applicationStages0930 } from "./0930-application-stages";
import { recordMessages0960 } from "./0960-record-messages";
import { historyEmails0970 } from "./0970-history-e-mails";

/** Frozen migrations, applied in key order. Never edit one that has shipped; add a new one. */
export const migrations: Record<string, Migration> = {
  "0001-leads": leads0001,
  "0100-admin": admin0100,
  "0150-sign-in-and-audit": signInAndAudit0150,
  "0200-jobs": jobs0200,
  "0300-lead-owners": leadOwners0300,
  "0400-job-notifications": jobNotifications0400,
  "0500-placed-status": placedStatus0500,
  "0600-applications": applications0600,
  "0700-known-networks": knownNetworks0700,
  "0710-write-probe": writeProbe0710,
  "0800-job-alerts": jobAlerts0800,
  "0930-application-stages": applicationStages0930,
  "0940-person-keys": personKeys0940,
  "0960-record-messages": recordMessages0960,
  "0970-history-e-mails": historyEmails0970,
};
