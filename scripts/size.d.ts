/** The per-element entries for bundlers, as `loyalty-widgets/<name>` (see size.js). */
export const ENTRIES: string[];
