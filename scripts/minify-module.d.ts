import type { Plugin } from 'vite';
import type { MinifyOptions } from 'terser';

/** Terser's options for the CDN module: safe defaults, three passes. */
export const TERSER_OPTIONS: MinifyOptions;
/** The Vite plugin that minifies the CDN module: esbuild's identifier naming, then terser. */
export function minifyModule(): Plugin;
