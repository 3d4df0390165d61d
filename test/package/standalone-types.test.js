// The published types stand alone: Lit is inside the bundle, not a dependency, so an app that
// installs only the packed tarball must type-check with `skipLibCheck: false`. The app sits in a
// folder of its own, outside this repository, where no `lit` can be found by walking up.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { example } from './doc-examples.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const app = mkdtempSync(join(tmpdir(), 'loyalty-widgets-app-'));
const installed = join(app, 'node_modules/loyalty-widgets');
const manifest = JSON.parse(readFileSync(join(root, 'custom-elements.json'), 'utf8'));
const elements = manifest.modules.flatMap((module) => module.declarations ?? []).filter((declaration) => declaration.tagName);

before(() => {
  const [{ filename }] = JSON.parse(execFileSync('npm', ['pack', '--ignore-scripts', '--json', '--pack-destination', app, '--loglevel=error'], { cwd: root, encoding: 'utf8' }));
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['-xzf', join(app, filename), '-C', installed, '--strip-components=1']);
});
after(() => rmSync(app, { recursive: true, force: true }));

test('no published declaration imports anything but the package itself or the framework it types', () => {
  const folder = join(installed, 'dist/types');
  const files = readdirSync(folder, { recursive: true }).filter((path) => path.endsWith('.d.ts'));
  assert.ok(files.length > 10, files.join());
  for (const file of files) {
    // Examples in comments aside.
    const text = readFileSync(join(folder, file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
    const imports = [...text.matchAll(/(?:from\s+|import\(\s*|declare module\s+)['"]([^'"]+)['"]/g)].map(([, specifier]) => specifier);
    const allowed = file.startsWith('frameworks/') ? /^(\.|react|preact|vue|svelte)/ : /^\./;
    for (const specifier of imports) assert.match(specifier, allowed, `${file} imports ${specifier}`);
  }
});

test('plain TypeScript: the docs\' examples and every element, type-checked with skipLibCheck false', () => {
  mkdirSync(join(app, 'src'));
  writeFileSync(join(app, 'src/main.ts'), example('ts/src/main.ts'));
  writeFileSync(join(app, 'src/session.ts'), example('ts/src/session.ts'));
  // Each element is an HTMLElement with the public properties the manifest lists, and nothing of Lit.
  const uses = elements.map((element, index) => {
    const fields = (element.members ?? []).filter((member) => member.kind === 'field' && !member.static && !member.privacy && member.attribute);
    return [
      `const e${index} = document.createElement('${element.tagName}');`,
      `const h${index}: HTMLElement = e${index};`,
      ...fields.map((field) => `void e${index}.${field.name};`),
      `// @ts-expect-error Lit's lifecycle is not part of the element's type`,
      `void e${index}.updateComplete;`,
    ].join('\n');
  });
  writeFileSync(join(app, 'src/elements.ts'), `import 'loyalty-widgets';\n${uses.join('\n')}\nexport {};\n`);
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { target: 'ES2022', lib: ['ES2022', 'DOM', 'DOM.Iterable'], module: 'ESNext', moduleResolution: 'bundler', strict: true, noEmit: true, skipLibCheck: false, types: [] },
      include: ['src'],
    }),
  );
  const run = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', app], { encoding: 'utf8' });
  assert.equal(run.status, 0, `${run.stdout}${run.stderr}`);
});
