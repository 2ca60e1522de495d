/**
 * Open progress streams per user in this process. A stream holds a socket and a place in the
 * poller, both this process's own resources, so the bound is kept here and needs no other process;
 * a user's streams on several processes are each bounded by their own process.
 */
export class StreamSlots {
  private readonly open = new Map<string, number>();

  constructor(readonly perUser: number) {}

  /** Takes a slot for the user; false when they already hold `perUser`. */
  tryTake(userId: string): boolean {
    const held = this.open.get(userId) ?? 0;
    if (held >= this.perUser) return false;
    this.open.set(userId, held + 1);
    return true;
  }

  release(userId: string): void {
    const held = this.open.get(userId) ?? 0;
    if (held <= 1) this.open.delete(userId);
    else this.open.set(userId, held - 1);
  }

  heldBy(userId: string): number {
    return this.open.get(userId) ?? 0;
  }
}
