import js from '@eslint/js';
import prettierConfig from 'eslint-config-prettier';
import tseslint from 'typescript-eslint';

const ROUTES_NEVER_TOUCH_DB = {
  patterns: [
    {
      group: ['**/db/**', 'drizzle-orm', 'drizzle-orm/*'],
      message: 'Routes are thin: call the module service, never the database.',
    },
  ],
};

/** Relative imports may not climb out of a web feature; other features are reached through their index. */
const featureBoundary = (climb) => ({
  patterns: [
    {
      group: [`${climb}*`, `!${climb}*.css`],
      message: "Import another feature through '@/features/<name>', not by path.",
    },
    { group: ['@/features/*/*'], message: "Import another feature through its index '@/features/<name>'." },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'apps/server/src/db/migrations/**',
      'test-results/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { process: 'readonly', console: 'readonly', URL: 'readonly' },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['apps/server/src/modules/*/routes.ts'],
    rules: { 'no-restricted-imports': ['error', ROUTES_NEVER_TOUCH_DB] },
  },
  {
    files: ['apps/web/src/features/*/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', featureBoundary('../')] },
  },
  {
    files: ['apps/web/src/features/*/*/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', featureBoundary('../../')] },
  },
  { files: ['scripts/**/*.mjs'], languageOptions: { globals: { process: 'readonly', console: 'readonly' } } },
  // Formatting is Prettier's: turn off the stylistic rules that would fight it.
  prettierConfig,
);
