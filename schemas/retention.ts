/**
 * How long leads and applications are kept: the privacy policy states it, and it is the default of the
 * server's LEAD_RETENTION_DAYS, so that the two cannot differ. The policy is rendered from the build (in the
 * browser too), so it states this figure; a deployment that sets another value is warned at start-up.
 */
export const LEAD_RETENTION_MONTHS = 24;

/** The policy's months in days (two years of 365 days), the unit the daily deletion counts in. */
export const LEAD_RETENTION_DAYS = (LEAD_RETENTION_MONTHS / 12) * 365;
