// `npm run test:look`: the gallery (demo/gallery.html) in headless Chromium, compared pixel by pixel
// with the kept references in test/look/references/ (pixelmatch, with a tolerance for
// anti-aliasing). `UPDATE_REFERENCES=1 npm run test:look` writes them anew: look at them first.
// Deterministic: DejaVu Sans (Debian's fonts-dejavu-core), the fan's clock standing still, no
// animation or caret, the fake service reset before each page; only tiles with no date in them.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import puppeteer from 'puppeteer-core';
import { createServer } from 'vite';
import { startService } from '../../demo/service.js';
import { engines } from '../../scripts/engines.js';
import { openGallery } from '../../scripts/gallery-page.js';

const REFERENCES = fileURLToPath(new URL('references/', import.meta.url));
const TILES = 'login-card,login-waiting,leaderboard';
/** Pixels that may differ (anti-aliasing, a subpixel shift), as a share of the page. */
const TOLERANCE = 0.002;
const SHOTS = [
  { look: 'light', lang: 'en', width: 360 },
  { look: 'dark', lang: 'en', width: 1280 },
  { look: 'light', lang: 'ar', width: 360 },
];

let service, vite, browser, origin;
before(async () => {
  service = await startService({ host: '127.0.0.1', port: 0, currencyName: 'Nightjar Coins' });
  vite = await createServer({
    root: fileURLToPath(new URL('../..', import.meta.url)),
    resolve: { conditions: ['module', 'browser', 'production'] },
    server: { host: '127.0.0.1', port: 0 },
    logLevel: 'error',
  });
  await vite.listen();
  origin = `http://127.0.0.1:${vite.httpServer.address().port}`;
  browser = await puppeteer.launch({ executablePath: engines.chromium.path(), args: [...engines.chromium.args, '--font-render-hinting=none'] });
});
after(async () => {
  await browser?.close();
  await vite?.close();
  await service?.close();
});

for (const { look, lang, width } of SHOTS) {
  const name = `${look}-${lang}-${width}.png`;
  test(`the gallery looks as kept: ${name}`, async () => {
    service.reset();
    const page = await openGallery(browser, origin, width, { look, lang, service: service.url, only: TILES, still: '' });
    try {
      const shot = PNG.sync.read(await page.screenshot());
      const file = REFERENCES + name;
      if (process.env.UPDATE_REFERENCES || !existsSync(file)) {
        mkdirSync(REFERENCES, { recursive: true });
        writeFileSync(file, PNG.sync.write(shot, { colorType: 2 }));
        return;
      }
      const kept = PNG.sync.read(readFileSync(file));
      assert.deepEqual([shot.width, shot.height], [kept.width, kept.height], `${name}: the page's size changed`);
      const diff = new PNG({ width: kept.width, height: kept.height });
      const changed = pixelmatch(kept.data, shot.data, diff.data, kept.width, kept.height, { threshold: 0.1 });
      if (changed > TOLERANCE * kept.width * kept.height) {
        writeFileSync(`${file}.diff.png`, PNG.sync.write(diff));
        writeFileSync(`${file}.new.png`, PNG.sync.write(shot));
        assert.fail(`${name}: ${changed} pixels differ (see ${file}.diff.png and .new.png)`);
      }
    } finally {
      await page.close();
    }
  });
}
