// The gallery (demo/gallery.html) opened in a browser tab for a picture of it, as `npm run look`
// and the look's screenshot test take them.

/**
 * Opens the gallery at `width` with `query` (look, lang, service, only…) and waits until every
 * tile is in its state and drawn in full: the whole page in the viewport (nothing lazy left to
 * load or draw as a shot scrolls), every picture loaded and decoded, the fonts ready, two frames
 * drawn. Resolves to the page, to shoot and close.
 */
export async function openGallery(browser, origin, width, query) {
  const page = await browser.newPage();
  await page.setViewport({ width, height: 600 });
  await page.goto(`${origin}/demo/gallery.html?${new URLSearchParams(query)}`);
  await page.waitForSelector('html[data-ready]', { timeout: 30_000 });
  const height = await page.evaluate(() => globalThis.document.documentElement.scrollHeight);
  await page.setViewport({ width, height });
  await page.waitForNetworkIdle({ idleTime: 300 });
  await page.evaluate(async () => {
    const { document, requestAnimationFrame } = globalThis;
    const images = [...document.querySelectorAll('*')].flatMap((el) => [...(el.shadowRoot?.querySelectorAll('img') ?? [])]);
    await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
    await document.fonts.ready;
    for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
  });
  return page;
}
