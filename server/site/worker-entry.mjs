// Worker threads do not inherit the TypeScript loader the server runs under: register it, then load
// the render worker itself.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.entry);
