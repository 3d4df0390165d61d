// `npm run service` / `node demo/server.js [--port 8787] [--host 127.0.0.1]`: the fake loyalty
// service on its own, until Ctrl-C.
import { startService } from './service.js';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 && process.argv[index + 1] ? process.argv[index + 1] : fallback;
};

const service = await startService({ host: arg('host', '127.0.0.1'), port: Number(arg('port', 8787)), currencyName: 'Nightjar Coins' });
console.log(`Fake loyalty service: ${service.url}  (team "demo", e-mail outbox at ${service.url}/outbox)`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await service.close();
    process.exit(0);
  });
}
