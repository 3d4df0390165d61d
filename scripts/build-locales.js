// Builds each language of src/locales (all but the English built into the bundle) into its own
// self-contained module, dist/locales/<lang>.js, that a creator adds with one more script tag.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { build } from 'vite';

const languages = readdirSync('src/locales')
  .filter((file) => /^[a-z]{2,3}(-[a-z0-9]+)*\.ts$/i.test(file) && file !== 'en.ts')
  .map((file) => file.slice(0, -3));

for (const lang of languages) {
  // One build each: built together they would share a chunk and import it.
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      target: 'es2022',
      outDir: 'dist/locales',
      emptyOutDir: false,
      minify: 'terser',
      terserOptions: { ecma: 2022, module: true, compress: { passes: 2 }, format: { comments: false } },
      lib: { entry: `src/locales/${lang}.ts`, formats: ['es'], fileName: () => `${lang}.js` },
    },
  });
}
// The bundler marks `new Set` pure for tree-shaking after minifying; the comment is dead weight here.
for (const lang of languages) {
  const file = `dist/locales/${lang}.js`;
  writeFileSync(file, readFileSync(file, 'utf8').replaceAll('/* @__PURE__ */', ''));
}
console.log(`dist/locales: ${languages.map((lang) => `${lang}.js`).join(', ')}`);
