/** The canonical form of a language tag `Intl` accepts, else undefined. */
export function usableLocale(tag: string | undefined): string | undefined {
  try {
    return (tag && Intl.getCanonicalLocales(tag)[0]) || undefined;
  } catch {
    return undefined;
  }
}

/** The kinds of `Intl` formatter the elements use. */
type Kind = 'NumberFormat' | 'DateTimeFormat' | 'RelativeTimeFormat' | 'PluralRules';
type Formatter = InstanceType<(typeof Intl)[Kind]>;

/** Every formatter made so far, by kind, language and options: each is costly to make, and a list formats hundreds of values. */
const made = new Map<string, Formatter>();

/**
 * The `Intl` formatter of `kind` for `locale` and `options`, made once and shared. A language `Intl`
 * refuses (a page's `en_US`) must not break what draws with it: the browser's own, then. Options it
 * refuses throw, for the caller to say what stands in for them.
 */
export function formatter<K extends Kind>(kind: K, locale: string, options?: ConstructorParameters<(typeof Intl)[K]>[1]): InstanceType<(typeof Intl)[K]> {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let format = made.get(key);
  if (!format) {
    const Make = Intl[kind] as new (locale?: string, options?: object) => Formatter;
    try {
      format = new Make(locale, options);
    } catch {
      format = new Make(undefined, options);
    }
    made.set(key, format);
  }
  return format as InstanceType<(typeof Intl)[K]>;
}

/** `value` as a fan reading `locale` reads it ("1,250"). */
export const formatNumber = (value: number, locale: string): string => formatter('NumberFormat', locale).format(value);
