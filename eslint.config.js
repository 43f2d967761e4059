import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.e2e-dist*',
      'coverage',
      'test-results',
      'playwright-report',
      'bench-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    // A missing element fails the test at once; the assertion only saves noise.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Node scripts, some of whose callbacks run in the page (Playwright's evaluate).
    files: ['scripts/**/*.{js,mjs,ts}', 'e2e/**/*.ts', '*.config.{js,ts}'],
    ignores: ['scripts/color-scheme-init.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Inlined into index.html by the build, which puts its settings in place of the placeholder.
    files: ['scripts/color-scheme-init.js'],
    languageOptions: { globals: { ...globals.browser, SCHEME_SETTINGS: 'readonly' } },
  },
);
