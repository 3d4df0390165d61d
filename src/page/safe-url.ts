/**
 * The address as an absolute `http:`/`https:` URL, or undefined for anything else
 * (`javascript:`, `data:`, in any case, with or without embedded whitespace or control characters).
 * The URL parser strips what browsers strip, so what we check is what would be navigated to.
 */
export function safeHttpUrl(value: unknown, base: string = document.baseURI): string | undefined {
  if (typeof value !== 'string' || !value.trim()) return undefined;
  try {
    const url = new URL(value, base);
    return /^https?:$/.test(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Reads a query parameter of the page's own address. */
export const pageParam = (name: string): string | undefined =>
  new URLSearchParams(window.location.search).get(name) ?? undefined;
