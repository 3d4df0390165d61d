/**
 * What every element promises, whatever it shows (DESIGN.md: accessible by default, the styling
 * contract): each view passes axe, carries no inline style (a strict Content-Security-Policy
 * refuses them) and names only parts of the one vocabulary; without a team it says so in one
 * alert and draws no form.
 */
import { expect } from '@open-wc/testing';
import { speechFor } from '../../src/i18n/speech.js';
import { en } from '../../src/i18n/english.js';
import { LANGUAGES, withPageLanguage } from './languages.js';
import { mountElement, type LoyaltyTag } from './scope.js';
import { $$, text } from './shadow.js';

/** The one part vocabulary all seven elements share. */
export const PARTS = [
  'form', 'field', 'label', 'input', 'button', 'submit', 'error', 'message', 'link', 'platform', 'user', 'current', 'avatar', 'progress',
  'event', 'event-image', 'event-name', 'event-date', 'event-status', 'tag', 'cta',
  'item', 'item-image', 'item-name', 'points', 'badge',
];

const partsOf = (node: Element) => (node.getAttribute('part') ?? '').split(/\s+/).filter(Boolean);

async function keepsTheContract(el: Element) {
  await expect(el).to.be.accessible();
  expect($$(el, '[style]').map((node) => node.outerHTML), 'inline styles').to.deep.equal([]);
  expect($$(el, '[part]').flatMap(partsOf).filter((part) => !PARTS.includes(part)), 'parts outside the vocabulary').to.deep.equal([]);
}

/**
 * English a fan would still read in `lang`: our own sentences where the language has other words.
 * Sentences that carry values are caught by their fixed part ("Log in with", "per month"); a single
 * word only where service data cannot be (a membership may well be named "Free").
 */
function englishIn(el: Element, lang: string): string[] {
  const theirs = speechFor(lang).words as unknown as Record<string, unknown>;
  const whole = new Set<string>();
  const fragments: string[] = [];
  for (const [key, value] of Object.entries(en as Record<string, unknown>)) {
    if (typeof value === 'string') {
      if (value !== theirs[key]) whole.add(value.trim());
      continue;
    }
    const sample = (words: unknown) => String((words as (...values: unknown[]) => string)('\u0001', 1)).split('\u0001');
    const ours = sample(value);
    const translated = sample(theirs[key]).join(' ');
    for (const part of ours.map((piece) => piece.trim())) if (part.length >= 4 && !translated.includes(part)) fragments.push(part);
  }
  const oursOnly = 'button:not([part~="tag"]), label:not(.choice), legend, dt, [part~="event-status"], [role="status"], [role="alert"]';
  // What the service wrote (an event's description, its call to action, names) is shown as it came.
  const theService = '.description, [part~="cta"], [part~="event-name"], [part~="item-name"], [part~="tag"], .name, dd, time';
  // A fragment counts as a whole word: "Connect" is not in "Connectez-vous".
  const asWord = (part: string) => new RegExp(`(?<![\\p{L}\\p{N}])${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'u');
  const fragmentWords = fragments.map(asWord);
  const found: string[] = [];
  const check = (value: string | null | undefined, single: boolean) => {
    const said = value?.replace(/\s+/g, ' ').trim();
    if (!said) return;
    if ((whole.has(said) && (single || said.includes(' '))) || fragmentWords.some((word) => word.test(said))) found.push(said);
  };
  for (const node of $$(el, '*')) {
    for (const name of ['aria-label', 'title', 'placeholder']) check(node.getAttribute(name), true);
    if (node.closest(theService)) continue;
    for (const child of node.childNodes) if (child.nodeType === Node.TEXT_NODE) check(child.textContent, !!node.closest(oursOnly));
  }
  return found;
}

/** Submits the element's form empty, so its field errors show. */
async function showFieldErrors(el: Element): Promise<void> {
  const submit = el.shadowRoot!.querySelector<HTMLButtonElement>('form [part~="submit"]');
  if (!submit) return;
  submit.click();
  await (el as Element & { updateComplete: Promise<unknown> }).updateComplete;
}

/** Where a piece of a field ends on the right: an input's box, the text of a label or an error. */
function rightEdge(piece: Element): number {
  if (piece.matches('input, select')) return Math.round(piece.getBoundingClientRect().right);
  const range = document.createRange();
  range.selectNodeContents(piece);
  return Math.round(range.getBoundingClientRect().right);
}

/** Under `rtl`, each field's label, input and (shown) error end on the same right edge. */
function misalignedFields(el: Element): string[] {
  return $$(el, '[part~="field"]').flatMap((field) => {
    const pieces = [...field.querySelectorAll(':scope > [part~="label"], :scope > [part~="input"], :scope > [part~="error"]:not(:empty)')];
    const edges = pieces.map(rightEdge);
    return new Set(edges).size > 1 ? [`${field.querySelector('[part~="label"]')?.textContent?.trim()}: ${edges.join(', ')}`] : [];
  });
}

/**
 * The shared suite, for `tag`: each of `views` (what it shows → a function that mounts the element
 * showing it) keeps the contract, and so does the element without a team.
 */
export function describeElementContract(tag: LoyaltyTag, views: Record<string, () => Promise<Element>>) {
  describe('what every element promises', () => {
    for (const [name, view] of Object.entries(views)) {
      it(`${name}: accessible, no inline style, only parts of the vocabulary`, async () => keepsTheContract(await view()));
    }

    for (const lang of LANGUAGES) {
      it(`speaks ${lang} with no English left, in every view`, async () => {
        await withPageLanguage(lang, async () => {
          for (const [name, view] of Object.entries(views)) {
            const el = await view();
            await showFieldErrors(el);
            expect(englishIn(el, lang), name).to.deep.equal([]);
          }
        });
      });
    }

    it('mirrors under dir="rtl": each field’s label, input and error share their right edge', async () => {
      await withPageLanguage('ar', async () => {
        for (const [name, view] of Object.entries(views)) {
          const el = await view();
          await showFieldErrors(el);
          expect(getComputedStyle(el.shadowRoot!.firstElementChild ?? el).direction, name).to.equal('rtl');
          expect(misalignedFields(el), name).to.deep.equal([]);
        }
      }, 'rtl');
    });

    it('without a team: one alert says so, no form, and the same promises', async () => {
      const { el } = await mountElement(tag, { team: undefined });
      const alerts = $$(el, '[role="alert"]');
      expect(alerts.map(text)).to.deep.equal([en.missingTeam]);
      expect(partsOf(alerts[0])).to.include('error');
      expect($$(el, 'form').map((form) => form.outerHTML), 'forms').to.deep.equal([]);
      await keepsTheContract(el);
    });
  });
}
