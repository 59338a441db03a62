/**
 * Job postings from the command line, for bulk work and for firms that keep postings in files:
 *
 *   npm run admin -- jobs list
 *   npm run admin -- jobs export <slug>                 the posting as JSON (the schema's shape) on stdout
 *   npm run admin -- jobs import <file.json> [--draft]  creates or updates by path and publishes it
 *   npm run admin -- jobs close <slug>                  marks the position filled
 *
 * Uses the same DATABASE_URL / DATA_DIR as the server; a running server shows the change.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { connectDb, migrateToLatest } from "#server/db/connect";
import { EnvSchema } from "#server/env";
import { indexNowTarget } from "#server/jobs/indexnow";
import { recordErrorLines } from "#schemas/content-rules";
import { changeJobState, importJob, JobInputError, JobStateError } from "#server/jobs/job-service";
import { findPostingBySlug, listPostingRecords } from "#server/jobs/jobs.repository";
import { postingState } from "#schemas/job-lifecycle";
import { printable } from "./lib/terminal";

export const JOBS_USAGE = `Usage:
  npm run admin -- jobs list
  npm run admin -- jobs export <slug>
  npm run admin -- jobs import <file.json> [--draft]
  npm run admin -- jobs close <slug>`;

/** A command that cannot be carried out; its message may name what was typed, so it is made printable. */
export class JobsUsageError extends Error {
  constructor(message: string) {
    super(printable(message));
  }
}

/** Where a command reads its settings and writes its answers (the process's own, or captured in tests). */
export interface CliIo {
  env: NodeJS.ProcessEnv;
  stdout(text: string): void;
  stderr(text: string): void;
}

const actor = () => ({ name: `command line (${os.userInfo().username})` });

/** Runs one `jobs` command; returns the exit code. Bad input is reported on stderr with exit code 1. */
export async function runJobsCommand(args: string[], io: CliIo): Promise<number> {
  const [command, argument, ...flags] = args;
  const known =
    (command === "list" && !argument) ||
    ((command === "export" || command === "close") && argument && flags.length === 0) ||
    (command === "import" && argument && flags.every((flag) => flag === "--draft"));
  if (!known) {
    io.stderr(`${JOBS_USAGE}\n`);
    return 2;
  }
  // Read and parse the file before touching the database: an unreadable file changes nothing.
  let input: unknown;
  if (command === "import") {
    let text: string;
    try {
      text = fs.readFileSync(path.resolve(argument!), "utf8");
    } catch {
      throw new JobsUsageError(`Cannot read ${argument}`);
    }
    try {
      input = JSON.parse(text);
    } catch (error) {
      throw new JobsUsageError(`${argument} is not JSON: ${(error as Error).message}`);
    }
  }

  const env = EnvSchema.pick({ DATA_DIR: true, DATABASE_URL: true, INDEXNOW_KEY: true }).parse(io.env);
  // The server's own settings: with its IndexNow key, a change made here is announced too (by the server).
  const indexNow = indexNowTarget(env);
  const db = connectDb({ databaseUrl: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR) });
  try {
    await migrateToLatest(db);
    const kysely = db.kysely;
    const now = Date.now();
    switch (command) {
      case "list": {
        for (const record of await listPostingRecords(kysely)) {
          const { path: jobPath, validThrough, shortTitle } = record.posting;
          io.stdout(
            `${[
              postingState(record, now).padEnd(9),
              validThrough,
              printable(jobPath),
              printable(shortTitle),
            ].join("\t")}\n`,
          );
        }
        return 0;
      }
      case "export": {
        const record = await findPostingBySlug(kysely, argument!);
        if (!record) throw new JobsUsageError(`There is no posting ${argument}.`);
        io.stdout(`${JSON.stringify(record.posting, null, 2)}\n`);
        return 0;
      }
      case "import": {
        const draft = flags.includes("--draft");
        const { record, created } = await importJob({ db, actor: actor(), now, indexNow }, input, { draft });
        io.stdout(
          `${created ? "Created" : "Updated"} ${printable(record.posting.path)}: ${postingState(record, now)}.\n`,
        );
        return 0;
      }
      default: {
        const record = await findPostingBySlug(kysely, argument!);
        if (!record) throw new JobsUsageError(`There is no posting ${argument}.`);
        const closed = await changeJobState(
          { db, actor: actor(), now, indexNow },
          record.id,
          record.version,
          {
            action: "close",
          },
        );
        io.stdout(
          `Closed ${printable(closed.posting.path)}: the page now says the position has been filled.\n`,
        );
        return 0;
      }
    }
  } catch (error) {
    if (error instanceof JobInputError) {
      const lines = recordErrorLines("jobs", argument!, error.errors);
      io.stderr(`The posting was not saved. Fix these fields:\n  ${lines.map(printable).join("\n  ")}\n`);
      return 1;
    }
    if (error instanceof JobStateError) {
      io.stderr(`${printable(error.message)}\n`);
      return 1;
    }
    throw error;
  } finally {
    await db.close();
  }
}
