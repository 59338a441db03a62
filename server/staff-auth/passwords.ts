import { randomBytes, timingSafeEqual } from "node:crypto";
import { type HasherPermit, passwordHasher } from "./password-hasher";

export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** One of OWASP's equivalent scrypt minimums (32 MiB, p=3): about 0.2 s a check on this 2-core machine. */
export const DEFAULT_SCRYPT: ScryptParams = { N: 2 ** 15, r: 8, p: 3 };
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

/** scrypt on the password hasher's own threads (see password-hasher.ts), under `permit` when given. */
function derive(
  password: string,
  salt: Buffer,
  params: ScryptParams,
  permit?: HasherPermit,
  standIn = false,
): Promise<Buffer> {
  const task = {
    password: password.normalize("NFC"),
    salt,
    keyLength: KEY_LENGTH,
    options: { N: params.N, r: params.r, p: params.p, maxmem: 256 * params.N * params.r + 1024 * 1024 },
  };
  return permit ? permit.run(task, { standIn }) : passwordHasher().run(task);
}

/** `scrypt$N$r$p$salt$hash`: the parameters travel with the hash, so they can be raised later. */
export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, params);
  return ["scrypt", params.N, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join(
    "$",
  );
}

function parse(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0) || N > 2 ** 20 || r > 32 || p > 16) return null;
  const salt = Buffer.from(parts[4]!, "base64url");
  const key = Buffer.from(parts[5]!, "base64url");
  if (salt.length === 0 || key.length === 0) return null;
  return { params: { N, r, p }, salt, key };
}

export async function verifyPassword(
  password: string,
  stored: string,
  permit?: HasherPermit,
): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) {
    permit?.release();
    return false;
  }
  const key = await derive(password, parsed.salt, parsed.params, permit);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

/** A hash of the default cost that no password matches: random salt, random key. */
const DUMMY_HASH = [
  "scrypt",
  DEFAULT_SCRYPT.N,
  DEFAULT_SCRYPT.r,
  DEFAULT_SCRYPT.p,
  randomBytes(SALT_LENGTH).toString("base64url"),
  randomBytes(KEY_LENGTH).toString("base64url"),
].join("$");

const dummy = parse(DUMMY_HASH)!;

/**
 * Takes as long as a real check, so an unknown address answers as slowly as a wrong password: with a permit,
 * usually as a stand-in that holds the hasher's place for a recent real check's duration without computing
 * (password-hasher.ts), so a flood of sign-ins for unknown accounts costs the lead path nothing.
 */
export async function burnPasswordCheck(password: string, permit?: HasherPermit): Promise<false> {
  await derive(password, dummy.salt, dummy.params, permit, true);
  return false;
}

/**
 * One real check of the default cost, run once when the server starts: it starts the hasher's thread and
 * gives stand-ins a duration, so neither the thread's start nor a first full check falls on the first
 * sign-ins, or on the leads arriving while a flood of sign-ins for unknown accounts does.
 */
export async function warmPasswordChecks(): Promise<void> {
  await derive("", dummy.salt, dummy.params);
}
