import js from '@eslint/js';
import lit from 'eslint-plugin-lit';
import wc from 'eslint-plugin-wc';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'coverage/', 'node_modules/', 'custom-elements.json', 'test/integration/fixture/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  wc.configs['flat/recommended'],
  lit.configs['flat/recommended'],
  {
    files: ['**/*.js'],
    languageOptions: {
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', Buffer: 'readonly', performance: 'readonly', fetch: 'readonly', URLSearchParams: 'readonly' },
    },
  },
  {
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }] },
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Only the API client (src/api) talks to the network.' }, { name: 'localStorage', message: 'Only the session touches storage.' }, { name: 'sessionStorage', message: 'Only the session touches storage.' }],
      'lit/no-template-arrow': 'off',
      // Decorators cost the bundle their runtime and a call per property: `static properties` instead.
      'no-restricted-imports': ['error', { paths: [{ name: 'lit/decorators.js', message: 'Declare reactive properties in `static properties`.' }] }],
    },
  },
  {
    files: ['src/api/**/*.ts'],
    rules: {
      'no-restricted-globals': 'off',
      // The client reports kinds of failure; words and elements build on it, never the reverse.
      'no-restricted-imports': ['error', { patterns: [{ group: ['../*'], message: 'src/api stands alone: it imports nothing from the rest of src.' }] }],
    },
  },
  {
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-unused-expressions': 'off' },
  },
);
