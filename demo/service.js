// @ts-check
/**
 * The fake loyalty service: a real HTTP server, in memory, implementing every endpoint of
 * spec/loyalty-service-interface.md for the team `demo`, with CORS for any origin, an e-mail
 * outbox, stand-in OAuth consent and checkout pages, and control endpoints under `/__control/`
 * (reset, faults, request log, clock, latency) for tests and the demo's "try failures" panel.
 *
 * This file is the HTTP server; what it serves lives in service/: the seeded data (seed.js), the
 * running state (state.js), the loyalty API (api-routes.js), the controls and faults
 * (control-routes.js), the pages for people (pages.js) and the pictures (pictures.js).
 */
import { createServer } from 'node:http';
import { loyaltyApi } from './service/api-routes.js';
import { MSG, Refusal, TEAM, httpOrigin, refuse } from './service/common.js';
import { control, takeFault } from './service/control-routes.js';
import { upload, uploaded } from './service/account-routes.js';
import { pages } from './service/pages.js';
import { Service } from './service/state.js';

export { escapeHtml } from './service/common.js';
export { sentWhen } from './service/pages.js';
export { avatarSvg, initials } from './service/pictures.js';

/** @typedef {import('./service/seed.js').Json} Json @typedef {import('./service/seed.js').RecordedRequest} RecordedRequest */

const MAX_BODY_BYTES = 16 * 1024 * 1024;

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Starts the fake service. `currencyName`: what the demo team calls its points (`GET /`); tests
 * leave it out (a team that names none: the elements say "gold") and set it with the `team` control.
 * @param {{ host?: string, port?: number, currencyName?: string }} [options]
 * @returns {Promise<{ url: string, reset(): void, close(): Promise<void> }>}
 */
export async function startService({ host = '127.0.0.1', port = 0, currencyName } = {}) {
  /** @type {Service} the service as its routes see it, made once the server has an address */
  let service;

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function handle(req, res) {
    const method = req.method ?? 'GET';
    const address = new URL(req.url ?? '/', service.url);
    const path = address.pathname;
    const headers = /** @type {Record<string, string>} */ (Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : v ?? ''])));
    const origin = httpOrigin(headers.origin);

    // CORS for any origin, as the real service would allow a creator's site.
    res.setHeader('access-control-allow-origin', origin ?? '*');
    res.setHeader('vary', 'Origin');
    res.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS');
    res.setHeader('access-control-allow-headers', 'content-type, x-user-auth-token');
    res.setHeader('access-control-max-age', '600');
    // A page may read how long a 429 asks it to wait.
    res.setHeader('access-control-expose-headers', 'retry-after');
    // A fresh connection per request: Chrome silently retries a request whose reused keep-alive
    // connection is dropped, which would hide a `drop` fault and log the request twice.
    res.setHeader('connection', 'close');
    if (method === 'OPTIONS') {
      if (headers['access-control-request-private-network']) res.setHeader('access-control-allow-private-network', 'true');
      res.writeHead(204).end();
      return;
    }

    /** @param {number} status @param {string | Buffer | Json} body @param {string} [type] @param {Record<string, string>} [extra] */
    const send = (status, body, type = 'application/json; charset=utf-8', extra = {}) => {
      if (res.destroyed || res.headersSent) return;
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...extra });
      res.end(typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body));
    };

    const bytes = await readBody(req);
    if (bytes === undefined) return send(413, { message: 'The request body is too large.' });
    const raw = bytes.toString('utf8');
    let body = null;
    let parsed = true;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
        parsed = false;
      }
    }

    try {
      if (path.startsWith('/__control/')) {
        if (!parsed) refuse(400, MSG.json);
        return send(200, control(service, method, path.slice('/__control/'.length), body) ?? {});
      }

      /** @type {RecordedRequest} */
      const recorded = { method, path, query: Object.fromEntries(address.searchParams), headers, body };
      const seen = service.state;
      service.state.log.push(recorded);
      if (service.state.latency) await sleep(service.state.latency);

      const fault = takeFault(service, method, path);
      if (fault?.delay) await sleep(fault.delay);
      if (fault?.hold) await service.hold();
      // Reset while it waited: it belongs to a state that is gone.
      if (fault?.drop || service.state !== seen) return void req.socket.destroy();
      if (fault?.status) {
        const text = fault.body ?? '';
        const looksJson = (() => { try { return JSON.parse(text), true; } catch { return false; } })();
        return send(fault.status, text, fault.contentType ?? (looksJson ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8'), fault.headers);
      }

      const api = /^\/api\/v1\/loyalty\/([^/]+)(\/.*)?$/.exec(path);
      if (api) {
        let team;
        try {
          team = decodeURIComponent(api[1]);
        } catch {
          team = undefined;
        }
        // `demo.<anything>` is the demo team too, under another name: the gallery gives each of its
        // tiles a team of its own, so one shows a logged-in fan and its neighbour none.
        if (team !== TEAM && !team?.startsWith(`${TEAM}.`)) refuse(404, MSG.team);
        if (method === 'POST' && !parsed) refuse(400, MSG.json);
        return send(200, loyaltyApi(service, method, api[2] ?? '/', recorded, origin ?? service.url) ?? {});
      }
      const stored = upload(service, method, path, bytes, headers);
      if (stored) return send(200, stored);
      const image = method === 'GET' && uploaded(service, path);
      if (image) return send(200, /** @type {Buffer} */ (image.bytes), image.type);
      const answer = pages(service, recorded, headers);
      if (answer) return send(answer.status, answer.text, answer.type, answer.location ? { location: answer.location } : {});
      refuse(404, `There is no ${method} ${path} endpoint.`);
    } catch (error) {
      if (error instanceof Refusal) return send(error.status, { message: error.message });
      console.error(error);
      send(500, { message: 'The fake service failed; see its console.' });
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const bound = /** @type {import('node:net').AddressInfo} */ (server.address());
  service = new Service(`http://${bound.family === 'IPv6' ? `[${bound.address}]` : bound.address}:${bound.port}`, currencyName);

  return {
    url: service.url,
    /** Back to the seeded state, as the `reset` control does. */
    reset: () => service.reset(),
    close: () =>
      new Promise((resolve) => {
        service.release();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The whole body, or undefined when it is too large. @param {import('node:http').IncomingMessage} req @returns {Promise<Buffer | undefined>} */
async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
