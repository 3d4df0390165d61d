// The build's CSS minifier (scripts/css-minify.js): whatever a stylesheet's comments hold, what the
// browser keeps as written comes back to the letter, and the rest is minified.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { minifyCss } from '../../scripts/css-minify.js';

test('a comment holding a colon before a var() declaration is dropped, not read as a value', () => {
  assert.equal(minifyCss('a {\n  /* Why: the page may set it. */\n  color: var(--c, red);\n  margin: 0 ;\n}'), 'a{color:var(--c, red);margin:0}');
});

test('a string holding what looks like a comment is kept as written', () => {
  assert.equal(minifyCss("a::before { content: '/* not: a comment */'; color: var(--c); }"), "a::before{content:\"/* not: a comment */\";color:var(--c)}");
});
