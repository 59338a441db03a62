/**
 * The staff command line's commands (scripts/admin.ts runs them in their own process; the tests also run
 * them in theirs, through `runAdmin` with captured input and output).
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
import { type CliIo, JOBS_USAGE, JobsUsageError, runJobsCommand } from "./admin-jobs";

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

/** The password: the first line of standard input, or asked for twice, hidden, on a terminal. */
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

async function main(argv: string[], io: AdminIo): Promise<number> {
  const [command, rawEmail, ...rest] = argv;
  if (command === "jobs") return runJobsCommand(argv.slice(1), io);
  if (!command || command === "help" || command === "--help") {
    io.stdout(`${USAGE}\n`);
    return command ? 0 : 2;
  }
  if ((command !== "create-user" && command !== "reset-password") || !rawEmail || rest.length > 0) {
    io.stderr(`${USAGE}\n`);
    return 2;
  }
  const email = normalizeEmail(rawEmail);
  if (!z.email().safeParse(email).success) throw new UsageError(`Not an e-mail address: ${rawEmail}`);

  const env = EnvSchema.pick({ DATA_DIR: true, DATABASE_URL: true, SITE_URL: true, PORT: true }).parse(
    io.env,
  );
  const password = await io.readPassword();
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
      io.stdout(`Created the account ${email}. Sign in at ${signInAddress(io.env)}\n`);
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
      io.stdout(
        `Set a new password for ${email} and signed out all of its sessions.${
          lifted > 0 ? ` Lifted ${lifted} sign-in lock${lifted === 1 ? "" : "s"} on the account.` : ""
        }\n`,
      );
    }
    return 0;
  } finally {
    await db.close();
  }
}

/** Where the command line reads and writes: the process's own, or (in tests) captured. */
export interface AdminIo extends CliIo {
  readPassword(): Promise<string>;
}

/** This process's environment, standard output and error, and the password from stdin or the terminal. */
export function processIo(): AdminIo {
  return {
    env: process.env,
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    readPassword,
  };
}

/** Runs one command (`argv` without node and the script); resolves with its exit code, never rejects. */
export async function runAdmin(argv: string[], io: AdminIo): Promise<number> {
  try {
    return await main(argv, io);
  } catch (error) {
    if (
      error instanceof UsageError ||
      error instanceof JobsUsageError ||
      error instanceof UserExistsError ||
      error instanceof z.ZodError
    ) {
      io.stderr(
        `${error instanceof z.ZodError ? error.issues.map((issue) => issue.message).join("\n") : error.message}\n`,
      );
    } else {
      io.stderr(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    }
    return 1;
  }
}
