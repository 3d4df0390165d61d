/* global document, customElements, getComputedStyle -- they run in the page */
// Every stack guide's examples (docs/stacks/, and the docs' other examples under a stack's folder),
// type-checked and built against the packed package, as a developer on that stack would:
// `npm run build` first, then `npm run test:integration`.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { RUNNERS, examples as docExamples } from '../package/doc-examples.js';
import { addressBar, elementsFollow, logIn, openTab, pageListeners, serveStatic, settle, shown, startBrowser, startServer, stopBrowser } from './browser.js';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = join(root, 'test/integration/fixture');
const installed = join(fixture, 'node_modules/loyalty-widgets');
// The repository's engine-strict (npm hands it down as npm_config_engine_strict) is for its own
// install: the stacks' toolchains declare engines of their own, some newer than this Node needs.
const env = { ...process.env, CI: 'true', NUXT_TELEMETRY_DISABLED: '1', NEXT_TELEMETRY_DISABLED: '1', ASTRO_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0', NO_COLOR: '1', npm_config_engine_strict: 'false' };

// The builds and checks are started together before the tests and run side by side, as many at a
// time as the machine has cores; each test awaits its own. One after the other they would take
// the sum of their times.
const slots = { free: availableParallelism(), waiting: [] };

/** Runs a command once a slot is free; resolves to its exit status, everything it printed and how long it took. */
async function run(command, args, cwd = fixture, extraEnv = {}) {
  if (slots.free === 0) await new Promise((resolve) => slots.waiting.push(resolve));
  else slots.free--;
  const started = Date.now();
  try {
    return await new Promise((resolve) => {
      const child = spawn(command, args, { cwd, env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('error', (error) => (output += error));
      child.on('close', (status) => resolve({ label: [command.replace(`${fixture}/`, ''), ...args].join(' '), status, output, seconds: (Date.now() - started) / 1000 }));
    });
  } finally {
    const next = slots.waiting.shift();
    if (next) next();
    else slots.free++;
  }
}

/** Commands run in turn (each once the one before succeeded), started now; resolves to what each did. */
async function inTurn(...commands) {
  const done = [];
  for (const [command, args, cwd, extraEnv] of commands) {
    const result = await run(command, args, cwd, extraEnv);
    done.push(result);
    if (result.status !== 0) break;
  }
  return done;
}

/** Reports how long each command took and asserts each succeeded. */
function ok(t, results) {
  for (const { label, status, output, seconds } of results) {
    t.diagnostic(`${seconds.toFixed(1)} s  ${label}`);
    assert.equal(status, 0, `${label} failed:\n${output.slice(-4000)}`);
  }
}

/** What the tests await, by name: started in `before`, in the order given (longest first). */
const jobs = {};

const bin = (name) => join(fixture, 'node_modules/.bin', name);

/** The docs' examples by path: the code block after each `<!-- example: path -->`. */
const examples = docExamples();
/** The folders this test runs: one project of the fixture each (and `cdn/`, run from memory in Chromium). */
const stacks = Object.keys(RUNNERS).filter((folder) => RUNNERS[folder].startsWith('test/integration/stacks.test.js') && folder !== 'cdn');

function writeExample(path, code = examples.get(path)) {
  assert.ok(code, `the docs have no example for ${path}`);
  mkdirSync(dirname(join(fixture, path)), { recursive: true });
  writeFileSync(join(fixture, path), code);
}

/**
 * Writes beside the README example at `path` a copy with mistakes a type must catch (`[right,
 * wrong]` pairs), so one type-check proves both: no error in the example, one for each mistake.
 */
function withMistakes(path, mistakes) {
  let code = examples.get(path);
  for (const [right, wrong] of mistakes) {
    assert.ok(code.includes(right), `${path} no longer has ${right}`);
    code = code.replace(right, wrong);
  }
  const copy = path.replace(/(\.\w+)$/, '.mistakes$1');
  writeExample(copy, code);
  return copy;
}

/** A type-check of a project that holds a mistakes copy: it must fail there, for each mistake, and only there. */
function refusesOnlyMistakes(t, { label, status, output, seconds }, copy, mistakes) {
  t.diagnostic(`${seconds.toFixed(1)} s  ${label}`);
  assert.notEqual(status, 0, `the mistakes in ${copy} passed the type check`);
  // tsc and vue-tsc: `file(line,col): error`; svelte-check --output machine: `time ERROR "file" line:col`.
  const files = [...output.matchAll(/^([^\s(]+)\(\d+,\d+\): error|^\d+ ERROR "([^"]+)"/gm)].map((match) => match[1] ?? match[2]);
  assert.ok(files.length >= mistakes.length, output.slice(-3000));
  for (const file of files) assert.ok(copy.endsWith(file.replace(/^(\.\/)?/, '')) || file.endsWith(copy.split('/').pop()), `an error outside the mistakes copy:\n${output.slice(-3000)}`);
  for (const [, wrong] of mistakes) assert.match(output, new RegExp(wrong.match(/nickname|cookie/)[0]), output.slice(-3000));
}

before(async () => {
  await startBrowser();
  assert.ok(existsSync(join(root, 'dist/loyalty-widgets.js')), 'Run `npm run build` first.');
  // The fixture's dependencies, once per lockfile.
  const lock = createHash('sha256').update(readFileSync(join(fixture, 'package-lock.json'))).digest('hex');
  const stamp = join(fixture, 'node_modules/.lockfile-installed');
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== lock) {
    const { status, output } = await run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
    assert.equal(status, 0, output);
    writeFileSync(stamp, lock);
  }
  // The package exactly as `npm pack` makes it, installed as npm would (it has no dependencies).
  const packs = mkdtempSync(join(tmpdir(), 'loyalty-widgets-pack-'));
  const packed = await run('npm', ['pack', '--ignore-scripts', '--pack-destination', packs, '--json', '--loglevel=error'], root);
  assert.equal(packed.status, 0, packed.output);
  const tarball = join(packs, JSON.parse(packed.output.slice(packed.output.indexOf('[')))[0].filename);
  rmSync(installed, { recursive: true, force: true });
  mkdirSync(installed, { recursive: true });
  const extracted = await run('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
  assert.equal(extracted.status, 0, extracted.output);
  rmSync(packs, { recursive: true, force: true });
  for (const path of examples.keys()) if (stacks.includes(path.split('/')[0])) writeExample(path);
  // Preact: "the same" as React's example, with Preact's types and hooks (checked with React's).
  writeExample(
    'react/src/preact/App.tsx',
    `/** @jsxImportSource preact */\n${examples.get('react/src/App.tsx').replace("'loyalty-widgets/react'", "'loyalty-widgets/preact'").replace("from 'react'", "from 'preact/hooks'")}`,
  );
  startJobs();
});

const mistakes = {
  react: [['event.detail.user.name', 'event.detail.user.nickname'], ['storage="session"', 'storage="cookie"']],
  vue: [['$event.detail.user.name', '$event.detail.user.nickname']],
  svelte: [['event.detail.user.name', 'event.detail.user.nickname']],
};
const copies = {};

/** Every build and check, longest first; Next's two builds share its folder, so Turbopack's waits for webpack's. */
function startJobs() {
  const nextBuild = (bundler) => run(bin('next'), ['build', ...(bundler === 'turbopack' ? ['--turbopack'] : [])], join(fixture, 'next'), { NEXT_DIST_DIR: `.next-${bundler}` });
  jobs.webpack = nextBuild('webpack');
  jobs.turbopack = jobs.webpack.then(() => nextBuild('turbopack'));
  jobs.nuxt3 = run(join(fixture, 'nuxt3/node_modules/.bin/nuxi'), ['build'], join(fixture, 'nuxt3'));
  jobs.nuxt = inTurn([bin('nuxi'), ['typecheck'], join(fixture, 'nuxt')], [bin('nuxi'), ['build'], join(fixture, 'nuxt')]);
  jobs.astro = checkAndBuildAstro();
  const kit = join(fixture, 'sveltekit');
  jobs.sveltekit = inTurn([bin('svelte-kit'), ['sync'], kit], [bin('svelte-check'), ['--tsconfig', './tsconfig.json', '--output', 'machine'], kit], [bin('vite'), ['build', '--logLevel', 'error'], kit]);
  jobs.react = run(bin('vite'), ['build', 'react', '--logLevel', 'error']);
  jobs.vue = run(bin('vite'), ['build', 'vue', '--logLevel', 'error']);
  jobs.svelte = run(bin('vite'), ['build', '--logLevel', 'error'], join(fixture, 'svelte'));
  jobs.ts = inTurn([bin('tsc'), ['-p', 'ts']], [bin('vite'), ['build', 'ts', '--logLevel', 'error']]);
  copies.react = withMistakes('react/src/App.tsx', mistakes.react);
  jobs.reactTypes = run(bin('tsc'), ['-p', 'react']);
  copies.vue = withMistakes('vue/src/App.vue', mistakes.vue);
  jobs.vueTypes = run(bin('vue-tsc'), ['-p', 'vue']);
  copies.svelte = withMistakes('svelte/src/App.svelte', mistakes.svelte);
  jobs.svelteTypes = run(bin('svelte-check'), ['--tsconfig', './tsconfig.json', '--output', 'machine'], join(fixture, 'svelte'));
  jobs.types = run(bin('tsc'), ['-p', 'types']);
  jobs.angular = run(bin('ngc'), ['-p', 'angular/tsconfig.json']);
  jobs.outside = checkOutside();
  // A job that throws fails the test that awaits it, not the whole run before that test is reached.
  for (const job of Object.values(jobs)) job.catch(() => {});
}

test('script tag: the CDN address names the packed bundle, and the snippet runs it in Chromium', async () => {
  const snippet = examples.get('cdn/index.html');
  const [address, version, file] = snippet.match(/https:\/\/cdn\.jsdelivr\.net\/npm\/loyalty-widgets@([\d.]+)\/([^"]+)/);
  const pkg = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
  assert.ok(pkg.version === version || pkg.version.startsWith(`${version}.`), `${address} does not serve version ${pkg.version}`);
  assert.ok(existsSync(join(installed, file)), `${file} is not in the package`);

  // The CDN cannot be reached from here: serve the package the way it does, from its files.
  const types = { '.js': 'text/javascript', '.html': 'text/html' };
  const server = createServer((request, response) => {
    const path = request.url === '/' ? null : join(installed, request.url.replace(/^\/npm\/loyalty-widgets@[^/]+\//, ''));
    if (path && !existsSync(path)) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': types[path ? extname(path) : '.html'] });
    // A theme's rules for every e-mail field, as WordPress themes write them: the packed bundle's
    // page sheet (every declaration !important) must still win for the form drawn in the page.
    const theme = '<style>input[type=email] { border: 5px dashed red; padding: 30px; width: 50px; }</style>';
    response.end(path ? readFileSync(path) : `<!doctype html><html lang="en"><head>${theme}</head><body>${snippet.replace('https://cdn.jsdelivr.net', '')}</body></html>`);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { launch } = await import('puppeteer-core');
  const browser = await launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    // The credential forms are drawn in the page (for password managers), shown through the elements' shadow roots.
    // Each element draws its own, in its own time: both the log-in's and the reset's.
    await page.waitForFunction(() => ['loyalty-login', 'loyalty-reset'].every((tag) => document.querySelector(tag)?.shadowRoot && document.querySelector(`${tag} [name="email"]`)), {
      timeout: 10_000,
    });
    const seen = await page.evaluate(() => ({
      defined: ['loyalty-login', 'loyalty-events', 'loyalty-reset', 'loyalty-signup'].filter((tag) => customElements.get(tag)),
      submitRadius: getComputedStyle(document.querySelector('loyalty-login [part~="submit"]')).borderTopLeftRadius,
      reset: Boolean(document.querySelector('loyalty-reset [name="email"]')),
      email: (({ borderTopWidth, borderTopStyle, paddingTop }) => ({ borderTopWidth, borderTopStyle, paddingTop }))(
        getComputedStyle(document.querySelector('loyalty-login [name="email"]')),
      ),
      emailFillsForm: document.querySelector('loyalty-login [name="email"]').offsetWidth === document.querySelector('loyalty-login form').clientWidth,
    }));
    assert.deepEqual(seen, {
      defined: ['loyalty-login', 'loyalty-events', 'loyalty-reset', 'loyalty-signup'],
      submitRadius: '99px',
      reset: true,
      // Our 0.5 em padding (8 px, on the 4 px grid), not the page's.
      email: { borderTopWidth: '1px', borderTopStyle: 'solid', paddingTop: `${0.5 * 16}px` },
      emailFillsForm: true,
    });
    assert.deepEqual(errors, []);
  } finally {
    await browser.close();
    server.close();
  }
});

test('React 19 and Preact: tsc (every attribute and handler typed) and vite build', async (t) => {
  refusesOnlyMistakes(t, await jobs.reactTypes, copies.react, mistakes.react);
  ok(t, [await jobs.react]);
});

test('Vue: vue-tsc (handlers typed) and vite build', async (t) => {
  refusesOnlyMistakes(t, await jobs.vueTypes, copies.vue, mistakes.vue);
  ok(t, [await jobs.vue]);
});

test('Nuxt: nuxi typecheck, nuxi build, and its server renders the page in Node', async (t) => {
  const nuxt = join(fixture, 'nuxt');
  ok(t, await jobs.nuxt);
  const server = spawn(process.execPath, ['.output/server/index.mjs'], { cwd: nuxt, env: { ...env, HOST: '127.0.0.1', PORT: '0' } });
  try {
    const address = await new Promise((resolve, reject) => {
      let printed = '';
      server.stdout.on('data', (chunk) => {
        printed += chunk;
        const listening = printed.match(/http:\/\/\S+:\d+/);
        if (listening) resolve(listening[0]);
      });
      server.on('exit', (code) => reject(new Error(`the Nuxt server exited (${code}): ${printed}`)));
    });
    const response = await fetch(address);
    const page = await response.text();
    assert.equal(response.status, 200, page);
    assert.match(page, /<loyalty-login team="optic"/);
    assert.doesNotMatch(page, /missing its team/);
  } finally {
    server.kill();
  }
});

test('Svelte 5: svelte-check (handlers typed) and vite build', async (t) => {
  refusesOnlyMistakes(t, await jobs.svelteTypes, copies.svelte, mistakes.svelte);
  ok(t, [await jobs.svelte]);
});

test('SvelteKit: svelte-check and a build for its Node server (adapter-node)', async (t) => {
  ok(t, await jobs.sveltekit);
});

test('Angular: ngc compiles it ahead of time with strict templates (CUSTOM_ELEMENTS_SCHEMA)', async (t) => {
  ok(t, [await jobs.angular]);
});

test('plain TypeScript: tsc and vite build', async (t) => {
  ok(t, await jobs.ts);
});

test('React and plain TypeScript in an app outside this repository, where no Lit can be found: tsc with skipLibCheck false', async (t) => {
  ok(t, [await jobs.outside]);
});

/** React and plain TypeScript type-checked in a folder outside the repository, where a missing `lit` would not be found up the folders. */
async function checkOutside() {
  const app = mkdtempSync(join(tmpdir(), 'loyalty-widgets-react-'));
  try {
    cpSync(installed, join(app, 'node_modules/loyalty-widgets'), { recursive: true });
    for (const name of ['@types/react', 'csstype']) {
      mkdirSync(dirname(join(app, 'node_modules', name)), { recursive: true });
      symlinkSync(join(fixture, 'node_modules', name), join(app, 'node_modules', name));
    }
    for (const path of ['react/src/App.tsx', 'ts/src/main.ts', 'ts/src/session.ts']) {
      mkdirSync(dirname(join(app, path)), { recursive: true });
      writeFileSync(join(app, path), examples.get(path));
    }
    const options = JSON.parse(readFileSync(join(fixture, 'react/tsconfig.json'), 'utf8')).compilerOptions;
    assert.equal(options.skipLibCheck, false);
    writeFileSync(join(app, 'tsconfig.json'), JSON.stringify({ compilerOptions: options, include: ['react/src', 'ts/src'] }));
    return await run(bin('tsc'), ['-p', app], app);
  } finally {
    rmSync(app, { recursive: true, force: true });
  }
}

after(async () => {
  await stopBrowser();
  rmSync(installed, { recursive: true, force: true });
});

/**
 * A fan on a stack's production build, in Chromium: nothing logged as an error or warning
 * (hydration warnings included) and no service read sent twice; logging in, every element on the
 * page follows (`follow`: each element's name, shown logged in); `navigate`: a round trip by the
 * app's own links, twice, leaves no listener behind and reads nothing twice; `reset`: a reset link
 * shows the new-password form and leaves a clean address.
 */
async function fanVisits(t, address, { follow, welcome = false, navigate = false, reset = false }) {
  const tab = await openTab();
  const { page } = tab;
  try {
    await page.goto(`${address}/`);
    await page.waitForSelector('loyalty-login input[name="email"]', { timeout: 15_000 });
    await settle(page);
    assert.deepEqual(tab.repeated(), [], 'read twice while the page loaded');
    const loggingIn = tab.requests.length;
    await logIn(page);
    if (welcome) await page.waitForFunction(() => document.body.textContent.includes('Welcome back, Demo Fan'), { timeout: 10_000 });
    await settle(page);
    assert.deepEqual(await elementsFollow(page), follow, 'the elements that show the fan');
    assert.deepEqual(tab.repeated(loggingIn), [], 'read twice as the fan logged in');
    if (navigate) {
      const roundTrip = async () => {
        await page.click('nav a[href="/shop"]');
        await shown(page, 'loyalty-rewards >>> [part~="item"]', 10_000);
        await settle(page);
        await page.click('nav a[href="/"]');
        await page.waitForFunction(() => !document.querySelector('loyalty-rewards'), { timeout: 10_000 });
        await settle(page);
      };
      await roundTrip();
      const listeners = await pageListeners(page);
      const navigating = tab.requests.length;
      await roundTrip();
      assert.deepEqual(await pageListeners(page), listeners, 'listeners left on the window and document by a round trip');
      assert.deepEqual(tab.repeated(navigating), [], 'read twice in a round trip');
      assert.deepEqual(await elementsFollow(page), follow, 'the elements that show the fan after a round trip');
    }
    if (reset) {
      await page.goto(`${address}/reset?password_token=from-the-mail&from=mail`);
      await page.waitForSelector('loyalty-reset input[name="confirm"]', { timeout: 15_000 });
      await settle(page);
      assert.equal(await addressBar(page), '/reset?from=mail');
    }
    // React's hydration errors (#418, "didn't match") included.
    assert.deepEqual(tab.problems, []);
  } finally {
    await tab.close();
  }
}

const everyElement = { 'loyalty-login': true, 'loyalty-missions': true, 'loyalty-leaderboard': true };

test('React 19 types: React\'s own props (ref, key, className, style, onClick, …) with typed attributes and loyalty-* handlers, tsc strict', async (t) => {
  ok(t, [await jobs.types]);
});

for (const bundler of ['webpack', 'turbopack']) {
  test(`Next.js 15 App Router (${bundler}): next build, next start, a fan in Chromium`, async (t) => {
    ok(t, [await jobs[bundler]]);
    const server = await startServer(bin('next'), ['start', '-p', '{port}', '-H', '127.0.0.1'], { cwd: join(fixture, 'next'), env: { ...env, NEXT_DIST_DIR: `.next-${bundler}` } });
    try {
      await fanVisits(t, server.address, { follow: everyElement, welcome: true, navigate: true, reset: true });
    } finally {
      server.stop();
    }
  });
}

/** astro check with a page of mistakes beside the app (taken away before the build), then astro build. */
async function checkAndBuildAstro() {
  const astro = join(fixture, 'astro');
  const page = join(astro, 'src/components/Mistakes.astro');
  writeFileSync(page, '<loyalty-login team="optic" storage="cookie"></loyalty-login>\n<loyalty-login team="optic" theme="purple"></loyalty-login>\n');
  let checked;
  try {
    checked = await run(bin('astro'), ['check'], astro);
  } finally {
    rmSync(page);
  }
  return { checked, built: await run(bin('astro'), ['build', '--silent'], astro) };
}

test('Astro 5 with a React island: astro check (attribute values), astro build, a fan in Chromium', async (t) => {
  const { checked, built } = await jobs.astro;
  // astro check colours its report whatever FORCE_COLOR says.
  const output = checked.output.replace(new RegExp(`${String.fromCharCode(27)}\\[[\\d;]*m`, 'g'), '');
  t.diagnostic(`${checked.seconds.toFixed(1)} s  ${checked.label}`);
  assert.notEqual(checked.status, 0, output);
  const errors = [...output.matchAll(/^(\S+):\d+:\d+ - error/gm)].map(([, file]) => file);
  assert.deepEqual(errors.sort(), ['src/components/Mistakes.astro', 'src/components/Mistakes.astro'], output.slice(-3000));
  assert.match(output, /"cookie"/);
  assert.match(output, /"purple"/);
  ok(t, [built]);
  const server = await serveStatic(join(fixture, 'astro', 'dist'));
  try {
    await fanVisits(t, server.address, { follow: everyElement, welcome: true, reset: true });
  } finally {
    server.stop();
  }
});

test('SvelteKit 2, rendered on the server: a fan in Chromium', async (t) => {
  const server = await startServer(process.execPath, ['build/index.js'], { cwd: join(fixture, 'sveltekit'), env });
  try {
    const html = await (await fetch(server.address)).text();
    assert.match(html, /<loyalty-login team="optic"/);
    assert.doesNotMatch(html, /missing its team/);
    await fanVisits(t, server.address, { follow: { 'loyalty-login': true, 'loyalty-missions': true }, welcome: true, navigate: true, reset: true });
  } finally {
    server.stop();
  }
});

test('Nuxt 3: nuxi build, its server, a fan in Chromium', async (t) => {
  ok(t, [await jobs.nuxt3]);
  const server = await startServer(process.execPath, ['.output/server/index.mjs'], { cwd: join(fixture, 'nuxt3'), env });
  try {
    await fanVisits(t, server.address, { follow: everyElement, welcome: true, navigate: true, reset: true });
  } finally {
    server.stop();
  }
});

test('Nuxt 4: the docs\' app, its server, a fan in Chromium', async (t) => {
  const server = await startServer(process.execPath, ['.output/server/index.mjs'], { cwd: join(fixture, 'nuxt'), env });
  try {
    await fanVisits(t, server.address, { follow: { 'loyalty-login': true }, welcome: true });
  } finally {
    server.stop();
  }
});

for (const [stack, folder] of [['React 19', 'react'], ['Vue', 'vue'], ['Svelte 5', 'svelte']]) {
  test(`${stack}: the docs' app, built by vite, a fan in Chromium`, async (t) => {
    const server = await serveStatic(join(fixture, folder, 'dist'), { spa: true });
    try {
      await fanVisits(t, server.address, { follow: { 'loyalty-login': true }, welcome: true });
    } finally {
      server.stop();
    }
  });
}

test('plain TypeScript: the docs\' app, built by vite, a fan in Chromium', async (t) => {
  const server = await serveStatic(join(fixture, 'ts', 'dist'), { spa: true });
  try {
    await fanVisits(t, server.address, { follow: { 'loyalty-login': true } });
  } finally {
    server.stop();
  }
});
