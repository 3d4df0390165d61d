import { ContextProvider } from '@lit/context';
import { fixture } from '@open-wc/testing';
import { html, render, type TemplateResult } from 'lit';
import { TAGS } from '../../scripts/elements.js';
import { registryContext } from '../../src/session/session-context.js';
import { SessionRegistry } from '../../src/session/session-registry.js';
import { DEMO_TEAM, serviceUrl } from './service.js';
import '../../src/index.js';

/**
 * `<test-scope>` provides a fresh session registry to what it holds, so each test starts logged
 * out with nothing shared from the previous one. Its `registry` is there to inspect.
 */
export class TestScope extends HTMLElement {
  readonly registry = new SessionRegistry({ timeout: 3_000 });
  constructor() {
    super();
    new ContextProvider(this, { context: registryContext, initialValue: this.registry });
  }
}
if (!customElements.get('test-scope')) customElements.define('test-scope', TestScope);

/** Renders `template` inside a fresh `<test-scope>` and returns its first element child. */
export async function scopedFixture<T extends Element>(template: TemplateResult): Promise<{ el: T; scope: TestScope }> {
  const scope = await fixture<TestScope>(document.createElement('test-scope'));
  render(template, scope);
  const el = scope.firstElementChild as T;
  await (el as unknown as { updateComplete?: Promise<unknown> }).updateComplete;
  return { el, scope };
}

/** The tag of each element, as src/ declares it beside each class (`HTMLElementTagNameMap`). */
export type LoyaltyTag = Extract<keyof HTMLElementTagNameMap, `loyalty-${string}`>;

/** Every element's tag, from the one list of elements the build reads too. */
export const LOYALTY_TAGS = TAGS as readonly LoyaltyTag[];

/**
 * `<tag>` for the demo team on the fake service, its session in memory, in a fresh scope.
 * `attributes` add to those or replace them (undefined leaves one out); `properties` are set
 * before it connects, as a template's property bindings are.
 */
export function mountElement<K extends LoyaltyTag>(
  tag: K,
  attributes: Record<string, string | undefined> = {},
  properties: Partial<HTMLElementTagNameMap[K]> = {},
) {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries({ team: DEMO_TEAM, 'base-url': serviceUrl, storage: 'memory', ...attributes })) {
    if (value !== undefined) el.setAttribute(name, value);
  }
  Object.assign(el, properties);
  return scopedFixture<HTMLElementTagNameMap[K]>(html`${el}`);
}

declare global {
  interface HTMLElementTagNameMap {
    'test-scope': TestScope;
  }
}
