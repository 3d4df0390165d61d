// The CDN module's minifier: esbuild names the identifiers, then terser compresses and names the
// rest, both with their safe defaults. esbuild names each class's private members (`#form`) per
// class, the most used shortest, where terser numbers them across the whole module: 0.5 KiB gzip
// less than terser alone (measured on the nine elements). Both keep every string, template and
// property name as written; the tests run the result against the sources (test/built/).
//
// It also leaves out the `/* @__PURE__ */` hints that Vite's own terser step keeps in a library:
// they serve a bundler that tree-shakes, and this file is one a page runs whole. The per-element
// entries (vite.elements.config.ts) ship unminified, hints and all, for bundlers.
import { transformSync } from 'esbuild';
import { minify } from 'terser';

export const TERSER_OPTIONS = { ecma: 2022, module: true, compress: { passes: 3 }, format: { comments: false } };

/** A Vite plugin minifying each chunk as above, its source map chained to the bundle's. */
export function minifyModule() {
  return {
    name: 'minify-module',
    apply: 'build',
    enforce: 'post',
    async renderChunk(code, chunk) {
      const named = transformSync(code, { minifyIdentifiers: true, format: 'esm', target: 'es2022', sourcemap: 'external', sourcefile: chunk.fileName });
      const minified = await minify(named.code, { ...TERSER_OPTIONS, sourceMap: { content: named.map } });
      return { code: minified.code, map: minified.map };
    },
  };
}
