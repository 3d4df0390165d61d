/** Defines `name` unless the page already has it: a second copy of a module (or a second import) must not throw. */
export function define(name: string, element: CustomElementConstructor): void {
  if (globalThis.customElements && !customElements.get(name)) customElements.define(name, element);
}
