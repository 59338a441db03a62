import { afterEach, describe, expect, it } from "vitest";
import { configurePasswordHasher, DEFAULT_HASHER_OPTIONS, passwordHasher } from "./password-hasher";
import {
  burnPasswordCheck,
  DEFAULT_SCRYPT,
  hashPassword,
  verifyPassword,
  warmPasswordChecks,
} from "./passwords";

const FAST = { N: 2 ** 10, r: 8, p: 1 };

describe("scrypt password hashes", () => {
  it("stores the parameters, a random salt and the key, and verifies only the right password", async () => {
    const hash = await hashPassword("correct horse battery staple", FAST);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{86}$/);
    expect(await verifyPassword("correct horse battery staple", hash)).toBe(true);
    expect(await verifyPassword("correct horse battery stapl", hash)).toBe(false);
    expect(await verifyPassword("Correct horse battery staple", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("salts every hash differently", async () => {
    const [a, b] = await Promise.all([
      hashPassword("same password", FAST),
      hashPassword("same password", FAST),
    ]);
    expect(a).not.toBe(b);
  });

  it("treats composed and decomposed Unicode as the same password", async () => {
    const hash = await hashPassword("caf\u00e9 au lait!", FAST);
    expect(await verifyPassword("cafe\u0301 au lait!", hash)).toBe(true);
  });

  it("uses OWASP-strength parameters by default", async () => {
    expect(DEFAULT_SCRYPT.N * DEFAULT_SCRYPT.r * 128).toBeGreaterThanOrEqual(32 * 1024 * 1024);
    const hash = await hashPassword("default strength password");
    expect(hash.startsWith(`scrypt$${DEFAULT_SCRYPT.N}$${DEFAULT_SCRYPT.r}$${DEFAULT_SCRYPT.p}$`)).toBe(true);
    expect(await verifyPassword("default strength password", hash)).toBe(true);
  });

  it.each([
    "",
    "plain-text-password",
    "bcrypt$2b$10$abc",
    "scrypt$1024$8$1$$",
    "scrypt$0$8$1$c2FsdA$a2V5",
    "scrypt$4194304$8$1$c2FsdA$a2V5",
    "scrypt$1024$8$1$c2FsdA",
  ])("rejects the malformed stored value %j without throwing", async (stored) => {
    expect(await verifyPassword("anything", stored)).toBe(false);
  });

  it("spends a check's work on unknown accounts and always refuses", async () => {
    expect(await burnPasswordCheck("whatever")).toBe(false);
  });

  describe("the warm-up at the server's start", () => {
    afterEach(async () => {
      await configurePasswordHasher(DEFAULT_HASHER_OPTIONS);
    });

    it("runs one real check of the default cost, after which an unknown account's check is a stand-in", async () => {
      const hasher = await configurePasswordHasher({ ...DEFAULT_HASHER_OPTIONS, busy: () => false });
      expect(hasher.counts).toEqual({ real: 0, standIn: 0 });

      await warmPasswordChecks();
      expect(hasher.counts).toEqual({ real: 1, standIn: 0 });

      const permit = passwordHasher().tryAcquire({ client: "network-a" })!;
      expect(await burnPasswordCheck("a guess", permit)).toBe(false);
      expect(hasher.counts).toEqual({ real: 1, standIn: 1 });
    });

    it("without it, the first unknown account's check is computed for real", async () => {
      const hasher = await configurePasswordHasher({ ...DEFAULT_HASHER_OPTIONS, busy: () => false });
      const permit = passwordHasher().tryAcquire({ client: "network-a" })!;
      expect(await burnPasswordCheck("a guess", permit)).toBe(false);
      expect(hasher.counts).toEqual({ real: 1, standIn: 0 });
    });
  });
});
