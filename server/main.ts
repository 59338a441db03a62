import { startRetentionJob } from "./retention";
import { buildApp } from "./app";
import { createApplicationOutboxWorker } from "./applications/outbox";
import { connectDb, migrateToLatest } from "./db/connect";
import { ConfigError, loadConfig } from "./env";
import { findPostingById, listPostingRecords } from "./jobs/jobs.repository";
import { createJobAlertWorker } from "./alerts/outbox";
import { createJobOutboxWorker } from "./jobs/outbox";
import { importSeedPostings } from "./jobs/seed";
import { createOutboxWorker } from "./leads/outbox";
import { createMessageOutboxWorker } from "./messages/outbox";
import { startLiveSite } from "./site/live-site";
import { readBoardPostings } from "./jobs/board-source";
import { warmPasswordChecks } from "./staff-auth/passwords";

async function main() {
  const config = loadConfig();
  const db = connectDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrateToLatest(db);
  await importSeedPostings(db);
  const site = await startLiveSite({
    db,
    postings: readBoardPostings,
    buildDir: config.BUILD_DIR,
    siteUrl: config.SITE_URL,
    niceness: config.RENDER_NICENESS,
  });
  const app = await buildApp({ config, db, site });
  site.setLog(app.log);
  app.log.info(site.lastRender ?? {}, "site rendered");
  const outbox = createOutboxWorker({ db, config, log: app.log });
  // Runs after the server stopped taking requests and before the database closes below.
  const jobOutbox = createJobOutboxWorker({ db, config, log: app.log });
  const applicationOutbox = createApplicationOutboxWorker({
    db,
    config,
    log: app.log,
    findPosting: findPostingById,
  });
  // Job alerts match the job board's postings, handed over here: the alerts never import the jobs feature.
  const alertOutbox = createJobAlertWorker({ db, config, log: app.log, postings: listPostingRecords });
  const messageOutbox = createMessageOutboxWorker({ db, config, log: app.log });
  app.addHook("onClose", async () => {
    await messageOutbox.stop();
    await outbox.stop();
    await jobOutbox.stop();
    await applicationOutbox.stop();
    await alertOutbox.stop();
  });
  const retention = startRetentionJob({ db, config, log: app.log });
  app.addHook("onClose", async () => {
    await retention.stop();
  });
  // Closed after the database users above: the render worker reads nothing once the app is closed.
  app.addHook("onClose", async () => {
    await site.close();
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    try {
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.PORT, host: config.HOST });
  outbox.start();
  jobOutbox.start();
  applicationOutbox.start();
  alertOutbox.start();
  messageOutbox.start();
  warmPasswordChecks().catch((error: unknown) =>
    app.log.warn(
      { err: { message: error instanceof Error ? error.message : String(error) } },
      "password check warm-up failed",
    ),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
