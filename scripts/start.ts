/** `npm start`: builds when there is no build or it was made for another SITE_URL, then serves. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const manifestFile = path.join(buildDir, "manifest.json");
const siteUrl = new URL(process.env.SITE_URL ?? "http://localhost:3000").origin;

function builtFor(): string | undefined {
  if (!fs.existsSync(manifestFile)) return undefined;
  return (JSON.parse(fs.readFileSync(manifestFile, "utf8")) as { siteUrl?: string }).siteUrl;
}

if (builtFor() !== siteUrl) {
  console.log(`Building the site for ${siteUrl} ...`);
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../server/main");
