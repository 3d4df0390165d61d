/**
 * The stamp of a part of English: a hash of its keys in their order (FNV-1a, 32 bits, in base 36).
 * A built locale module leads each part's sentences with the stamp of the keys it was packed for
 * (scripts/build-locales.js); an element takes the part only when that stamp is its own English
 * part's. A module of another version, whose part gained, lost, renamed or moved a key, then says
 * that part in English instead of putting its sentences under the wrong keys, even when the count
 * of sentences happens to match.
 */
export function partStamp(keys: readonly string[]): string {
  let hash = 0x811c9dc5;
  for (const char of keys.join('\n')) hash = Math.imul(hash ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return hash.toString(36);
}
