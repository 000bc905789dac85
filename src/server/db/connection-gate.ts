/**
 * A counting semaphore with one permit per pooled connection and a bounded, first-come wait.
 * gated-pool.ts puts it in front of pg's Pool so that waiting for a free connection is ours to
 * time and to name: pg's own queue shares one timeout with connecting and fails both with the
 * same message, which made a saturated pool look like an outage.
 */

/** No permit came free within the wait. */
export class GateWaitExpired extends Error {
  constructor(readonly waitedMs: number) {
    super(`No database connection came free within ${waitedMs} ms.`);
  }
}

/** Gives the permit back; calling it again does nothing (a release path may run twice). */
export type ReleasePermit = () => void;

interface Waiter {
  grant(release: ReleasePermit): void;
}

export class ConnectionGate {
  private free: number;
  private readonly waiters: Waiter[] = [];

  constructor(readonly size: number) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`A connection gate needs at least one permit, not ${size}`);
    this.free = size;
  }

  /** Permits handed out and not yet given back. */
  get inUse(): number {
    return this.size - this.free;
  }

  /** Callers waiting for a permit. */
  get waiting(): number {
    return this.waiters.length;
  }

  /**
   * A permit now if one is free, else the first one given back after the callers already
   * waiting have had theirs; rejects with GateWaitExpired after waitMs.
   */
  acquire(waitMs: number): Promise<ReleasePermit> {
    if (this.free > 0) {
      this.free--;
      return Promise.resolve(this.permit());
    }
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        grant: (release) => {
          clearTimeout(timer);
          resolve(release);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new GateWaitExpired(waitMs));
      }, waitMs);
      this.waiters.push(waiter);
    });
  }

  private permit(): ReleasePermit {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // Handed straight to the next waiter, so a caller arriving meanwhile cannot jump the queue.
      const next = this.waiters.shift();
      if (next) next.grant(this.permit());
      else this.free++;
    };
  }
}
