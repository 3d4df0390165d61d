import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { startService } from './demo/service.js';

// The fake loyalty service, on another origin than the test pages (127.0.0.1 vs localhost), so
// every element test speaks real HTTP with real CORS.
const service = await startService({ host: '127.0.0.1', port: 0 });

const chromeFlags = [
  '--no-sandbox',
  '--headless=new',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default {
  files: ['test/**/*.test.ts'],
  nodeResolve: true,
  concurrency: 1,
  testsFinishTimeout: 120_000,
  browserStartTimeout: 60_000,
  testFramework: { config: { timeout: 10_000 } },
  filterBrowserLogs: ({ args }) => !String(args[0]).includes('Lit is in dev mode'),
  coverage: true,
  coverageConfig: {
    include: ['src/**/*.ts'],
    report: true,
    reportDir: 'coverage',
    reporters: ['text-summary', 'lcov'],
    threshold: { statements: 85, branches: 75, functions: 85, lines: 85 },
  },
  browsers: [chromeLauncher({ launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromeFlags } })],
  plugins: [
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' }),
    {
      name: 'fake-service',
      serverStop: () => service.close(),
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
