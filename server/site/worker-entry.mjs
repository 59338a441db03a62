// Worker threads do not inherit the TypeScript loader the server runs under: register it, then load
// the render worker itself. The build's server bundle and React Router are plain JavaScript and are loaded
// first, without the loader: through it they took 1.25 s to load instead of 0.68 s (the render worker's own
// imports of them then find them loaded).
import path from "node:path";
import { pathToFileURL } from "node:url";
import { workerData } from "node:worker_threads";

await import(pathToFileURL(path.join(workerData.buildDir, "server", "index.js")).href);
await import("react-router");
const { register } = await import("tsx/esm/api");
register();
await import(workerData.entry);
