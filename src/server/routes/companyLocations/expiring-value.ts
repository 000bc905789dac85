/**
 * A value computed at most once per time-to-live and shared by concurrent callers. For figures
 * that may lag a few seconds behind another server's writes (filter option counts); this
 * server's own writes call invalidate(), so its users see their change at once.
 */
export class ExpiringValue<T> {
  private pending?: Promise<T>;
  private expiresAt = 0;
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly compute: () => Promise<T>,
  ) {}

  get(): Promise<T> {
    if (this.pending && Date.now() < this.expiresAt) return this.pending;
    const generation = ++this.generation;
    const pending = this.compute();
    this.pending = pending;
    this.expiresAt = Date.now() + this.ttlMs;
    // A failure is not kept: the next caller computes again.
    pending.catch(() => {
      if (this.generation === generation) this.invalidate();
    });
    return pending;
  }

  invalidate() {
    this.pending = undefined;
    this.expiresAt = 0;
  }
}
