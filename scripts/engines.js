// The three browser engines the tests run in, where this machine keeps them, and the Debian
// packages that install the missing ones (nothing downloads a browser of its own).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';

const firstExisting = (paths) => paths.find((path) => path && existsSync(path));

/** MiniBrowser lives under the multiarch library folder (x86_64-linux-gnu, aarch64-linux-gnu, …). */
const miniBrowser = () => {
  const lib = '/usr/lib';
  const arches = existsSync(lib) ? readdirSync(lib).filter((name) => name.endsWith('-linux-gnu')) : [];
  return firstExisting([process.env.MINIBROWSER_PATH, ...arches.map((arch) => `${lib}/${arch}/webkit2gtk-4.1/MiniBrowser`)]);
};

const onPath = (command) =>
  firstExisting((process.env.PATH ?? '').split(':').map((folder) => `${folder}/${command}`));

export const engines = {
  chromium: {
    name: 'chromium',
    label: 'Chromium',
    packages: ['chromium', 'fonts-dejavu-core'],
    path: () => firstExisting([process.env.CHROME_PATH, '/usr/bin/chromium']),
    // As root Chromium needs --no-sandbox; the networking flags keep it from calling home.
    args: [
      '--no-sandbox',
      '--headless=new',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Lets a test collect garbage on purpose (test/support/gc.ts).
      '--js-flags=--expose-gc',
    ],
    missing() {
      return this.path() ? [] : ['chromium'];
    },
  },
  firefox: {
    name: 'firefox',
    label: 'Firefox ESR',
    packages: ['firefox-esr'],
    path: () => firstExisting([process.env.FIREFOX_PATH, '/usr/bin/firefox-esr']),
    missing() {
      return this.path() ? [] : ['firefox-esr'];
    },
  },
  webkit: {
    name: 'webkit',
    label: 'WebKitGTK',
    packages: ['webkit2gtk-driver', 'xvfb', 'xauth'],
    path: miniBrowser,
    missing() {
      return [
        ...(this.path() ? [] : ['MiniBrowser']),
        ...(onPath('WebKitWebDriver') ? [] : ['WebKitWebDriver']),
        // MiniBrowser has no headless mode: without a display it runs under Xvfb.
        ...(process.env.DISPLAY || onPath('Xvfb') ? [] : ['Xvfb']),
      ];
    },
  },
};

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Starts Xvfb on the first free display and resolves with its name (`:99`). */
function startXvfb() {
  const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return new Promise((resolve, reject) => {
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited (${code}) before it was ready`)));
    xvfb.stdout.once('data', (chunk) => resolve({ process: xvfb, display: `:${String(chunk).trim()}` }));
  });
}

async function until(ready, what, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ready().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

/**
 * WebKitWebDriver (and Xvfb when there is no display) for one test run. The driver runs with an
 * English UTF-8 locale: under Debian's default C locale WebKitGTK reports `navigator.language` "C".
 */
export async function startWebKitDriver() {
  const children = [];
  const stop = async () => {
    for (const child of children.reverse()) if (child.exitCode === null) child.kill();
  };
  process.once('exit', () => void stop());
  try {
    let display = process.env.DISPLAY;
    if (!display) {
      const xvfb = await startXvfb();
      children.push(xvfb.process);
      display = xvfb.display;
    }
    const port = await freePort();
    const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
      stdio: 'ignore',
      env: { ...process.env, DISPLAY: display, LANG: 'en_US.UTF-8' },
    });
    children.push(driver);
    await until(async () => (await fetch(`http://127.0.0.1:${port}/status`)).ok, 'WebKitWebDriver');
    return {
      stop,
      options: {
        hostname: '127.0.0.1',
        port,
        capabilities: {
          browserName: 'MiniBrowser',
          'wdio:enforceWebDriverClassic': true,
          'webkitgtk:browserOptions': { binary: engines.webkit.path(), args: ['--automation'] },
        },
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
