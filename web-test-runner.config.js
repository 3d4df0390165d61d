// One engine per run: `ENGINE=chromium|firefox|webkit wtr` (Chromium when unset). `npm test` runs
// the three one after another (scripts/test.js), each against its own fake service.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { build } from 'esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { webdriverLauncher } from '@web/test-runner-webdriver';
import puppeteer from 'puppeteer-core';
import { startService } from './demo/service.js';
import { marksModule } from './scripts/build-marks.js';
import { engines, startWebKitDriver } from './scripts/engines.js';

const engine = engines[process.env.ENGINE ?? 'chromium'];
if (!engine) throw new Error(`Unknown ENGINE "${process.env.ENGINE}": use ${Object.keys(engines).join(', ')}.`);

// The fake loyalty service, on another origin than the test pages (127.0.0.1 vs localhost), so
// every element test speaks real HTTP with real CORS.
const service = await startService({ host: '127.0.0.1', port: 0 });
const webkit = engine.name === 'webkit' ? await startWebKitDriver() : undefined;
/** The DevTools session each page's forced colours are emulated through: it lasts as long as the emulation. */
const forcedColors = new WeakMap();

const browsers = {
  chromium: () => [
    chromeLauncher({ puppeteer, launchOptions: { executablePath: engine.path(), args: engine.args } }),
  ],
  firefox: () => [
    chromeLauncher({
      puppeteer,
      launchOptions: { browser: 'firefox', executablePath: engine.path(), headless: true },
      // Puppeteer sets a screen orientation with every viewport, a WebDriver BiDi command Firefox
      // ESR 140 does not know; the viewport itself is set all the same.
      async createPage({ context }) {
        const page = await context.newPage();
        const setViewport = page.setViewport.bind(page);
        page.setViewport = (viewport) =>
          setViewport(viewport).catch((error) => {
            if (!/unknown command emulation\.setScreenOrientationOverride/.test(error.message)) throw error;
          });
        return page;
      },
    }),
  ],
  webkit: () => [webdriverLauncher(webkit.options)],
};

export default {
  // Ours alone: the stack fixtures' installed packages (test/integration/fixture/**/node_modules) carry tests of their own.
  files: ['test/**/*.test.ts', '!**/node_modules/**'],
  nodeResolve: true,
  concurrency: 1,
  testsFinishTimeout: 120_000,
  browserStartTimeout: 60_000,
  testFramework: { config: { timeout: 10_000 } },
  filterBrowserLogs: ({ args }) => !String(args[0]).includes('Lit is in dev mode'),
  // Coverage comes from Chromium's own instrumentation: the other engines only run the tests.
  coverage: engine.name === 'chromium' && !process.argv.includes('--files'),
  coverageConfig: {
    include: ['src/**/*.ts'],
    report: true,
    reportDir: 'coverage',
    reporters: ['text-summary', 'lcov'],
    threshold: { statements: 85, branches: 75, functions: 85, lines: 85 },
  },
  browsers: browsers[engine.name](),
  // Each test file's page starts from the seeded service, whatever the file before it left behind.
  middleware: [
    (context, next) => {
      if (context.path === '/' && context.URL.searchParams.has('wtr-session-id')) service.reset();
      return next();
    },
    // A creator's `resource-url` may be relative to their site: the hostile-attribute tests make it
    // markup (`<img src=x …>`), so images ask this server for it. Nothing is there; say so quietly
    // (an image that fails all the same) rather than as a 404 in the test log.
    (context, next) => {
      if (!/<|%3C/i.test(context.path)) return next();
      context.status = 204;
      return undefined;
    },
  ],
  plugins: [
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' }),
    {
      // /__bundles/loyalty-widgets.js, /__bundles/<lang>.js and /__bundles/platform-marks.js: each a
      // self-contained module, as the build ships them, for tests of what only separate scripts show.
      name: 'bundles',
      async serve(context) {
        const name = /^\/__bundles\/([\w-]+)\.js$/.exec(context.path)?.[1];
        if (!name) return undefined;
        if (name === 'platform-marks') return { body: marksModule(), type: 'js' };
        const entry = name === 'loyalty-widgets' ? 'src/index.ts' : `src/locales/${name}.ts`;
        const bundled = await build({ entryPoints: [entry], bundle: true, format: 'esm', target: 'es2022', tsconfig: 'tsconfig.json', write: false });
        return { body: bundled.outputFiles[0].text, type: 'js' };
      },
    },
    {
      // executeServerCommand('forced-colors', 'light' | 'dark' | false): Windows High Contrast, as
      // Chromium emulates it (colours forced to the system's light or dark palette). Elsewhere it
      // answers false.
      name: 'forced-colors',
      async executeCommand({ command, payload, session }) {
        if (command !== 'forced-colors') return undefined;
        if (engine.name !== 'chromium') return false;
        const page = session.browser.getPage(session.id);
        if (!forcedColors.has(page)) forcedColors.set(page, await page.createCDPSession());
        const features = [
          { name: 'forced-colors', value: payload ? 'active' : 'none' },
          { name: 'prefers-color-scheme', value: payload || '' },
        ];
        await forcedColors.get(page).send('Emulation.setEmulatedMedia', { features });
        return true;
      },
    },
    {
      // executeServerCommand('accessible-names', { host, controls }): the role and name the engine's
      // accessibility tree gives each of `controls` (a selector) in the shadow root of the first `host`
      // on the page, in order: Chromium's through DevTools, WebKit's through WebDriver. Firefox, driven
      // over WebDriver BiDi, offers no such query: it answers false.
      name: 'accessible-names',
      async executeCommand({ command, payload, session }) {
        if (command !== 'accessible-names') return undefined;
        if (engine.name === 'firefox') return false;
        if (engine.name === 'webkit') {
          const names = [];
          for (const control of await (await session.browser.driver.$(payload.host)).shadow$$(payload.controls)) {
            names.push({ role: await control.getComputedRole(), name: await control.getComputedLabel() });
          }
          return names;
        }
        const page = session.browser.getPage(session.id);
        const controls = await (await page.$(`pierce/${payload.host}`)).$$(`pierce/${payload.controls}`);
        return Promise.all(controls.map(async (root) => {
          const { role, name } = await page.accessibility.snapshot({ root, interestingOnly: false });
          return { role, name };
        }));
      },
    },
    {
      // executeServerCommand('hold-key', { down | up: 'Enter' }): a key pressed and held (each further
      // `down` an auto-repeat, as a held key sends), or let go. Puppeteer's `sendKeys` does this in
      // Chromium and Firefox; WebDriver's takes only `press` and `type`, so WebKit's goes as actions.
      name: 'hold-key',
      async executeCommand({ command, payload, session }) {
        if (command !== 'hold-key') return undefined;
        if (engine.name !== 'webkit') return false;
        const value = { Enter: '\uE007', ' ': ' ' }[payload.down ?? payload.up];
        await session.browser.driver.performActions([{ type: 'key', id: 'held', actions: [{ type: payload.down ? 'keyDown' : 'keyUp', value }] }]);
        return true;
      },
    },
    {
      name: 'fake-service',
      serverStop: async () => {
        await service.close();
        await webkit?.stop();
      },
    },
  ],
  // structuredClone falls back to a JSON copy so a failing assertion that carries a DOM node
  // cannot hang the run (modernweb-dev/web#2802).
  testRunnerHtml: (testFramework) => `<!doctype html>
<html lang="en">
  <head>
    <script>
      globalThis.SERVICE_URL = ${JSON.stringify(service.url)};
      const nativeClone = globalThis.structuredClone;
      globalThis.structuredClone = (value, options) => {
        try { return nativeClone(value, options); } catch { return JSON.parse(JSON.stringify(value ?? null)); }
      };
    </script>
  </head>
  <body>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`,
};
