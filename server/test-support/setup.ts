/**
 * Vitest's set-up for every test file. The process's password checks run at the server's own priority: at
 * nice 19 (production's, see password-hasher.ts) they take only the CPU time nothing else wants, and beside
 * a browser and other test processes a sign-in then waits behind all of them. Tests of the priority itself
 * start a hasher of their own.
 */
import { configurePasswordHasher, DEFAULT_HASHER_OPTIONS } from "../staff-auth/password-hasher";

await configurePasswordHasher({ ...DEFAULT_HASHER_OPTIONS, niceness: 0 });
