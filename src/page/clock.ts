/** The fan's clock: what the elements read the time from and wait on, one place a test can set. */
export const clock = {
  now: (): number => Date.now(),
  /** Runs `run` at `at` (ms on this clock); returns what cancels it. */
  at(at: number, run: () => void): () => void {
    // A timeout's delay is a 32-bit count: a later moment wakes early and is asked again.
    const id = setTimeout(run, Math.min(at - clock.now(), 2 ** 31 - 1));
    return () => clearTimeout(id);
  },
};
