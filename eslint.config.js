// The linter of the page's JavaScript, its tests and its scripts: ESLint's recommended
// rules, with the globals of where each file runs, and the page's one layering rule: a
// feature (www/features/NAME/) imports no other feature (they talk through the hub), and
// nothing outside the features imports one (the shell finds them by their manifests).
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';

const FEATURES = path.resolve('www/features');

/** The feature folder `file` lies in, or null. @param {string} file */
const featureOf = (file) => {
  const relative = path.relative(FEATURES, file);
  return relative.startsWith('..') || path.isAbsolute(relative) ? null : relative.split(path.sep)[0];
};

/** @type {import('eslint').Rule.RuleModule} */
const featureBoundaries = {
  meta: { type: 'problem', docs: { description: 'a feature imports no other feature, and nothing outside the features imports one' }, schema: [] },
  create(context) {
    const file = context.filename;
    const own = featureOf(file);
    /** @param {import('estree').Node & { source?: import('estree').Literal | null }} node */
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(file), source));
      if (target === null || target === own) return;
      const message = own
        ? `the feature ${own} imports the feature ${target}: features talk through the hub`
        : `${path.relative(process.cwd(), file)} imports the feature ${target}: the shell loads features`;
      context.report({ node, message });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

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
  {
    files: ['www/**/*.js'],
    plugins: { page: { rules: { 'feature-boundaries': featureBoundaries } } },
    rules: { 'page/feature-boundaries': 'error' },
  },
  { files: ['www/solver/worker.js'], languageOptions: { globals: { ...globals.worker } } },
  { files: ['tests/**', 'benches/**', 'scripts/**', '*.config.js'], languageOptions: { globals: { ...globals.node, ...globals.browser } } },
];
