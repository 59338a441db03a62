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
import path from "node:path";
import { z } from "zod";
import { PASSWORD_MAX, PASSWORD_MIN } from "#schemas/admin";
import { recordAudit } from "#server/audit/audit.repository";
import { unlockAccount } from "#server/staff-auth/login-limits";
import { hashPassword } from "#server/staff-auth/passwords";
import {
  createUser,
  normalizeEmail,
  resetPassword,
  UserExistsError,
} from "#server/staff-auth/users.repository";
import { connectDb, migrateToLatest } from "#server/db/connect";
import { EnvSchema } from "#server/env";
import { JOBS_USAGE, JobsUsageError, runJobsCommand } from "./admin-jobs";

const USAGE = `Usage:
  npm run admin -- create-user <email>
  npm run admin -- reset-password <email>

The password is prompted for (hidden) on a terminal, or read from the first line of standard input.

${JOBS_USAGE}`;

class UsageError extends Error {}

/** Where the staff app answers: the public SITE_URL when it is set, else this machine on the configured PORT. */
function signInAddress(env: NodeJS.ProcessEnv): string {
  const { SITE_URL, PORT } = EnvSchema.pick({ SITE_URL: true, PORT: true }).parse(env);
  return env.SITE_URL?.trim() ? new URL("/admin", SITE_URL).toString() : `http://localhost:${PORT}/admin`;
}

function readHidden(prompt: string): Promise<string> {
  const input = process.stdin;
  return new Promise((resolve, reject) => {
    process.stderr.write(prompt);
    let value = "";
    input.setRawMode(true);
    input.resume();
    input.setEncoding("utf8");
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off("data", onData);
      process.stderr.write("\n");
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") return done();
        if (char === "\u0003") return done(new UsageError("Cancelled."));
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else if (char >= " ") value += char;
      }
    };
    input.on("data", onData);
  });
}

async function readFirstLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) {
    chunks.push(chunk as Buffer);
    if (Buffer.concat(chunks).includes(10)) break;
  }
  return Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0] ?? "";
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readFirstLine();
  const first = await readHidden("Password: ");
  const second = await readHidden("Repeat the password: ");
  if (first !== second) throw new UsageError("The two passwords differ.");
  return first;
}

function checkPassword(password: string) {
  if (password.length < PASSWORD_MIN)
    throw new UsageError(`The password needs at least ${PASSWORD_MIN} characters.`);
  if (password.length > PASSWORD_MAX)
    throw new UsageError(`The password can have at most ${PASSWORD_MAX} characters.`);
}

async function main(argv: string[]): Promise<number> {
  const [command, rawEmail, ...rest] = argv;
  if (command === "jobs") return runJobsCommand(argv.slice(1));
  if (!command || command === "help" || command === "--help") {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  if ((command !== "create-user" && command !== "reset-password") || !rawEmail || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const email = normalizeEmail(rawEmail);
  if (!z.email().safeParse(email).success) throw new UsageError(`Not an e-mail address: ${rawEmail}`);

  const env = EnvSchema.pick({ DATA_DIR: true, DATABASE_URL: true, SITE_URL: true, PORT: true }).parse(
    process.env,
  );
  const password = await readPassword();
  checkPassword(password);
  const passwordHash = await hashPassword(password);

  const db = connectDb({ databaseUrl: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR) });
  try {
    await migrateToLatest(db);
    const kdb = db.kysely;
    if (command === "create-user") {
      const user = await createUser(kdb, email, passwordHash);
      await recordAudit(kdb, {
        action: "user_created",
        userId: user.id,
        actor: email,
        detail: { via: "cli" },
      });
      console.log(`Created the account ${email}. Sign in at ${signInAddress(process.env)}`);
    } else {
      if (!(await resetPassword(kdb, email, passwordHash)))
        throw new UsageError(`There is no account for ${email}.`);
      // The person who can run this is who a locked-out recruiter turns to: every lock on the account ends.
      const lifted = await unlockAccount(kdb, email, Date.now());
      await recordAudit(kdb, {
        action: "password_reset",
        actor: email,
        detail: { via: "cli", locksLifted: lifted },
      });
      console.log(
        `Set a new password for ${email} and signed out all of its sessions.${
          lifted > 0 ? ` Lifted ${lifted} sign-in lock${lifted === 1 ? "" : "s"} on the account.` : ""
        }`,
      );
    }
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (
      error instanceof UsageError ||
      error instanceof JobsUsageError ||
      error instanceof UserExistsError ||
      error instanceof z.ZodError
    ) {
      console.error(
        error instanceof z.ZodError ? error.issues.map((issue) => issue.message).join("\n") : error.message,
      );
    } else {
      console.error(error);
    }
    process.exit(1);
  },
);
