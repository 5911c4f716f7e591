// The linter of the page's JavaScript, its tests and its scripts: ESLint's recommended
// rules, with the globals of where each file runs.
import js from '@eslint/js';
import globals from 'globals';

export default [
  { ignores: ['dist/', 'www/pkg/', 'target/', 'node_modules/', 'fuzz/', 'tests/e2e/artifacts/'] },
  js.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2024, sourceType: 'module', globals: { ...globals.browser } },
    rules: {
      'no-unused-vars': ['error', { args: 'after-used', argsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-var': 'error',
      'prefer-const': 'error',
    },
  },
  { files: ['www/solver/worker.js'], languageOptions: { globals: { ...globals.worker } } },
  { files: ['tests/**', 'benches/**', 'scripts/**', '*.config.js'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
];
