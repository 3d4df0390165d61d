import { defineConfig, mergeConfig, type UserConfig } from 'vite';
import base from './vite.config.js';
import { ELEMENTS } from './scripts/elements.js';

// `loyalty-widgets/<element>` for bundlers: one module per element in dist/elements/, the session,
// client and Lit in shared chunks they import, so a page loads them once whatever mix it imports.
// Readable ES modules with source maps, as Lit ships its packages: the app's bundler minifies them
// with the rest of the app. The CDN module (vite.config.ts) stays one self-contained file.
export default defineConfig((env) => {
  const config = mergeConfig(typeof base === 'function' ? base(env) : base, {
    build: {
      outDir: 'dist/elements',
      emptyOutDir: true,
      minify: false,
      sourcemap: true,
      lib: {
        // `all` is `loyalty-widgets` itself for bundlers (package.json "."): every element on the
        // entries' chunks, so an app that imports both has one copy of Lit and of the session.
        entry: { ...Object.fromEntries(ELEMENTS.map(({ name, entry }) => [name, entry])), all: 'src/index.ts' },
        formats: ['es'],
        fileName: (_format: string, name: string) => `${name}.js`,
      },
      rolldownOptions: {
        output: {
          // Dead code left out, nothing renamed or packed (Vite's own for an unminified build).
          minify: 'dce-only',
          chunkFileNames: 'shared-[hash].js',
          // One chunk for what the form elements share with the session and Lit (the platform
          // buttons too): a login page fetches two files, not three. The endpoints of the other
          // elements (src/api/account, events, spending) stay out of it, as does what only the lists
          // draw with (Lit's directives, drawing as the fan scrolls, their failures' Retry) and the
          // membership and interest choices of the sign-up and the account.
          advancedChunks: {
            groups: [
              {
                name: 'shared',
                test: /node_modules\/(?!lit(-html)?\/directives\/)|src\/(api\/(client|answer-readers|types)|session|page|i18n|controllers\/(?!drawn-)|base\/(?!list-|reading-|attribute-|form-values|labels|logged-out|choices|plan-choices))/,
                minShareCount: 2,
              },
            ],
          },
        },
      },
    },
  }) as UserConfig;
  // Readable: the CDN module's minifier is not theirs.
  config.plugins = config.plugins?.filter((plugin) => !(plugin && 'name' in plugin && plugin.name === 'minify-module'));
  return config;
});
