/** The canonical form of a language tag `Intl` accepts, else undefined. */
export function usableLocale(tag: string | undefined): string | undefined {
  try {
    return (tag && Intl.getCanonicalLocales(tag)[0]) || undefined;
  } catch {
    return undefined;
  }
}

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat | Intl.PluralRules;

/** Every formatter made so far, by kind, language and options: each is costly to make, and a list formats hundreds of values. */
const made = new Map<string, Formatter>();

/**
 * The `Intl` formatter of `Kind` for `locale` and `options`, made once and shared. A language `Intl`
 * refuses (a page's `en_US`) must not break what draws with it: the browser's own, then. Options it
 * refuses throw, for the caller to say what stands in for them.
 */
export function formatter<T extends Formatter, O extends object>(Kind: new (locale?: string, options?: O) => T, locale: string, options?: O): T {
  const key = `${Kind.name} ${locale} ${JSON.stringify(options)}`;
  let format = made.get(key) as T | undefined;
  if (!format) {
    try {
      format = new Kind(locale, options);
    } catch {
      format = new Kind(undefined, options);
    }
    made.set(key, format);
  }
  return format;
}

/** `value` as a fan reading `locale` reads it ("1,250"). */
export const formatNumber = (value: number, locale: string): string => formatter(Intl.NumberFormat, locale).format(value);
