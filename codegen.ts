import type { CodegenConfig } from '@graphql-codegen/cli'

/** Resolver types from the gateway's schema file: `npm run generate:gateway`. */
const config: CodegenConfig = {
  schema: 'src/commerce/gateway/schema.graphql',
  generates: {
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
