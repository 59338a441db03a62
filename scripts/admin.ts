/**
 * Staff accounts for the leads inbox (/admin).
 *
 *   npm run admin -- create-user <email>
 *   npm run admin -- reset-password <email>   (also lifts every sign-in lock on the account)
 *   npm run admin -- jobs list | export <slug> | import <file.json> [--draft] | close <slug>  (admin-jobs.ts)
 *
 * The password is asked for twice without echo on a terminal, or read from standard input (its first
 * line), e.g. `printf '%s\n' "$PASSWORD" | npm run admin -- create-user a@b.example`.
 * Uses the same DATABASE_URL / DATA_DIR as the server.
 */
import { processIo, runAdmin } from "./admin-cli";

runAdmin(process.argv.slice(2), processIo()).then((code) => process.exit(code));
