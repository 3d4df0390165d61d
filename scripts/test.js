// The browser half of `npm test`: the whole suite in Chromium (with coverage), Firefox ESR and
// WebKitGTK, one engine after another, each with its own fake service. Engines missing on this
// machine are named with the command that installs them and skipped; with CI=true a missing
// engine fails the run. `npm test -- firefox webkit` runs only those; other arguments go to wtr.
import { spawnSync } from 'node:child_process';
import { engines } from './engines.js';

const args = process.argv.slice(2);
const asked = args.filter((arg) => arg in engines);
const passOn = args.filter((arg) => !(arg in engines));
const chosen = asked.length ? asked.map((name) => engines[name]) : Object.values(engines);

const ready = [];
const missing = [];
for (const engine of chosen) {
  const parts = engine.missing();
  if (!parts.length) ready.push(engine);
  else {
    missing.push(engine);
    console.log(`${engine.label} is missing (${parts.join(', ')}); install it with: sudo ${engine.install}`);
  }
}
if (missing.length && process.env.CI) {
  console.error(`CI runs every engine: install ${missing.map((engine) => engine.label).join(' and ')} first (.ci/run does).`);
  process.exit(1);
}

const results = [];
for (const engine of ready) {
  console.log(`\n── ${engine.label} ──`);
  const started = Date.now();
  const run = spawnSync('npx', ['wtr', ...passOn], { stdio: 'inherit', env: { ...process.env, ENGINE: engine.name } });
  results.push({ engine, ok: run.status === 0, seconds: (Date.now() - started) / 1000 });
}

console.log('\nEngines:');
for (const { engine, ok, seconds } of results) console.log(`  ${engine.label.padEnd(12)} ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`);
for (const engine of missing) console.log(`  ${engine.label.padEnd(12)} not run (missing)`);
process.exit(results.every((result) => result.ok) && results.length ? 0 : 1);
