/**
 * Every language the project ships besides English, loaded into the test page as a creator's
 * script tags would load them, and a way to run a test with the page in one of them.
 */
import '../../src/locales/ar.js';
import '../../src/locales/de.js';
import '../../src/locales/es.js';
import '../../src/locales/fr.js';
import '../../src/locales/pt.js';

export const LANGUAGES = ['es', 'pt', 'fr', 'de', 'ar'] as const;

/** Runs `test` with `<html lang>` (and `dir`) set, then puts the page back as it was. */
export async function withPageLanguage(lang: string, test: () => Promise<void>, dir?: 'rtl' | 'ltr'): Promise<void> {
  const page = document.documentElement;
  const before = { lang: page.getAttribute('lang'), dir: page.getAttribute('dir') };
  page.setAttribute('lang', lang);
  if (dir) page.setAttribute('dir', dir);
  try {
    await test();
  } finally {
    for (const [name, value] of Object.entries(before)) {
      if (value === null) page.removeAttribute(name);
      else page.setAttribute(name, value);
    }
  }
}
