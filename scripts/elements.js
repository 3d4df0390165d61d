// The one table of elements. Each lives in src/components/<name>/: `loyalty-<name>.ts` (the
// class), `.styles.ts`, `.words.ts` (its English) and `.define.ts` (its entry for bundlers,
// `loyalty-widgets/<name>`). The entries' build, the size check, the bench, the manifest test and
// the tests that put every element on a page read this table (it imports nothing, so a browser
// test can too). Adding an element: its folder, a row here, a line in src/index.ts, its words in
// each src/locales/<lang>.ts.
export const ELEMENTS = ['login', 'signup', 'reset', 'events', 'rewards', 'missions', 'leaderboard', 'account', 'activity'].map((name) => ({
  name,
  tag: `loyalty-${name}`,
  folder: `src/components/${name}`,
  source: `src/components/${name}/loyalty-${name}.ts`,
  entry: `src/components/${name}/loyalty-${name}.define.ts`,
}));

/** The name of each element's entry for bundlers (`loyalty-widgets/<name>`). */
export const ENTRIES = ELEMENTS.map((element) => element.name);

/** The tag of each element. */
export const TAGS = ELEMENTS.map((element) => element.tag);
