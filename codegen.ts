import type { CodegenConfig } from '@graphql-codegen/cli'

import { documentModules } from './scripts/lib/document-modules'

/**
 * From the gateway's schema files: resolver types for the server, and typed operations for the
 * client (string documents, so no GraphQL parser ships to browsers; the browser's code imports
 * each from its own module under generated/documents/). `npm run generate:gateway`.
 */
const contractTypes = {
  scalars: { JSON: 'unknown' },
  enumsAsTypes: true,
  avoidOptionals: { field: true, inputValue: false, object: true },
  maybeValue: 'T | null',
  inputMaybeValue: 'T | null | undefined',
}

const config: CodegenConfig = {
  schema: 'src/commerce/gateway/schema/*.graphql',
  documents: 'src/commerce/client/operations/*.graphql',
  generates: {
    'src/commerce/client/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { JSON: 'unknown' },
      },
    },
    // What the browser sends: one module per operation, so a chunk carries only its documents.
    'src/commerce/client/generated/documents/': { preset: documentModules, plugins: [] },
    // The spec's types, which services answer in and the gateway serves.
    'src/commerce/contract/types.ts': {
      plugins: ['typescript'],
      config: { ...contractTypes, useTypeImports: true },
    },
    // The resolvers' signatures, over those types.
    'src/commerce/gateway/generated/resolvers.ts': {
      plugins: [
        { add: { content: "import type * as Types from '@/commerce/contract/types'" } },
        'typescript-resolvers',
      ],
      config: {
        ...contractTypes,
        contextType: '../context#GatewayContext',
        useTypeImports: true,
        namespacedImportName: 'Types',
      },
    },
  },
}

export default config
