// The one table of elements: each element's entry for bundlers (`loyalty-widgets/<name>`), its
// tag, its class's source and its entry's source. The entries' build, the size check, the bench
// and the tests that put every element on a page read it (it imports nothing, so a browser test
// can too); test/package/manifest.test.js holds it to the manifest's tags.
export const ELEMENTS = ['login', 'signup', 'reset', 'events', 'rewards', 'missions', 'leaderboard'].map((name) => ({
  name,
  tag: `loyalty-${name}`,
  source: `src/elements/loyalty-${name}.ts`,
  entry: `src/entries/${name}.ts`,
}));

/** The name of each element's entry for bundlers (`loyalty-widgets/<name>`). */
export const ENTRIES = ELEMENTS.map((element) => element.name);

/** The tag of each element. */
export const TAGS = ELEMENTS.map((element) => element.tag);
