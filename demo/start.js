// `npm start`: the fake loyalty service and the demo page (Vite), together, until Ctrl-C.
// The page runs on another origin than the service, as it would against the real one.
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { startService } from './service.js';

/** The service on `first`, or the next free port after it. */
async function startOnFreePort(first) {
  for (let port = first; port < first + 20; port++) {
    try {
      return await startService({ host: '127.0.0.1', port, currencyName: 'Nightjar Coins' });
    } catch (error) {
      if (error.code !== 'EADDRINUSE') throw error;
    }
  }
  throw new Error(`No free port from ${first} to ${first + 19} for the fake service.`);
}

const service = await startOnFreePort(Number(process.env.SERVICE_PORT ?? 8787));
// Vite hands VITE_* variables to the page as import.meta.env.
process.env.VITE_SERVICE_URL = service.url;

const vite = await createServer({
  root: fileURLToPath(new URL('..', import.meta.url)),
  // Lit as a site gets it: its production build, without the dev-mode warning in the console.
  resolve: { conditions: ['module', 'browser', 'production'] },
  server: { host: '127.0.0.1', port: Number(process.env.DEMO_PORT ?? 5173) },
});
await vite.listen();

const page = vite.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/';
console.log(`
  Demo page:           ${page}
  Gallery:             ${page}demo/gallery.html  (?look=dark, ?lang=ar)
  Fake service:        ${service.url}
  E-mail outbox:       ${service.url}/outbox
  Demo account:        fan@example.com / loyalty123

  Ctrl-C stops both.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    if (stopping) return;
    stopping = true;
    await Promise.allSettled([vite.close(), service.close()]);
    process.exit(0);
  });
}
