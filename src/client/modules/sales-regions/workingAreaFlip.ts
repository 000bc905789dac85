/** How a flip ended: the server's flag, or the error after the flag was put back. */
export type FlipOutcome = { ok: true; value: boolean } | { ok: false; error: unknown };

/**
 * The working-area toggle (spec part 2 section 4): the flag flips at once, before the server
 * answers; the answer's flag is kept, and a refusal puts the old flag back.
 */
export async function flipWorkingArea(
  current: boolean,
  apply: (value: boolean) => void,
  send: (value: boolean) => Promise<boolean>,
): Promise<FlipOutcome> {
  apply(!current);
  try {
    const value = await send(!current);
    apply(value);
    return { ok: true, value };
  } catch (error) {
    apply(current);
    return { ok: false, error };
  }
}
