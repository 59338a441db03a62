/**
 * Bytes of résumés held in memory at once, across all uploads: an upload reserves what its body may
 * hold before the first byte is read and gives it back once its answer is decided. Uploads that do not
 * fit wait their turn (first come, first served) with their bodies unread, held back by TCP, so fifty
 * 5 MB uploads at once cost about as much memory as a few.
 */
export class MemoryBudget {
  private used = 0;
  private readonly waiting: Array<{ bytes: number; grant: () => void }> = [];

  constructor(readonly capacity: number) {}

  /** Resolves with the function that gives the reservation back (call it once). */
  async reserve(bytes: number): Promise<() => void> {
    const amount = Math.min(Math.max(bytes, 1), this.capacity);
    if (this.waiting.length === 0 && this.used + amount <= this.capacity) {
      this.used += amount;
    } else {
      await new Promise<void>((grant) => this.waiting.push({ bytes: amount, grant }));
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.used -= amount;
      this.grantWaiting();
    };
  }

  private grantWaiting() {
    while (this.waiting.length > 0 && this.used + this.waiting[0]!.bytes <= this.capacity) {
      const next = this.waiting.shift()!;
      this.used += next.bytes;
      next.grant();
    }
  }
}
