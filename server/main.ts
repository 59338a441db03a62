import { startRetentionJob } from "./admin/index";
import { buildApp } from "./app";
import { connectDb, migrateToLatest } from "./db/connect";
import { ConfigError, loadConfig } from "./env";
import { importSeedPostings } from "./jobs/seed";
import { createOutboxWorker } from "./leads/outbox";
import { loadStaticSite } from "./static-site";

async function main() {
  const config = loadConfig();
  const site = loadStaticSite(config.BUILD_DIR);
  const db = connectDb({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrateToLatest(db);
  await importSeedPostings(db);
  const app = await buildApp({ config, db, site });
  const outbox = createOutboxWorker({ db, config, log: app.log });
  // Runs after the server stopped taking requests and before the database closes below.
  app.addHook("onClose", async () => {
    await outbox.stop();
  });
  const retention = startRetentionJob({ db, config, log: app.log });
  app.addHook("onClose", async () => {
    await retention.stop();
  });
  if (site.manifest.siteUrl !== config.SITE_URL) {
    app.log.warn(
      { built: site.manifest.siteUrl, configured: config.SITE_URL },
      "the build's SITE_URL differs from SITE_URL: rebuild so canonical links match",
    );
  }

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
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
