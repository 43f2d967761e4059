import js from '@eslint/js';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import { readdirSync } from 'node:fs';

/** The feature folders: src/features/<screen>. */
const features = readdirSync('src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'dist',
      '.e2e-dist*',
      '.e2e-owner',
      'coverage',
      'test-results',
      'playwright-report',
      'site-check-report',
      'bench-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    // The type check reports unused locals, imports and parameters in TypeScript (tsconfig's
    // noUnusedLocals and noUnusedParameters): not found twice. JavaScript keeps the rule.
    files: ['**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
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
    // Imports flow one way: shared pieces (content, theme, words, services, shared, start-up)
    // -> features -> app. A feature never imports another, nor the app; the start-up script
    // never imports the app; the content never imports the theme (the theme follows the
    // content). Tests and their helpers may reach anywhere.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/test/**'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
    },
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'A feature does not import another: share through src/shared instead.',
            })),
            {
              target: './src/features',
              from: './src/app',
              message: 'Features do not import the app: the app composes them.',
            },
            {
              target: [
                './src/content',
                './src/theme',
                './src/i18n',
                './src/services',
                './src/shared',
                './src/start-up',
              ],
              from: ['./src/app', './src/features'],
              message: 'Shared code does not import the app or a feature.',
            },
            {
              target: ['./src/content', './src/i18n'],
              from: './src/theme',
              message: 'The theme follows the content, not the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    // A missing element fails the test at once; the assertion only saves noise.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'site-check/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Node scripts, some of whose callbacks run in the page (Playwright's evaluate).
    files: ['scripts/**/*.{js,mjs,ts}', 'e2e/**/*.ts', 'site-check/**/*.ts', '*.config.{js,ts}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
