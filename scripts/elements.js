// Every element, by the name of its entry for bundlers (`loyalty-widgets/<name>`,
// src/entries/<name>.ts); its tag is `loyalty-<name>`. The one list the entries' build, the size
// check, the bench and the tests that put every element on a page read (imports nothing, so a
// browser test can too); test/package/manifest.test.js holds it to the manifest's tags.
export const ENTRIES = ['login', 'signup', 'reset', 'events', 'rewards', 'missions', 'leaderboard', 'account', 'activity'];

/** The tag of each element. */
export const TAGS = ENTRIES.map((name) => `loyalty-${name}`);
