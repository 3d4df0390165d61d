/** Filling in and sending an element's form the way the page sees a fan do it. */
import { input, submitButton } from './shadow.js';

type Updating = Element & { updateComplete: Promise<unknown> };

/** Puts `value` in the field with this name, as typing it would, and waits for the element to draw. */
export async function type(el: Updating, name: string, value: string) {
  const field = input(el, name);
  field.value = value;
  field.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
  await el.updateComplete;
}

/** Types each value into the field with its name, in order. */
export async function typeFields(el: Updating, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await type(el, name, value);
}

/** Presses the primary button and waits for the element to draw. */
export async function submit(el: Updating) {
  submitButton(el).click();
  await el.updateComplete;
}
