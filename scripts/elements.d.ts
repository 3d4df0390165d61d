/** The per-element entries for bundlers, as `loyalty-widgets/<name>` (see elements.js). */
export const ENTRIES: readonly string[];
/** The tag of each element, `loyalty-<name>`. */
export const TAGS: readonly `loyalty-${string}`[];
