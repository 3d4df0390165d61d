/**
 * Makes the engine collect garbage while a test waits: through its own hook where the browser
 * exposes one (Chromium with `--js-flags=--expose-gc`), else by making enough short-lived garbage
 * that every engine collects.
 */
export async function collectGarbage(): Promise<void> {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) return gc();
  let kept = 0;
  for (let round = 0; round < 20; round++) {
    // Objects that live only for this round: a few megabytes of garbage each time.
    kept += Array.from({ length: 200_000 }, (_, i) => ({ i })).length;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  void kept;
}
