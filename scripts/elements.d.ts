export interface ElementRow {
  name: string;
  tag: `loyalty-${string}`;
  folder: string;
  source: string;
  entry: string;
}
export const ELEMENTS: readonly ElementRow[];
export const ENTRIES: readonly string[];
export const TAGS: readonly `loyalty-${string}`[];
