export { type AdminRoutesOptions, adminRoutes } from "./routes";
export { startRetentionJob } from "./retention";
