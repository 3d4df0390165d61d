// The code blocks of README.md and docs/**/*.md, each with the marker on the line above it that says
// how the tests run it:
//   <!-- example: <folder>/<file> -->                  run by the test RUNNERS names for <folder>
//   <!-- example: <folder>/<file> -- shows "text" -->  the same, and the page must show that text
//   <!-- not run: <reason> -->                         not run, and why
// test/package/docs.test.js fails on a block with neither marker, or a folder no test runs.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

const stacks = 'test/integration/stacks.test.js: written into its project of test/integration/fixture/, type-checked and built';

/** Which test runs the examples of each folder. */
export const RUNNERS = {
  creator: 'test/package/creator-path.test.js: the quick start as written, in a clean folder, with a fan logging in',
  cdn: 'test/integration/stacks.test.js: served from the packed package, in Chromium',
  page: 'test/package/doc-pages.test.js: opened in Chromium with the built bundle, against the fake service',
  layout: 'test/package/docs.test.js: every path it names exists',
  react: stacks,
  vue: stacks,
  nuxt: stacks,
  svelte: stacks,
  sveltekit: `${stacks}, served and opened in Chromium`,
  angular: stacks,
  ts: stacks,
  next: `${stacks}, served and opened in Chromium`,
  astro: `${stacks}, served and opened in Chromium`,
  nuxt3: `${stacks}, served and opened in Chromium`,
};

/** README.md and every Markdown file under docs/, as paths from the repository's root. */
export function markdownFiles() {
  const docs = readdirSync(join(root, 'docs'), { recursive: true })
    .filter((path) => path.endsWith('.md'))
    .map((path) => `docs/${path}`)
    .sort();
  return ['README.md', ...docs];
}

/**
 * Every fenced code block: its file and line, language, code (ending in a newline), and its marker:
 * `path` (and `shows`) for an example, `notRun` for one that is not run.
 */
export function codeBlocks() {
  return markdownFiles().flatMap((file) => {
    const text = readFileSync(join(root, file), 'utf8');
    return [...text.matchAll(/^(`{3,}|~{3,})([\w-]*)\n([\s\S]*?)^\1$/gm)].map((match) => {
      const before = text.slice(0, match.index);
      const marker = before.trimEnd().split('\n').at(-1);
      const example = /^<!-- example: (\S+?)(?: -- shows "([^"]+)")? -->$/.exec(marker);
      const notRun = /^<!-- not run: (.+) -->$/.exec(marker);
      return {
        file,
        line: before.split('\n').length,
        language: match[2],
        code: match[3],
        path: example?.[1],
        shows: example?.[2],
        notRun: notRun?.[1],
      };
    });
  });
}

/** The examples by path: the code of each block marked `<!-- example: path -->`. */
export function examples() {
  return new Map(codeBlocks().filter((block) => block.path).map((block) => [block.path, block.code]));
}

/** The code of the example at `path`; fails when the docs have none. */
export function example(path) {
  const code = examples().get(path);
  if (!code) throw new Error(`No example is marked <!-- example: ${path} --> in README.md or docs/.`);
  return code;
}
