// Builds each language of src/locales (all but the English built into the bundle) into its own
// self-contained module, dist/locales/<lang>.js, that a creator adds with one more script tag.
// The module carries the sentences alone, each part's in the order of its English keys (which the
// elements know): the keys would be a third of it. Each part is led by the stamp of the keys it was
// packed for, so a module of another version cannot put a sentence under the wrong key. The parts
// themselves are found by name, not by place: they go in the order that packs smallest.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build as bundle } from 'esbuild';
import { build } from 'vite';

const languages = readdirSync('src/locales')
  .filter((file) => /^[a-z]{2,3}(-[a-z0-9]+)*\.ts$/i.test(file) && file !== 'en.ts')
  .map((file) => file.slice(0, -3));

/** A module of src/ run in Node: bundled first (TypeScript, imports spelled `.js`). */
async function load(entry) {
  const { outputFiles } = await bundle({ entryPoints: [entry], bundle: true, format: 'esm', write: false, logLevel: 'error' });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`);
}

/**
 * `parts` in the order whose text gzip packs smallest, as the size check measures the module: from
 * English's order, each part moved to whichever place packs smaller, until no move does. The
 * elements look a part up by its name (src/i18n/speech.ts), so its place is the packer's to choose;
 * the same catalogue always comes out in the same order.
 */
function packedSmallest(parts) {
  const size = (order) => gzipSync(JSON.stringify(Object.fromEntries(order.map((name) => [name, parts[name]]))), { level: 9 }).length;
  let order = Object.keys(parts);
  let best = size(order);
  for (let moved = true; moved; ) {
    moved = false;
    for (let from = 0; from < order.length; from++) {
      for (let to = 0; to < order.length; to++) {
        if (to === from) continue;
        const next = [...order];
        next.splice(to, 0, ...next.splice(from, 1));
        const packed = size(next);
        if (packed < best) [best, order, moved] = [packed, next, true];
      }
    }
  }
  return Object.fromEntries(order.map((name) => [name, parts[name]]));
}

const { englishParts } = await load('src/i18n/english.ts');
const { partStamp } = await load('src/i18n/part-stamp.ts');
const define = fileURLToPath(new URL('../src/page/page-additions.ts', import.meta.url));

for (const lang of languages) {
  // The source defines its language on the page registry, as in a browser: read it from there.
  await load(`src/locales/${lang}.ts`);
  const catalogue = globalThis[Symbol.for('loyalty-widgets.additions')].locales[lang];
  const packed = packedSmallest(Object.fromEntries(
    Object.entries(englishParts).map(([part, words]) => [
      part,
      [
        // The keys this part was packed for: an element whose part has other keys keeps its English.
        partStamp(Object.keys(words)),
        ...Object.keys(words).map((key) => {
          if (catalogue[key] === undefined) throw new Error(`src/locales/${lang}.ts has no ${key}`);
          return catalogue[key];
        }),
      ],
    ]),
  ));
  const entry = '\0locale';
  // One build each: built together they would share a chunk and import it.
  await build({
    configFile: false,
    logLevel: 'warn',
    plugins: [
      {
        name: 'packed-locale',
        resolveId: (id) => (id.endsWith('packed-locale') ? entry : undefined),
        load: (id) => (id === entry ? `import { defineLocale } from ${JSON.stringify(define)};\ndefineLocale(${JSON.stringify(lang)}, ${JSON.stringify(packed)});` : undefined),
      },
    ],
    build: {
      target: 'es2022',
      outDir: 'dist/locales',
      emptyOutDir: false,
      minify: 'terser',
      terserOptions: { ecma: 2022, module: true, compress: { passes: 2 }, format: { comments: false } },
      lib: { entry: 'packed-locale', formats: ['es'], fileName: () => `${lang}.js` },
    },
  });
}
// The bundler marks `new Set` pure for tree-shaking after minifying; the comment is dead weight here.
for (const lang of languages) {
  const file = `dist/locales/${lang}.js`;
  writeFileSync(file, readFileSync(file, 'utf8').replaceAll('/* @__PURE__ */', ''));
}
console.log(`dist/locales: ${languages.map((lang) => `${lang}.js`).join(', ')}`);
