/**
 * `npm start`: builds when there is no build, then serves. SITE_URL is read at start-up (the server
 * renders the pages), so one build serves any origin.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");

if (!fs.existsSync(path.join(buildDir, "server", "index.js"))) {
  console.log("Building the site ...");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../server/main");
