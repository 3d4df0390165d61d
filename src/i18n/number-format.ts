/** The canonical form of a language tag `Intl` accepts, else undefined. */
export function usableLocale(tag: string | undefined): string | undefined {
  try {
    return (tag && Intl.getCanonicalLocales(tag)[0]) || undefined;
  } catch {
    return undefined;
  }
}

/** One number formatter per language (costly to make), however many numbers a list shows. */
const numberFormats = new Map<string, Intl.NumberFormat>();

/** `value` as a fan reading `locale` reads it ("1,250"; `short`: "1.3K", where room is scarce). */
export function formatNumber(value: number, locale: string, short?: boolean): string {
  const key = locale + (short ? ' short' : '');
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, short ? { notation: 'compact' } : {})));
  return format.format(value);
}
