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

/** `value` as a fan reading `locale` reads it ("1,250"). */
export function formatNumber(value: number, locale: string): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(value);
}
