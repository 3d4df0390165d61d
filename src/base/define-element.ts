import type { Words } from '../i18n/english.js';
import { speakEnglish } from '../i18n/speech.js';

/**
 * Defines `name` unless the page already has it (a second copy of a module, or a second import,
 * must not throw), with the English words it speaks (the main module adds them all at once, before).
 */
export function define(name: string, element: CustomElementConstructor, english?: Record<string, Partial<Words>>): void {
  if (english) speakEnglish(english);
  if (globalThis.customElements && !customElements.get(name)) customElements.define(name, element);
}
