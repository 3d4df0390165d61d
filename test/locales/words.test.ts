import { expect } from '@open-wc/testing';
import { html } from 'lit';
import { ApiError } from '../../src/api/client.js';
import type { LoyaltyLogin } from '../../src/components/login/loyalty-login.js';
import type { LoyaltyReset } from '../../src/components/reset/loyalty-reset.js';
import { defineLocale, registerStrings, pageAdditions, type Sentence } from '../../src/page/page-additions.js';
import { en, englishParts, type Words } from '../../src/i18n/english.js';
import { partStamp } from '../../src/i18n/part-stamp.js';
import { describeFailure, Problem, speechFor } from '../../src/i18n/speech.js';
import { LANGUAGES, withPageLanguage } from '../support/languages.js';
import { mountElement, scopedFixture } from '../support/scope.js';
import { DEMO_TEAM, service, serviceUrl, until } from '../support/service.js';
import { logIn } from '../support/session.js';
import { $, $$, submitButton, text } from '../support/shadow.js';

/** The words an element speaking `lang` says. */
const words = (lang: string) => speechFor(lang).words as unknown as Record<string, unknown>;

/** The language's catalogue as src/locales/ writes it. */
const catalogue = (lang: string) => pageAdditions().locales[lang] as Record<string, Sentence>;

/** A language no module will provide: a tag for private use, which no real language takes. */
const UNPROVIDED = 'qaa';

/** What `<loyalty-reset>` asks for first, in whatever language it speaks. */
const hint = (el: Element) => text($(el, '[id$="-forgot-hint"]'));

/**
 * Which of its values an English sentence shows (`{0}`, `{1}`…), found by calling it with stand-ins:
 * none for text; a count it only chooses its form by (`gold(amount, count)`) is not shown.
 */
function showsValues(english: unknown): number[] {
  if (typeof english !== 'function') return [];
  const standIn = (i: number) => `\u27e8${i}\u27e9`;
  const said = String(english(...Array.from({ length: english.length }, (_, i) => standIn(i))));
  return Array.from({ length: english.length }, (_, i) => i).filter((i) => said.includes(standIn(i)));
}

/** Takes back every page-wide word a test registered. */
function forgetRegistered() {
  const registry = pageAdditions();
  registry.overrides = {};
  for (const listener of registry.listeners) listener();
}

describe('words', () => {
  afterEach(forgetRegistered);

  describe('the catalogues', () => {
    it('give every English key in every language, and no other', () => {
      const keys = Object.keys(en);
      for (const lang of LANGUAGES) {
        const given = Object.keys(catalogue(lang));
        const missing = keys.filter((key) => !given.includes(key));
        const extra = given.filter((key) => !keys.includes(key));
        expect({ missing, extra }, lang).to.deep.equal({ missing: [], extra: [] });
      }
    });

    it('give each sentence every value English shows, in every language and plural form', () => {
      for (const lang of LANGUAGES) {
        const categories = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
        for (const [key, value] of Object.entries(en as Record<string, unknown>)) {
          const sentence = catalogue(lang)[key];
          if (sentence === undefined) continue;
          const shows = showsValues(value);
          const forms = typeof sentence === 'string' ? { other: sentence } : sentence;
          expect(Object.keys(forms).filter((form) => !(categories as string[]).includes(form)), `${lang}.${key}: plural forms ${lang} does not have`).to.deep.equal([]);
          for (const [form, text] of Object.entries(forms)) {
            expect(text.trim(), `${lang}.${key}`).not.to.equal('');
            const takes = Array.from(text.matchAll(/\{(\d+)\}/g), ([, i]) => Number(i));
            // Forms but `other` name their count in words where the language does (Arabic's "one
            // gold piece"): a counted sentence takes its count as text first (`gold(amount, count)`).
            const needs = form === 'other' ? shows : shows.filter((i) => i !== 0);
            const where = `${lang}.${key}${typeof sentence === 'string' ? '' : `.${form}`}: ${text}`;
            expect(needs.filter((i) => !takes.includes(i)), `${where}: values left out`).to.deep.equal([]);
            expect(takes.filter((i) => !shows.includes(i)), `${where}: values English does not show`).to.deep.equal([]);
          }
          expect(typeof words(lang)[key], `${lang}.${key}`).to.equal(typeof value);
        }
      }
    });

    it('fill in values and choose plural forms as a built module packs them, and leave a part of another length to English', () => {
      const core = Object.keys(englishParts.core).map((key) => (key === 'gold' ? { one: 'un {0} oro', other: '{0} oros' } : key === 'pointsIn' ? '{2}: {0}' : `xx ${key}`));
      const loginKeys = Object.keys(englishParts.login);
      const login = loginKeys.slice(1).map((key) => `xx ${key}`);
      defineLocale('xx', { core: [partStamp(Object.keys(englishParts.core)), ...core], login: [partStamp(loginKeys), ...login] });
      try {
        const xx = speechFor('xx').words;
        expect([xx.gold('1', 1), xx.gold('2', 2), xx.pointsIn('3', 3, 'Coins'), xx.network]).to.deep.equal(['un \u20681\u2069 oro', '\u20682\u2069 oros', '\u2068Coins\u2069: \u20683\u2069', 'xx network']);
        expect([xx.logOut, xx.logInWith('Twitch')], 'a login part one sentence short').to.deep.equal([en.logOut, en.logInWith('Twitch')]);
      } finally {
        delete pageAdditions().locales.xx;
      }
    });

    it('leave to English a part packed for another version’s keys, even with as many sentences', () => {
      const keys = Object.keys(englishParts.login);
      const sentence = (key: string) => `xx ${key}`;
      // Another version: its first two keys in the other order, and one renamed; as many sentences as ours.
      const moved = [keys[1], keys[0], ...keys.slice(2)];
      const renamed = [...keys.slice(0, -1), 'somethingElse'];
      const cases = {
        'keys moved': [partStamp(moved), ...moved.map(sentence)],
        'a key renamed': [partStamp(renamed), ...renamed.map(sentence)],
        'no stamp (a module from before stamps)': keys.map(sentence),
      };
      for (const [what, login] of Object.entries(cases)) {
        defineLocale('xx', { login: login as [string, ...string[]] });
        try {
          const xx = speechFor('xx').words;
          expect([xx.logOut, xx.forgotPassword, xx.logInWith('Twitch')], what).to.deep.equal([en.logOut, en.forgotPassword, en.logInWith('Twitch')]);
        } finally {
          delete pageAdditions().locales.xx;
        }
      }
      // The same part stamped with our keys is taken, sentence by sentence under its own key.
      defineLocale('xx', { login: [partStamp(keys), ...keys.map(sentence)] });
      try {
        expect([speechFor('xx').words.logOut, speechFor('xx').words.forgotPassword]).to.deep.equal(['xx logOut', 'xx forgotPassword']);
      } finally {
        delete pageAdditions().locales.xx;
      }
    });

    it('count with each language’s plural rules: Arabic’s six forms', () => {
      const gold = (words('ar') as unknown as Words).gold;
      const forms = [0, 1, 2, 3, 11, 100].map((n) => gold(new Intl.NumberFormat('ar').format(n), n));
      expect(new Set(forms).size, forms.join(' | ')).to.equal(6);
      const es = (words('es') as unknown as Words).gold;
      expect(es('1', 1), 'Spanish one').not.to.equal(es('2', 2).replace('2', '1'));
    });
  });

  describe('which language an element speaks', () => {
    it('takes a regional tag’s language, and English for a language no module adds', () => {
      const cases: [string, string][] = [
        ['es-MX', 'es'],
        ['pt-BR', 'pt'],
        ['AR', 'ar'],
        ['de-CH', 'de'],
        [UNPROVIDED, 'en'],
        ['not a language!', 'en'],
        ['C', 'en'],
      ];
      for (const [tag, lang] of cases) expect(speechFor(tag).lang, tag).to.equal(lang);
    });

    it('follows its own lang, then an ancestor’s, then the page’s, as they change', async () => {
      const { el: box } = await scopedFixture<HTMLDivElement>(
        html`<div lang="de"><loyalty-reset team=${DEMO_TEAM} base-url=${serviceUrl} storage="memory"></loyalty-reset></div>`,
      );
      const el = box.querySelector<LoyaltyReset>('loyalty-reset')!;
      expect(hint(el)).to.equal((words('de') as unknown as Words).forgotHint);
      el.lang = 'fr';
      await el.updateComplete;
      expect(hint(el), 'its own lang').to.equal((words('fr') as unknown as Words).forgotHint);
      el.removeAttribute('lang');
      await el.updateComplete;
      expect(hint(el), 'the ancestor again').to.equal((words('de') as unknown as Words).forgotHint);
      box.removeAttribute('lang');
      await until(() => hint(el) === en.forgotHint, 'the page’s English');
      await withPageLanguage('pt-BR', async () => {
        await until(() => hint(el) === (words('pt') as unknown as Words).forgotHint, 'the page’s Portuguese');
      });
      await until(() => hint(el) === en.forgotHint, 'English when the page is back');
    });

    it('speaks a language as soon as its module arrives, whichever script loads first', async () => {
      for (const order of ['locale-first', 'bundle-first']) {
        const iframe = document.createElement('iframe');
        iframe.src = `/test/locales/pages/${order}.html`;
        document.body.append(iframe);
        try {
          await until(() => iframe.contentDocument?.querySelector('loyalty-reset [id$="-forgot-hint"]'), `${order}: the element`, 1200);
          await until(() => text(iframe.contentDocument!.querySelector('loyalty-reset [id$="-forgot-hint"]')) === (words('es') as unknown as Words).forgotHint, `${order}: Spanish`, 1200);
        } finally {
          iframe.remove();
        }
      }
    });
  });

  describe('a creator’s own words', () => {
    it('win over the language’s, page-wide, and an element’s own win over the page’s', async () => {
      await withPageLanguage('es', async () => {
        const { el } = await mountElement('loyalty-reset');
        registerStrings('es', { sendResetLink: 'Mándame el enlace' });
        await until(() => text(submitButton(el)) === 'Mándame el enlace', 'the page’s words');
        el.strings = { sendResetLink: '¡Vamos!' };
        await el.updateComplete;
        expect(text(submitButton(el))).to.equal('¡Vamos!');
        expect(hint(el), 'the rest still Spanish').to.equal((words('es') as unknown as Words).forgotHint);
      });
    });

    it('say "points" instead of "gold"', async () => {
      registerStrings('en', { gold: (amount) => `${amount} points` });
      const { el, scope } = await mountElement('loyalty-login');
      await logIn(scope);
      await until(() => $(el, '.gold'), 'the member');
      expect(text($((el as LoyaltyLogin), '.gold'))).to.equal('1,250 points');
    });

    it('are written as a locale module writes them too: `{0}` for a value, forms by count (words a page keeps as JSON)', async () => {
      registerStrings('en', { gold: { one: '{0} point', other: '{0} points' } });
      const { el, scope } = await mountElement('loyalty-login');
      await logIn(scope);
      await until(() => $(el, '.gold'), 'the member');
      expect(text($(el, '.gold'))).to.equal('1,250 points');
      el.strings = { gold: 'Balance: {0}', logOut: 'Sign out' };
      await el.updateComplete;
      expect([text($(el, '.gold')), text($(el, 'button.quiet'))]).to.deep.equal(['Balance: 1,250', 'Sign out']);
    });

    it('of the wrong kind never stop the element drawing: the language’s own sentence stays in their place', async () => {
      registerStrings('en', { gold: 42, logOut: { other: 'Leave' }, goldSpent: undefined } as never);
      const { el, scope } = await mountElement('loyalty-login');
      el.strings = { gold: null, logOut: () => 'Bye', goldEarned: ['Won'], unread: {} } as never;
      await logIn(scope);
      await until(() => $(el, '.gold'), 'the member');
      expect([text($(el, '.gold')), text($(el, 'button.quiet'))]).to.deep.equal(['1,250 gold', en.logOut]);
      expect($$(el, 'dt').map(text).slice(0, 2)).to.deep.equal([en.goldEarned, en.goldSpent]);
    });

    it('take `other` for a form of the wrong kind, and never stop the element drawing: a symbol, a number, an object that is no text', async () => {
      await service.setUser({ gold: 1 });
      try {
        registerStrings('en', { gold: { one: Symbol('one'), other: '{0} points' } } as never);
        const { el, scope } = await mountElement('loyalty-login');
        await logIn(scope);
        await until(() => $(el, '.gold'), 'the member');
        expect(text($(el, '.gold'))).to.equal('1 points');
        const noText = {
          toString() {
            throw new Error('no text');
          },
        };
        for (const one of [noText, 7, { other: 'nested' }]) {
          el.strings = { gold: { one, other: 'Balance: {0}' } } as never;
          await el.updateComplete;
          expect(text($(el, '.gold')), String(typeof one)).to.equal('Balance: 1');
        }
      } finally {
        await service.reset();
      }
    });

    it('registered under a tag Intl refuses (`en_US`) or with a value no sentence has (`{9}`) still draw, the slip unseen', async () => {
      registerStrings('en_US', { gold: { one: '{0} point', other: '{0} points{9}' } });
      await withPageLanguage('en_US', async () => {
        const { el, scope } = await mountElement('loyalty-login');
        await logIn(scope);
        await until(() => $(el, '.gold'), 'the member');
        expect(text($(el, '.gold'))).to.equal('1,250 points');
      });
    });

    it('add a language no module provides; what they leave out is said in English', async () => {
      registerStrings(UNPROVIDED, { sendResetLink: 'Send me the link' });
      await withPageLanguage(UNPROVIDED, async () => {
        const { el } = await mountElement('loyalty-reset');
        expect([text(submitButton(el)), hint(el)]).to.deep.equal(['Send me the link', en.forgotHint]);
      });
    });
  });

  describe('failures in words', () => {
    it('say what the service said when it refused with a sentence, else ours for the kind', () => {
      const cases: [unknown, string][] = [
        [new ApiError('http', 400, 'That e-mail is taken.'), 'That e-mail is taken.'],
        [new ApiError('http', 400), en.refused],
        [new ApiError('expired', 401, 'jwt expired'), en.sessionExpired],
        [new ApiError('network'), en.network],
        [new ApiError('timeout'), en.timeout],
        [new ApiError('server', 503), en.server],
        [new ApiError('invalid', 200), en.unreadable],
        [new ApiError('unusable-team'), en.unusableTeam],
        [new ApiError('unusable-base-url'), en.unusableBaseUrl],
        [new Problem('eventNotFound'), en.eventNotFound],
        [new TypeError('undefined is not a function'), en.unreadable],
      ];
      for (const [error, sentence] of cases) expect(describeFailure(error, en), String(error)).to.equal(sentence);
      expect(describeFailure(new ApiError('timeout'), words('de') as unknown as Words)).to.equal((words('de') as unknown as Words).timeout);
    });
  });
});
