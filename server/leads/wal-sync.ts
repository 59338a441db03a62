import fs from "node:fs";
import path from "node:path";

/**
 * Group commit for SQLite without blocking the event loop. Lead batches are committed with
 * `synchronous = NORMAL` (the WAL frames are written, not yet flushed), then this flushes the WAL
 * file with fdatasync on libuv's thread pool, the same flush `synchronous = FULL` would have made
 * inside the commit, and only then are the batch's requests answered. Batches committed while a
 * flush runs wait for the next one, so one flush covers all of them.
 */
export class WalSync {
  private fd?: number;
  private ino?: number;
  private inFlight = false;
  private waiting: Array<(error?: Error) => void> = [];

  constructor(private readonly walPath: string) {}

  /** Calls `done` once everything written to the WAL so far is on disk. */
  afterCommit(done: (error?: Error) => void): void {
    this.waiting.push(done);
    this.kick();
  }

  /** A flush is running. */
  get busy(): boolean {
    return this.inFlight;
  }

  get idle(): boolean {
    return !this.inFlight && this.waiting.length === 0;
  }

  close(): void {
    if (this.fd !== undefined) fs.closeSync(this.fd);
    this.fd = undefined;
  }

  private kick() {
    if (this.inFlight || this.waiting.length === 0) return;
    const group = this.waiting;
    this.waiting = [];
    let fd: number;
    try {
      fd = this.descriptor();
    } catch (error) {
      for (const done of group) done(error as Error);
      return;
    }
    this.inFlight = true;
    fs.fdatasync(fd, (error) => {
      this.inFlight = false;
      for (const done of group) done(error ?? undefined);
      this.kick();
    });
  }

  /** The WAL file's descriptor, reopened should SQLite ever have replaced the file. */
  private descriptor(): number {
    const { ino } = fs.statSync(this.walPath);
    if (this.fd === undefined || ino !== this.ino) {
      if (this.fd !== undefined) fs.closeSync(this.fd);
      this.fd = fs.openSync(this.walPath, "r");
      this.ino = fs.fstatSync(this.fd).ino;
      // The WAL file's directory entry has to survive a power loss as well.
      const dir = fs.openSync(path.dirname(this.walPath), "r");
      try {
        fs.fsyncSync(dir);
      } finally {
        fs.closeSync(dir);
      }
    }
    return this.fd;
  }
}
