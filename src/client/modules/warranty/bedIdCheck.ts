/**
 * The bed id's uniqueness check (spec part 2 section 5): only for new registrations, once the
 * field has been touched; a new check cancels the one still running; the field is invalid when
 * the server says the id is taken or when the check fails.
 */
export type BedIdCheckStatus = "idle" | "checking" | "unique" | "taken" | "failed";

/** Whether the bed id should be checked now. */
export function shouldCheckBedId(options: { isNew: boolean; isTouched: boolean; bedId: string }): boolean {
  return options.isNew && options.isTouched && options.bedId.trim() !== "";
}

/** Whether the check's outcome makes the field invalid. */
export function isBedIdRefused(status: BedIdCheckStatus): boolean {
  return status === "taken" || status === "failed";
}

/** A check's end as the field sees it; null when a newer check cancelled it (its answer is dropped). */
export type CheckOutcome = Exclude<BedIdCheckStatus, "idle" | "checking"> | null;

/**
 * Runs checks one after another, each cancelling the previous one's request (AbortController),
 * so only the latest answer counts even when an earlier one arrives later.
 */
export function latestBedIdCheck(check: (bedId: string, signal: AbortSignal) => Promise<boolean>) {
  let running: AbortController | null = null;
  return {
    async run(bedId: string): Promise<CheckOutcome> {
      running?.abort();
      const controller = new AbortController();
      running = controller;
      let outcome: CheckOutcome;
      try {
        outcome = (await check(bedId.trim(), controller.signal)) ? "unique" : "taken";
      } catch {
        outcome = "failed";
      }
      if (controller.signal.aborted) return null;
      running = null;
      return outcome;
    },
    /** Stops the check still running (the dialog closed, or the id no longer needs one). */
    cancel() {
      running?.abort();
      running = null;
    },
  };
}
