import { LitElement } from 'lit';
import { formatNumber, usableLocale } from '../i18n/formats.js';
import { describeFailure, languageOf, speechFor, unpack, type Speech } from '../i18n/speech.js';
import type { Words } from '../i18n/english.js';
import type { Strings } from '../page/page-additions.js';

/**
 * What every element says, in the language it speaks: its `lang`, an ancestor's, the page's, the
 * browser's, with its own `strings` on top; numbers and failures as the fan reads them there.
 * (`LoyaltyElement` declares `strings` a property and documents `lang`.)
 */
export class SpeakingElement extends LitElement {
  /** Sentences to say differently in this element, by key (see Strings): `{ logIn: 'Join' }`. */
  strings?: Strings;

  #spoken?: { speech: Speech; strings?: Strings; words: Words };

  /** The language this element speaks: its `lang`, an ancestor's, the page's, the browser's. */
  protected get speech(): Speech {
    return speechFor(languageOf(this));
  }

  /** Every sentence this element can show, in its language, with its own `strings` on top. */
  protected get words(): Words {
    const { speech, strings } = this;
    if (this.#spoken?.speech !== speech || this.#spoken.strings !== strings) {
      this.#spoken = { speech, strings, words: strings ? { ...speech.words, ...unpack(strings, speech.lang, speech.words) } : speech.words };
    }
    return this.#spoken.words;
  }

  /**
   * Locale for dates, numbers and prices: the element's language when `Intl` accepts it, else the
   * browser's, else English (WebKitGTK under a C locale reports "C").
   */
  protected get locale(): string {
    return usableLocale(languageOf(this)) ?? usableLocale(navigator.language) ?? 'en';
  }

  // `lang` is a global attribute, not a Lit property: watch it so dates and prices follow it.
  static override get observedAttributes(): string[] {
    return [...super.observedAttributes, 'lang'];
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    super.attributeChangedCallback(name, old, value);
    if (name === 'lang') this.requestUpdate();
  }

  /** A number as the fan reads it, in the element's language ("1,250"). */
  protected number(value: number): string {
    return formatNumber(value, this.locale);
  }

  /** The sentence a fan reads about a failure, in this element's language. */
  protected describe(failure: unknown): string {
    return describeFailure(failure, this.words);
  }
}
