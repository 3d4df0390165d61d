import type { Plugin } from 'vite';

/** `text` (CSS) minified, every value the browser keeps as written left as it is. */
export function minifyCss(text: string): string;
/** `code` with every css`` literal minified; undefined when none changed. */
export function minifyStyles(code: string, fileName: string): { code: string; map: object } | undefined;
/** The Vite plugin that minifies the styles of the package's own sources. */
export function cssMinify(): Plugin;
