// `npm test` (after the type check and the lint): on a fresh machine it first installs the browser
// engines it lacks from Debian's packages (as root, or through sudo when it asks no password;
// LOYALTY_NO_INSTALL=1 skips that), then builds the package and runs every test: the whole suite
// in Chromium (with coverage), Firefox ESR and WebKitGTK, one engine after another, each with its
// own fake service; then the package in Node, the gallery's screenshots, and every stack's example
// against the packed package.
// Where an engine is still missing it is named with the command that installs it and skipped;
// with CI=true a missing engine fails the run. `npm test -- firefox webkit` builds and runs only
// those engines' suites (no package tests); other arguments go to wtr.
import { spawnSync } from 'node:child_process';
import { engines } from './engines.js';

const args = process.argv.slice(2);
const asked = args.filter((arg) => arg in engines);
const passOn = args.filter((arg) => !(arg in engines));
const chosen = asked.length ? asked.map((name) => engines[name]) : Object.values(engines);
const everything = !args.length;

const run = (command, commandArgs, env = process.env) => spawnSync(command, commandArgs, { stdio: 'inherit', env }).status === 0;
const missingOf = (list) => list.filter((engine) => engine.missing().length);

/** How this process may run apt-get: directly as root, through sudo without a password, or not. */
function privilege() {
  if (spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status !== 0) return undefined;
  if (process.getuid?.() === 0) return [];
  if (spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0) return ['sudo', '-n'];
  return undefined;
}

const aptInstall = (packages) => `apt-get install -y --no-install-recommends ${packages.join(' ')}`;
const packagesOf = (list) => [...new Set(list.flatMap((engine) => engine.packages))];

/** Installs the Debian packages of the missing engines when this machine lets us; else says why not. */
function installEngines(missing) {
  const packages = packagesOf(missing);
  const as = process.env.LOYALTY_NO_INSTALL ? undefined : privilege();
  if (!as) return process.env.LOYALTY_NO_INSTALL ? 'LOYALTY_NO_INSTALL is set' : 'installing needs root or sudo without a password';
  console.log(`Installing the missing test browsers from Debian's packages: ${as.length ? 'sudo ' : ''}${aptInstall(packages)} (LOYALTY_NO_INSTALL=1 skips this).`);
  const apt = (aptArgs) => {
    const [command, ...prefix] = [...as, 'apt-get'];
    // Waits for another apt-get holding the lock rather than failing at once.
    return run(command, [...prefix, '-qq', '-o', 'DPkg::Lock::Timeout=300', ...aptArgs], { ...process.env, DEBIAN_FRONTEND: 'noninteractive' });
  };
  return apt(['update']) && apt(['install', '-y', '--no-install-recommends', ...packages]) ? undefined : 'apt-get failed';
}

const notInstalled = missingOf(chosen).length ? installEngines(missingOf(chosen)) : undefined;
const missing = missingOf(chosen);
const ready = chosen.filter((engine) => !missing.includes(engine));
for (const engine of missing) console.log(`${engine.label} is missing (${engine.missing().join(', ')}).`);
if (missing.length) {
  console.log(`Install ${missing.length > 1 ? 'them' : 'it'} with: sudo apt-get update && sudo ${aptInstall(packagesOf(missing))}${notInstalled ? ` (not done here: ${notInstalled}).` : ''}`);
  if (process.env.CI) {
    console.error(`CI runs every engine: ${missing.map((engine) => engine.label).join(' and ')} could not be installed.`);
    process.exit(1);
  }
}

const results = [];
const step = (label, action) => {
  console.log(`\n── ${label} ──`);
  const started = Date.now();
  const ok = action();
  results.push({ label, ok, seconds: (Date.now() - started) / 1000 });
  return ok;
};

// The browser suites hold the built files to the sources (test/built/), and the package tests read
// them: the build comes first, every time.
const built = step('Build', () => run('npm', ['run', 'build']));
for (const engine of ready) step(engine.label, () => run('npx', ['wtr', ...passOn], { ...process.env, ENGINE: engine.name }));
if (everything && built) {
  step('Package', () => run('npm', ['run', 'test:package']));
  // The gallery's screenshots, in Chromium, held to the kept references (test/look/).
  if (ready.includes(engines.chromium)) step('Look', () => run('npm', ['run', 'test:look']));
  step('Stacks', () => run('npm', ['run', 'test:integration']));
}

console.log('\nSteps:');
for (const { label, ok, seconds } of results) console.log(`  ${label.padEnd(12)} ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(0)} s`);
for (const engine of missing) console.log(`  ${engine.label.padEnd(12)} not run (missing)`);
process.exit(results.every((result) => result.ok) && ready.length && !missing.length ? 0 : 1);
