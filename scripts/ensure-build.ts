/** Builds the site when there is no build or a source file is newer than it, so `npm test` is one step. */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const manifest = path.resolve(process.env.BUILD_DIR ?? "build", "manifest.json");
const sources = ["app", "schemas", "public", "react-router.config.ts", "vite.config.ts", "package-lock.json"];

function newest(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...fs.readdirSync(target).map((name) => newest(path.join(target, name))));
}

const builtAt = fs.existsSync(manifest) ? fs.statSync(manifest).mtimeMs : 0;
if (builtAt === 0 || sources.some((source) => newest(source) > builtAt)) {
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
