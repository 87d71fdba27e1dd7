import type { CodegenConfig } from '@graphql-codegen/cli'

/**
 * From the gateway's schema files: resolver types for the server, and typed operations for the
 * client (string documents, so no GraphQL parser ships to browsers). `npm run generate:gateway`.
 */
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
    'src/commerce/gateway/generated/resolvers.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context#GatewayContext',
        useTypeImports: true,
        scalars: { JSON: 'unknown' },
        enumsAsTypes: true,
        avoidOptionals: { field: true, inputValue: false, object: true },
        maybeValue: 'T | null',
        inputMaybeValue: 'T | null | undefined',
      },
    },
  },
}

export default config
