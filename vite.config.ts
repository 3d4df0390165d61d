import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import MagicString from 'magic-string';
import minifyLiterals from 'rollup-plugin-minify-template-literals';
import { marksModule } from './scripts/build-marks.js';

/** The demo loads the platform marks as a page loads dist/platform-marks.js: `import 'virtual:platform-marks'`. */
const platformMarks = {
  name: 'platform-marks',
  resolveId: (id: string) => (id === 'virtual:platform-marks' ? '\0platform-marks' : undefined),
  load: (id: string) => (id === '\0platform-marks' ? marksModule() : undefined),
};

/** Strips the tree-shaking hints (`/* @__PURE__ *\/`) the bundler writes after minifying: of no use to a page. */
const withoutHints = {
  name: 'without-hints',
  renderChunk: {
    order: 'post' as const,
    handler(code: string) {
      const text = new MagicString(code);
      for (const hint of code.matchAll(/\/\* @__PURE__ \*\//g)) text.remove(hint.index, hint.index + hint[0].length);
      return { code: text.toString(), map: text.generateMap({ hires: true }) };
    },
  },
};

// `npm run build`: one self-contained, minified ES module (Lit inside, no CSS file).
// `vite` (dev): serves index.html and demo/ for `npm start`.
export default defineConfig(({ command }) => ({
  // Lit's html`` and css`` strings keep their indentation otherwise: a quarter of the bundle. A
  // boolean attribute stays bare (`readonly`, not `readonly="readonly"`); end tags the HTML parser
  // implies (`</p>` before a `<ul>` or at the end of a template, `</dt>`, `</li>`) are left out:
  // the template the browser parses is the same DOM (45 B less gzip). Attribute values that need no
  // quotes lose them (`part=item`, `id=${…}`: Lit binds an unquoted attribute alike; a value with a
  // space keeps them): 24 B.
  plugins: command === 'build' ? [minifyLiterals({ options: { minifyOptions: { removeAttributeQuotes: true, collapseBooleanAttributes: true, removeOptionalTags: true } } }), withoutHints] : [platformMarks],
  server: {
    host: '127.0.0.1',
    port: Number(process.env.DEMO_PORT ?? 5173),
    strictPort: false,
    // Test runs write coverage/ and builds write dist/: neither should reload the demo page.
    watch: { ignored: ['**/coverage/**', '**/dist/**'] },
  },
  build: {
    target: 'es2022',
    minify: 'terser',
    // Functions used once stay functions (`inline: 1`): turned into calls of their bodies in place
    // they pack worse (measured: 58 B less gzip). Those functions, called where they stand, are
    // written as arrows (`unsafe_arrows`: only a function called with `new` would mind, and none
    // is; 19 B), after a third and a fourth pass (4 B, then 3 B). Unused trailing parameters go (`keep_fargs`: 20 B;
    // no exported class or method changes its `length`). Strings written in ASCII (`…` as
    // `\u2026`) pack 12 B smaller; template literals keep their characters.
    terserOptions: {
      ecma: 2022,
      module: true,
      compress: { passes: 4, inline: 1, keep_fargs: false, unsafe_arrows: true },
      format: { comments: false, ascii_only: true },
    },
    // The map is for the byte ledger (npm run bench); the module does not point at a map it does not ship.
    sourcemap: 'hidden',
    rolldownOptions: {
      // Node (every framework's server build) imports the bundle too: it must load there.
      transform: {
        inject: {
          HTMLElement: [fileURLToPath(new URL('src/page/server-stand-ins.ts', import.meta.url)), 'HTMLElement'],
          document: [fileURLToPath(new URL('src/page/server-stand-ins.ts', import.meta.url)), 'document'],
          CSSStyleSheet: [fileURLToPath(new URL('src/page/server-stand-ins.ts', import.meta.url)), 'CSSStyleSheet'],
        },
      },
    },
    lib: {
      entry: 'src/index.ts',
      formats: ['es'],
      fileName: () => 'loyalty-widgets.js',
    },
  },
}));
