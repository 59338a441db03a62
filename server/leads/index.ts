export { createOutboxWorker, type OutboxWorker } from "./outbox";
export { leadRoutes, THANK_YOU_PATH } from "./routes";
