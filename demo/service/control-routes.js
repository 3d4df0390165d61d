// @ts-check
/**
 * The control endpoints under `/__control/` that tests and the demo's "try failures" panel use:
 * reset, faults, held requests, the request log, the outbox, the clock and latency.
 */
import { isObject, refuse } from './common.js';
import { login } from './api-routes.js';

/** @typedef {import('./state.js').Service} Service @typedef {import('./seed.js').Json} Json */

/** The control endpoints used by tests and the demo. @param {Service} service @param {string} method @param {string} name @param {unknown} body */
export function control(service, method, name, body) {
  const input = /** @type {Json} */ (isObject(body) ? body : {});
  const route = `${method} ${name}`;
  if (route === 'POST reset') return service.reset(Number.isSafeInteger(input.seededAt) ? input.seededAt : undefined), { ok: true };
  if (route === 'POST release') return { released: service.release() };
  if (route === 'GET requests') return service.state.log;
  if (route === 'GET outbox') return service.state.outbox;
  if (route === 'POST login') return login(service, input);
  if (route === 'POST fault') {
    let match;
    try {
      match = new RegExp(typeof input.match === 'string' ? input.match : '');
    } catch {
      refuse(400, 'match must be a regular expression source.');
    }
    service.state.faults.push({ ...input, match, times: typeof input.times === 'number' ? input.times : Infinity });
    return { ok: true };
  }
  if (route === 'POST events') {
    if (!Array.isArray(input.events)) refuse(400, 'events must be an array.');
    service.state.events = input.events;
    return { count: service.state.events.length };
  }
  // What changes on the service while a page is open: a fan's balance (earned on stream), the team's settings.
  if (route === 'POST user') {
    const { email = 'fan@example.com', unread, ...fields } = input;
    const account = service.findAccount(email) ?? refuse(404, 'No account with that e-mail.');
    Object.assign(account.profile, fields);
    if (typeof unread === 'number') account.unread = unread;
    return service.publicUser(account);
  }
  if (route === 'POST team') return Object.assign(service.state.team, input);
  if (route === 'POST clock') {
    service.state.clockOffset = Number(input.offsetSeconds) || 0;
    service.state.stoppedAt = Number.isSafeInteger(input.stoppedAt) ? /** @type {number} */ (input.stoppedAt) : undefined;
    return { offsetSeconds: service.state.clockOffset, stoppedAt: service.state.stoppedAt };
  }
  if (route === 'POST latency') return (service.state.latency = Math.max(0, Number(input.ms) || 0)), { ms: service.state.latency };
  refuse(404, `There is no ${method} /__control/${name} endpoint.`);
}

/** The first fault that applies to this request, counted down. @param {Service} service @param {string} method @param {string} path */
export function takeFault(service, method, path) {
  const { faults } = service.state;
  const fault = faults.find((f) => f.match.test(path) && (!f.method || f.method.toUpperCase() === method));
  if (fault && --fault.times <= 0) faults.splice(faults.indexOf(fault), 1);
  return fault;
}
