/** One row of the table of elements (see elements.js). */
export interface ElementRow {
  /** Its entry for bundlers, `loyalty-widgets/<name>`. */
  name: string;
  tag: `loyalty-${string}`;
  /** The element class's source file. */
  source: string;
  /** The entry's source file (defines the element). */
  entry: string;
}
export const ELEMENTS: readonly ElementRow[];
/** The per-element entries for bundlers, as `loyalty-widgets/<name>` (see elements.js). */
export const ENTRIES: readonly string[];
/** The tag of each element, `loyalty-<name>`. */
export const TAGS: readonly `loyalty-${string}`[];
