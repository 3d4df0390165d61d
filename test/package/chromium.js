// What the Node tests share to drive Chromium (puppeteer-core, Debian's browser) and serve pages.
import { createServer } from 'node:net';

/** As root Chromium needs --no-sandbox; the networking flags keep it from calling home. */
export const chromiumArgs = ['--no-sandbox', '--headless=new', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** A port nothing listens on now. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
