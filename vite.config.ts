import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { marksModule } from './scripts/build-marks.js';
import { templateIndentation } from './scripts/template-indentation.js';
import { cssMinify } from './scripts/css-minify.js';
import { minifyModule } from './scripts/minify-module.js';

/** The demo loads the platform marks as a page loads dist/platform-marks.js: `import 'virtual:platform-marks'`. */
const platformMarks = {
  name: 'platform-marks',
  resolveId: (id: string) => (id === 'virtual:platform-marks' ? '\0platform-marks' : undefined),
  load: (id: string) => (id === '\0platform-marks' ? marksModule() : undefined),
};

const standIns = fileURLToPath(new URL('src/page/server-stand-ins.ts', import.meta.url));

// `npm run build`: the CDN module, one self-contained ES module (Lit inside, no CSS file), minified
// with a source map beside it (scripts/minify-module.js). `vite` (dev): serves index.html and demo/ for `npm start`.
//
// What the build changes in the sources: the templates' indentation (scripts/template-indentation.js,
// which says why nothing a fan sees changes), the styles' minifying (scripts/css-minify.js, which
// leaves every value a browser keeps as written as it is), and the minifiers' safe defaults. Nothing else is rewritten:
// the tests run this file and the entries against the sources (test/built/).
export default defineConfig(({ command }) => ({
  plugins: command === 'build' ? [templateIndentation(), cssMinify(), minifyModule()] : [platformMarks],
  server: {
    host: '127.0.0.1',
    port: Number(process.env.DEMO_PORT ?? 5173),
    strictPort: false,
    // Test runs write coverage/ and builds write dist/: neither should reload the demo page.
    watch: { ignored: ['**/coverage/**', '**/dist/**'] },
  },
  build: {
    target: 'es2022',
    // Minified by minifyModule(), not Vite's own step.
    minify: false,
    // Shipped beside the module, which points at it: a creator can debug the elements as written.
    sourcemap: true,
    rolldownOptions: {
      // Nor rolldown's: it would print the minified chunk anew.
      output: { minify: false },
      // Node (every framework's server build) imports the bundle too: it must load there.
      transform: {
        inject: {
          HTMLElement: [standIns, 'HTMLElement'],
          document: [standIns, 'document'],
          CSSStyleSheet: [standIns, 'CSSStyleSheet'],
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
