// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import { localPlugin } from './scripts/eslint/no-issue-references.mjs';

/**
 * Lint, with the import direction of docs/architecture.md enforced:
 * mocks → api-client ← ui ← apps/game, and rules ← ui, rules ← mocks, rules ← api-client. `ui`
 * imports `mocks` only from stories and tests; nothing imports `apps/game`; api-client imports
 * neither ui nor mocks (tests excepted) and of rules one module at a time (the limits and lists
 * its config and schemas share, never the index with combat); rules imports no other package, no
 * React, no MSW and no DOM.
 */
// `*.testkit.ts` files hold set-up shared by several test files (they are not tests themselves).
const testFiles = ['**/*.test.{ts,tsx}', '**/*.testkit.{ts,tsx}', '**/*.stories.{ts,tsx}', 'tests/**', '.storybook/**'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      'storybook-static/**',
      '**/node_modules/**',
      '**/public/mockServiceWorker.js',
      '.storybook/public/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          conditionNames: ['import', 'default'],
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-floating-promises': [
        'error',
        // node:test's test()/describe() return promises the runner itself awaits.
        { allowForKnownSafeCalls: [{ from: 'package', package: 'node:test', name: ['test', 'it', 'describe', 'suite'] }] },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: testFiles,
    rules: {
      // Tests save a method to restore it afterwards (window.alert, matchMedia, addEventListener).
      '@typescript-eslint/unbound-method': 'off',
      // Vitest types its asymmetric matchers (expect.any, expect.stringContaining) as `any`.
      '@typescript-eslint/no-unsafe-assignment': 'off',
      // `await act(async () => …)` picks act's asynchronous flush even when the callback awaits nothing.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Layers inside ui (docs/architecture.md): theme, i18n, lib, state ← primitives ← components ←
    // screens ← flows and the workbench (stories). Each imports only from the layers on its left.
    files: ['packages/ui/src/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: 'packages/ui/src',
          zones: [
            {
              target: ['./theme', './i18n', './lib', './state'],
              from: ['./primitives', './components', './screens', './flows', './workbench'],
              message: 'theme, i18n, lib and state are the bottom layer: they import no UI.',
            },
            {
              target: ['./theme', './i18n'],
              from: ['./lib', './state'],
              message: 'theme and i18n import neither lib nor state.',
            },
            {
              target: './primitives',
              from: ['./components', './screens', './flows', './workbench'],
              message: 'primitives import only theme, i18n, lib, state and other primitives.',
            },
            {
              target: './components',
              from: ['./screens', './flows', './workbench'],
              message: 'components import no screen (screens compose components).',
            },
            {
              target: './screens',
              from: ['./flows', './workbench'],
              // A screen's stories find their texts in the story's language with the workbench's play helpers.
              except: ['./play'],
              message: 'screens import neither the flows nor the workbench (a story may import workbench/play).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api-client/src/**'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@imperio/ui', '@imperio/ui/*', '@imperio/mocks', '@imperio/mocks/*', '@imperio/game'],
              message: 'api-client knows only the wire: it imports neither ui nor mocks (docs/architecture.md).',
            },
            {
              regex: '^@imperio/rules$',
              message: "Import one rules module ('@imperio/rules/fleet/limits'): the index brings combat into the shell's chunk.",
            },
          ],
        },
      ],
    },
  },
  {
    // The game's rules are pure: the screens, a worker and the mock universe run the same code.
    files: ['packages/rules/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@imperio/*', 'react', 'react-*', 'react/*', 'msw', 'msw/*', '@msw/*', '@tanstack/*', 'i18next', 'ky'],
              message: 'rules are pure functions: no other package, no React, no MSW, no fetching (docs/architecture.md).',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        ...['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'self', 'postMessage', 'fetch'].map((name) => ({
          name,
          message: 'rules run anywhere (a worker, Node, the mock): no DOM or browser globals.',
        })),
      ],
    },
  },
  {
    files: ['packages/mocks/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@imperio/ui', '@imperio/ui/*', '@imperio/game'],
              message: 'mocks depend only on api-client (docs/architecture.md).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/ui/src/**'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@imperio/mocks', '@imperio/mocks/*', '@imperio/game'],
              message: 'ui imports mocks only from stories and tests (docs/architecture.md).',
            },
          ],
          // A package index puts every module it re-exports into the first chunk that imports it
          // (the shell, to keep its chunk small): import one icon, one primitive per file.
          paths: [
            {
              name: 'lucide-react',
              message: "One icon per file: import X from 'lucide-react/icons/<name>' (types from 'lucide-react/types').",
            },
            { name: 'radix-ui', message: "One primitive per file: import * as Dialog from 'radix-ui/dialog'." },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/game/src/**'],
    ignores: ['apps/game/src/dev-worker.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@imperio/mocks', '@imperio/mocks/*'],
              message: 'The app reaches the mocks only through dev-worker.ts (pnpm dev) and the server.',
            },
          ],
        },
      ],
    },
  },
  {
    // Comments give the reason; an issue or item number means nothing to a reader outside the tracker.
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { local: localPlugin },
    rules: { 'local/no-issue-references': 'error' },
  },
  {
    // Plain JavaScript (config, node scripts, the public preferences script) is outside tsconfig.
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['scripts/**', 'apps/game/server/**', 'tests/e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
