// The bench page's one script: it runs the case its address names (`?case=events` runs events.ts),
// which times itself from its own start and sets `window.benchResult`.
const cases = import.meta.glob(['./events.ts', './import.ts', './page.ts', './rewards.ts']);
const name = new URLSearchParams(location.search).get('case');
const run = cases[`./${name}.ts`];
if (!run) throw new Error(`No bench case "${name}": ${Object.keys(cases).join(', ')}`);
await run();
