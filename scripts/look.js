// `node scripts/look.js [out-dir]`: screenshots of the gallery (demo/gallery.html) at a phone's and a
// desktop's width, light, dark and Arabic, in headless Chromium, to look at the whole look at once.
// Starts its own fake service and Vite server on free ports.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import puppeteer from 'puppeteer-core';
import { createServer } from 'vite';
import { startService } from '../demo/service.js';
import { engines } from './engines.js';
import { openGallery } from './gallery-page.js';

const out = process.argv[2] ?? 'look';
const only = process.argv[3];
await mkdir(out, { recursive: true });
const service = await startService({ host: '127.0.0.1', port: 0, currencyName: 'Nightjar Coins' });
const vite = await createServer({
  root: fileURLToPath(new URL('..', import.meta.url)),
  resolve: { conditions: ['module', 'browser', 'production'] },
  server: { host: '127.0.0.1', port: 0 },
  logLevel: 'error',
});
await vite.listen();
const address = vite.httpServer.address();
const browser = await puppeteer.launch({ executablePath: engines.chromium.path(), args: engines.chromium.args });
try {
  for (const [look, lang] of [['light', 'en'], ['dark', 'en'], ['light', 'ar']]) {
    for (const width of [360, 1280]) {
      service.reset();
      const page = await openGallery(browser, `http://127.0.0.1:${address.port}`, width, { look, lang, service: service.url, ...(only && { only }) });
      await page.screenshot({ path: `${out}/${look}-${lang}-${width}.png` });
      await page.close();
    }
  }
} finally {
  await browser.close();
  await vite.close();
  await service.close();
}
