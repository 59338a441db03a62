import type { JobPosting } from "#schemas/job-posting";
import { type PostingRecord, postingDefaults } from "#schemas/posting-fields";
import { recruiter } from "./recruiter";

/**
 * A seed posting: the posting-field descriptor's defaults (schemas/posting-fields.ts) and the firm's
 * recruiter, then what the record itself says. A record holds only what differs from those, so a new
 * optional field, or one with a default, touches no seed record.
 */
export function seedPosting(record: PostingRecord<"recruiter">): JobPosting {
  return { ...postingDefaults(), recruiter, ...record } as JobPosting;
}
