import type { Config } from "@react-router/dev/config";

/**
 * Server-rendered build: the server renders every page from the content records and the postings in
 * the database into its in-memory site, at start-up and after each change (server/site/), never per
 * visitor request. The browser learns every route with the first page (no /__manifest requests).
 */
export default {
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? "build",
  routeDiscovery: { mode: "initial" },
} satisfies Config;
