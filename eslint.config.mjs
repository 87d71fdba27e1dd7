import { defineConfig, globalIgnores } from 'eslint/config'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'
import prettier from 'eslint-config-prettier/flat'

import { boundaries } from './eslint.boundaries.mjs'

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  prettier,
  // Import cycles are found by oxlint (.oxlintrc.json): import/no-cycle was 81 % of ESLint's time
  // (TIMING=1), about 230 of the lint step's 280 s in CI, where oxlint takes 5 s.
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  ...boundaries,
  {
    // A module that takes a document from generated/graphql brings every document into its chunk
    // (5.8 KB gz): the shop's code takes each from generated/documents/ (codegen.ts), types only there.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/generated/graphql'],
              allowTypeImports: true,
              message: 'Import a document from its module in generated/documents/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Each e2e test checks that phone pages fit the screen: the spec's test comes from its fixtures.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: "Import test and expect from './fixtures' (the phone-width check).",
            },
          ],
        },
      ],
    },
  },
  globalIgnores([
    '.next/**',
    '.data/**',
    'node_modules/**',
    'storybook-static/**',
    'test-results/**',
    '.test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    'src/payload-types.ts',
    'src/commerce/gateway/generated/**',
    'src/commerce/contract/types.ts',
    'src/commerce/client/generated/**',
    'src/migrations/**',
    'src/app/(payload)/**',
  ]),
])
