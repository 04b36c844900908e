import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'data/',
      'dist/',
      'server/dist/',
      'web/dist/',
      'web/guest/dist/',
      'server/drizzle/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      '.tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      // Config is read once in config.ts; nothing else touches process.env.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings from config.ts' },
      ],
    },
  },
  {
    // Only repositories (and db/: schema, client, migrations) talk to Drizzle; services and routes ask a repository.
    files: ['server/**/*.ts'],
    ignores: [
      'server/src/db/**',
      'server/**/*.repository.ts',
      'server/**/*.test.ts',
      'server/**/*.fixtures.ts',
      'server/src/test/**',
      'server/drizzle.config.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Only repositories touch Drizzle: add a repository method.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/config.ts', 'server/**/*.test.ts', 'server/src/test/**/*.ts', 'server/drizzle.config.ts'],
    rules: { 'no-restricted-properties': 'off' },
  },
);
