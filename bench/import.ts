// Times one element (`?element=loyalty-login`) from the bundle's import to its first painted
// frame, for a fan who is not logged in. Sets `window.benchResult` (milliseconds).
import type { LitElement } from 'lit';
import { BUNDLE, TEAM, painted, params, service } from './setup.js';

declare global {
  interface Window {
    benchResult?: Record<string, number>;
  }
}

const started = performance.now();
await import(/* @vite-ignore */ BUNDLE);
const imported = performance.now();
const el = document.createElement(params.get('element') ?? 'loyalty-login') as LitElement;
el.setAttribute('team', TEAM);
el.setAttribute('base-url', service);
document.body.append(el);
await el.updateComplete;
window.benchResult = { importMs: imported - started, firstPaintMs: (await painted()) - started };
