// The element reference (docs/elements.md), generated from custom-elements.json so it cannot drift
// from the elements. `node scripts/reference.js` rewrites it (the build does); `--check` fails when stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

export const START = '<!-- reference:start (generated from custom-elements.json by `npm run build`; do not edit) -->';
export const END = '<!-- reference:end -->';
/** The page that holds the reference, between START and END. */
export const REFERENCE = 'docs/elements.md';

/**
 * The word catalogue (src/i18n/english.ts, written in parts in each component's `*.words.ts`) as sections of
 * { key, text }, in its own order, under its parts' section comments. A sentence that carries
 * values shows them as `{name}`.
 */
export async function readCatalogue(file = 'src/i18n/english.ts') {
  const { outputFiles } = await build({ entryPoints: [file], bundle: true, format: 'esm', write: false, logLevel: 'silent' });
  const { en } = await import(`data:text/javascript,${encodeURIComponent(outputFiles[0].text)}`);
  const parts = [...readFileSync(file, 'utf8').matchAll(/from '([./\w-]+\.words)\.js'/g)].map(([, part]) => new URL(`${part}.ts`, pathToFileURL(file)));
  const sections = [];
  for (const line of parts.flatMap((part) => readFileSync(part, 'utf8').split('\n'))) {
    const heading = /^ {2}\/\/ (.+?)\.?$/.exec(line)?.[1];
    if (heading) sections.push({ title: heading, keys: [] });
    const key = /^ {2}(\w+):/.exec(line)?.[1];
    if (key && key in en) sections.at(-1).keys.push({ key, text: sentence(en[key]) });
  }
  return sections;
}

/** A catalogue entry as a reader sees it: the text, or the sentence with its values as `{name}`. */
function sentence(entry) {
  if (typeof entry === 'string') return entry;
  const names = /^\(?([^)=]*)\)?\s*=>/.exec(entry.toString())[1].split(',').map((name) => name.trim());
  const text = entry(...names.map((name) => `{${name.replace(/^_/, '')}}`));
  return `${text} (${names.map((name) => name.replace(/^_/, '')).join(', ')})`;
}

const cell = (text = '') => String(text).replace(/\s*\n\s*/g, ' ').replaceAll('|', '\\|');
const code = (text) => (text === undefined || text === '' ? '' : `\`${cell(text).replaceAll('`', '')}\``);
const table = (head, rows) =>
  rows.length ? [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`), ''] : [];

export function renderReference(manifest, catalogue = []) {
  const declarations = manifest.modules.flatMap((module) => module.declarations);
  // By tag, whatever order the analyzer found their files in: the same reference from every checkout.
  const elements = declarations.filter((d) => d.tagName).sort((a, b) => a.tagName.localeCompare(b.tagName));
  const detail = (type) => declarations.find((d) => d.name === type)?.members?.find((m) => m.name === 'detail')?.type.text;
  /** What every element has, by name: documented once. */
  const everywhere = (key) => elements[0][key].filter((item) => elements.every((el) => el[key]?.some((other) => other.name === item.name)));
  /** What an element has besides, or says of its own (its `loyalty-logout` also comes from its Log out button). */
  const own = (el, key) => (el[key] ?? []).filter((item) => !everywhere(key).some((shared) => shared.name === item.name && shared.description === item.description));
  /** Properties a page sets that have no attribute (`strings`): listed after the attributes, with an empty attribute cell. */
  const propertiesOnly = (members = []) => members.filter((m) => m.kind === 'field' && !m.attribute);

  const attributes = (list, properties = []) =>
    table(
      ['Attribute', 'Property', 'Type', 'Default', 'Description'],
      [
        ...list.map((a) => [code(a.name), code(a.fieldName), code(a.type?.text), code(a.default), cell(a.description)]),
        ...properties.map((m) => ['', code(m.name), code(m.type?.text.replace(/ \| undefined$/, '')), code(m.default), cell(m.description)]),
      ],
    );
  const events = (list) =>
    table(
      ['Event', 'Class', '`detail`', 'Description'],
      list.map((e) => [code(e.name), code(e.type?.text), code(detail(e.type?.text)), cell(e.description)]),
    );
  const named = (head, list) => table(head, list.map((item) => [code(item.name), cell(item.description)]));

  const lines = [
    START,
    '',
    '### Every element',
    '',
    ...attributes(everywhere('attributes'), propertiesOnly(everywhere('members'))),
    ...events(everywhere('events')),
    ...table(
      ['CSS custom property', 'Default', 'Description'],
      everywhere('cssProperties').map((p) => [code(p.name), code(p.default), cell(p.description)]),
    ),
  ];
  for (const el of elements) {
    lines.push(
      `### \`<${el.tagName}>\``,
      '',
      cell(el.description),
      '',
      ...attributes(own(el, 'attributes'), propertiesOnly(own(el, 'members'))),
      ...events(own(el, 'events')),
      ...named(['Part', 'Description'], el.cssParts ?? []),
      ...named([`Form piece (style with \`${el.tagName} [part~=…]\`)`, 'Description'], el.formParts ?? []),
      ...named(['Slot', 'Description'], el.slots ?? []),
    );
  }
  if (catalogue.length) {
    lines.push('### Strings', '', "Keys for `registerStrings()` and the `strings` property, from `src/i18n/english.ts` (its parts in each component's `*.words.ts`). A sentence with values takes them in the order in brackets: as a locale module writes it, a text with `{0}`, `{1}`… for them (`earnMore: 'Win {0} more'`), or forms by count (`left: { one: 'Last one', other: '{0} left' }`); or as a function of them (``earnMore: (amount) => `Win ${amount} more` ``), whose values come as text formatted for the language, a `count` or `n` after the first as the number itself. A sentence of another kind is left out: the language's own stays.", '');
    // A tag name in a title is code, or Markdown would take it for HTML and show nothing.
    for (const { title, keys } of catalogue) lines.push(`**${cell(title).replace(/<[\w-]+>/g, '`$&`')}**`, '', ...table(['Key', 'English'], keys.map((k) => [code(k.key), cell(k.text)])));
  }
  lines.push(END);
  return lines.join('\n');
}

/** The page with its reference replaced by `reference`. */
export function withReference(page, reference) {
  const start = page.indexOf('<!-- reference:start');
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${REFERENCE} has no reference markers (<!-- reference:start … ${END}).`);
  return page.slice(0, start) + reference + page.slice(end + END.length);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
  const page = readFileSync(REFERENCE, 'utf8');
  const next = withReference(page, renderReference(manifest, await readCatalogue()));
  if (process.argv.includes('--check')) {
    if (next !== page) {
      console.error(`${REFERENCE}: the element reference is stale; run \`npm run build\`.`);
      process.exit(1);
    }
  } else if (next !== page) writeFileSync(REFERENCE, next);
}
