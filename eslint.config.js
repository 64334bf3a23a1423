// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Lint, with the import direction of ARCHITECTURE.md enforced:
 * mocks → api-client ← ui ← apps/game. `ui` imports `mocks` only from stories and tests;
 * nothing imports `apps/game`; api-client imports neither ui nor mocks (tests excepted).
 */
const testFiles = ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', 'tests/**', '.storybook/**'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-server/**', 'storybook-static/**', '**/node_modules/**', '**/public/mockServiceWorker.js', '.storybook/public/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['packages/api-client/src/**'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@imperio/ui', '@imperio/ui/*', '@imperio/mocks', '@imperio/mocks/*', '@imperio/game'], message: 'api-client knows only the wire: it imports neither ui nor mocks (ARCHITECTURE.md).' }] }],
    },
  },
  {
    files: ['packages/mocks/src/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@imperio/ui', '@imperio/ui/*', '@imperio/game'], message: 'mocks depend only on api-client (ARCHITECTURE.md).' }] }],
    },
  },
  {
    files: ['packages/ui/src/**'],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@imperio/mocks', '@imperio/mocks/*', '@imperio/game'], message: 'ui imports mocks only from stories and tests (ARCHITECTURE.md).' }] }],
    },
  },
  {
    files: ['apps/game/src/**'],
    ignores: ['apps/game/src/dev-worker.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@imperio/mocks', '@imperio/mocks/*'], message: 'The app reaches the mocks only through dev-worker.ts (pnpm dev) and the server.' }] }],
    },
  },
  {
    files: ['scripts/**', 'apps/game/server/**', 'tests/e2e/**'],
    rules: { 'no-console': 'off' },
  },
);
