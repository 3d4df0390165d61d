import { ContextProvider } from '@lit/context';
import { fixture } from '@open-wc/testing';
import { render, type TemplateResult } from 'lit';
import { registryContext } from '../../src/session/context.js';
import { SessionRegistry } from '../../src/session/registry.js';
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

declare global {
  interface HTMLElementTagNameMap {
    'test-scope': TestScope;
  }
}
