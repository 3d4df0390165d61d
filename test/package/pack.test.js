// What `npm pack` ships: everything a page, a bundler, an editor or a framework needs, and nothing else.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const [packed] = JSON.parse(execFileSync(npm, ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
const files = new Map(packed.files.map((file) => [file.path, file.size]));
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

test('the file list, with sizes', (t) => {
  for (const [path, size] of files) t.diagnostic(`${kb(size).padStart(9)}  ${path}`);
  t.diagnostic(`${kb(packed.size).padStart(9)}  packed (${kb(packed.unpackedSize)} unpacked, ${files.size} files)`);
});

test('nothing missing: the bundle, its types, the framework types, the manifest, README and LICENSE', () => {
  const required = ['package.json', 'README.md', 'LICENSE', 'custom-elements.json', 'dist/loyalty-widgets.js', 'dist/types/index.d.ts'];
  for (const framework of ['attributes', 'react', 'preact', 'vue', 'svelte', 'astro']) required.push(`dist/types/frameworks/${framework}.d.ts`);
  for (const path of required) assert.ok(files.has(path), path);
  // Every file a field of package.json names is in the package.
  const named = [pkg.main, pkg.module, pkg.types, pkg.unpkg, pkg.jsdelivr, pkg.customElements];
  const targets = (entry) => (entry === null ? [] : typeof entry === 'string' ? [entry] : Object.values(entry).flatMap(targets));
  for (const [key, entry] of Object.entries(pkg.exports)) if (!key.includes('*')) named.push(...targets(entry));
  for (const path of named) assert.ok(files.has(path.replace(/^\.\//, '')), path);
  // Every type file the framework types import is there too.
  for (const path of [...files.keys()].filter((p) => p.endsWith('.d.ts'))) {
    const text = readFileSync(path, 'utf8');
    for (const [, relative] of text.matchAll(/from '(\.[^']+)\.js'/g)) {
      const target = new URL(`${relative}.d.ts`, `file:///${path}`).pathname.slice(1);
      assert.ok(files.has(target), `${path} imports ${target}`);
    }
  }
});

test("the README's links lead to files in the package: the guides in docs/ ship beside it", () => {
  const linked = [...readFileSync('README.md', 'utf8').matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)].map(([, path]) => path).filter((path) => !/^[a-z]+:/.test(path));
  assert.ok(linked.length > 5, linked.join());
  for (const path of linked) assert.ok(files.has(path.replace(/^\.\//, '')), path);
});

test('no tests, sources, demo or scripts; the module and every entry and chunk with its source map beside it', () => {
  for (const path of files.keys()) {
    assert.doesNotMatch(path, /^(src|test|demo|bench|scripts|coverage)\/|\.test\.|(?<!\.d)\.ts$/, path);
    // A creator debugs the elements as written: the maps carry the sources (src/ itself does not ship).
    if (/^dist\/(loyalty-widgets|elements\/[\w-]+)\.js$/.test(path)) {
      assert.ok(files.has(`${path}.map`), `${path} ships without its source map`);
      assert.match(readFileSync(path, 'utf8'), new RegExp(`//# sourceMappingURL=${path.split('/').pop()}\\.map\\s*$`), `${path} does not point at its map`);
    }
  }
});

test('self-contained: no runtime dependencies (Lit is inside the bundle), side effects declared', () => {
  assert.deepEqual(Object.keys(pkg.dependencies ?? {}), []);
  assert.deepEqual(Object.keys(pkg.peerDependencies ?? {}), []);
  for (const name of ['lit', '@lit/context']) assert.ok(pkg.devDependencies[name], name);
  // Importing the bundle (or a locale, or the marks) defines elements or adds to them: a bundler must keep each import.
  assert.deepEqual(pkg.sideEffects, ['./dist/loyalty-widgets.js', './dist/locales/*.js', './dist/platform-marks.js', './dist/elements/*.js']);
  assert.equal(pkg.license, 'MIT');
  assert.match(readFileSync('LICENSE', 'utf8'), /^MIT License/);
});

test('every subpath a pattern export offers types for loads: no import an editor accepts fails at run time', () => {
  for (const [key, entry] of Object.entries(pkg.exports)) {
    if (!key.includes('*') || !entry?.types || !entry.default) continue;
    // Each type file the pattern matches is a subpath an editor completes and type-checks.
    const [before, after] = entry.types.replace(/^\.\//, '').split('*');
    for (const path of files.keys()) {
      if (!path.startsWith(before) || !path.endsWith(after)) continue;
      const subpath = key.replace('*', path.slice(before.length, path.length - after.length));
      let resolved;
      try {
        resolved = import.meta.resolve(`${pkg.name}${subpath.slice(1)}`);
      } catch {
        continue; // Not exported (a `null` target): neither the editor nor the runtime offers it.
      }
      assert.ok(files.has(new URL(resolved).pathname.replace(/^.*?\/dist\//, 'dist/')), `${pkg.name}${subpath.slice(1)} has types but no module`);
    }
  }
});
