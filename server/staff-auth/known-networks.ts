import type { DbKysely } from "../db/schema";
import { KNOWN_NETWORK_MS } from "./login-limits";

/** How often the networks known on other instances are read again. */
const REFRESH_MS = 60_000;

export interface KnownNetworks {
  /**
   * Whether some account signed in from this (hashed) network lately, as far as this instance knows; true
   * until the first read is done, so nothing is refused on a guess.
   */
  mayBeKnown(networkHash: string): boolean;
  /** A sign-in from the network succeeded here. */
  add(networkHash: string): void;
  close(): void;
}

/**
 * The networks any staff account signed in from within KNOWN_NETWORK_MS, held in memory: a sign-in from any
 * other network can be told "busy" before any database read when the password checks for unknown networks
 * are queued to capacity (a flood). The list is read at start and again every minute, so a network that
 * became known on another instance counts here within a minute; one that became known here counts at once.
 * Only the decision to refuse early reads it: whether the account knows the network is still read per
 * sign-in, as before.
 */
export function knownNetworks(
  db: DbKysely,
  now: () => number,
  onError: (error: unknown) => void,
): KnownNetworks {
  let known: Set<string> | null = null;
  /** Networks that became known here, by when: kept until a read certainly includes them. */
  const addedAt = new Map<string, number>();
  const read = async () => {
    const started = now();
    try {
      const rows = await db
        .selectFrom("admin_known_networks")
        .select("network_hash")
        .distinct()
        .where("last_at", ">", started - KNOWN_NETWORK_MS)
        .execute();
      const next = new Set(rows.map((row) => row.network_hash));
      for (const [hash, at] of addedAt) {
        // Written before the previous read began: this read has it.
        if (at < started - REFRESH_MS) addedAt.delete(hash);
        else next.add(hash);
      }
      known = next;
    } catch (error) {
      onError(error);
    }
  };
  void read();
  const timer = setInterval(() => void read(), REFRESH_MS);
  timer.unref();
  return {
    mayBeKnown: (networkHash) => known === null || known.has(networkHash),
    add(networkHash) {
      addedAt.set(networkHash, now());
      known?.add(networkHash);
    },
    close: () => clearInterval(timer),
  };
}
