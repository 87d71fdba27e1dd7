import 'server-only'

import fs from 'node:fs'
import path from 'node:path'

import { EnvelopArmor } from '@escape.tech/graphql-armor'
// An Envelop plugin, not a React hook: renamed so the hooks lint rule does not mistake it.
import { useResponseCache as responseCachePlugin } from '@graphql-yoga/plugin-response-cache'
import { GraphQLError, type ValidationRule } from 'graphql'
import { createSchema, createYoga, type Plugin } from 'graphql-yoga'

import { gatewayCache } from '@/server/cache/response-cache'
import { logger } from '@/server/logger'
import { currentLogContext } from '@/server/request-context'
import { getPayloadClient } from '@/server/payload'

import { answerKey, MAX_DOCUMENT_TOKENS } from './cache-key'
import { mayAskPublic, ttlPerQueryField } from './cache-policy'
import {
  type GatewayContext,
  type GatewayExtras,
  type GatewayServerContext,
  readGatewayHeaders,
} from './context'
import { errorCodes, GENERIC_MESSAGE } from '@/commerce/services/errors'
import { resolvers } from './resolvers'
import { hostStorefront } from '@/server/route-store'

export const GATEWAY_PATH = '/api/gateway/'

// By name, not instanceof: graphql ships as CommonJS and ESM, and both copies can be loaded.
const isGraphQLError = (error: unknown): error is GraphQLError =>
  error instanceof Error && error.name === 'GraphQLError'

// One file per part of the contract: common types, the catalogue, the cart, accounts.
const schemaDir = path.join(process.cwd(), 'src/commerce/gateway/schema')
const typeDefs = [
  'common',
  'catalogue',
  'cart',
  'account',
  'checkout',
  'cards',
  'activation',
  'doubler',
].map((part) => fs.readFileSync(path.join(schemaDir, `${part}.graphql`), 'utf8'))

// Deep, wide or long documents are refused before they run (a clear error, no work done).
const armor = new EnvelopArmor({
  // Depth is that of fields: the cart's fragments (CartOrder, Money) add none.
  maxDepth: { n: 8, flattenFragments: true },
  costLimit: { maxCost: 5000 },
  maxAliases: { n: 10 },
  maxDirectives: { n: 10 },
  maxTokens: { n: MAX_DOCUMENT_TOKENS },
  blockFieldSuggestion: { enabled: true },
})

const production = process.env.NODE_ENV === 'production'

// A production server does not describe its schema. By field name, like Payload's own rule:
// graphql's NoSchemaIntrospectionCustomRule unwraps types with instanceof, which a second copy
// of graphql (CommonJS and ESM) defeats.
const noIntrospectionRule: ValidationRule = (context) => ({
  Field(node) {
    if (node.name.value !== '__schema' && node.name.value !== '__type') return
    context.reportError(new GraphQLError('GraphQL introspection is off.', { nodes: [node] }))
  },
})
const noIntrospection: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(noIntrospectionRule),
}

/** A GraphQL name, as the client's generated operations send it (`operationName`). */
const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,63}$/

// Every line the call logs after this names the operation the client asked for.
const nameTheOperation: Plugin = {
  onParams: ({ params }) => {
    const context = currentLogContext()
    const name = params.operationName
    if (context && name && GRAPHQL_NAME.test(name)) context.operation = name
  },
}

const hasRedeemToken = (variables: unknown) =>
  JSON.stringify(variables ?? {}).includes('redeemToken":"')

/** The commerce gateway: one GraphQL endpoint over the Payload Local API (spec §7). */
export const gateway = createYoga<GatewayServerContext, GatewayExtras>({
  graphqlEndpoint: GATEWAY_PATH,
  schema: createSchema<GatewayContext>({ typeDefs, resolvers }),
  fetchAPI: { Response },
  graphiql: false,
  landingPage: false,
  batching: false,
  multipart: false,
  context: async ({ request, responseCookies }) => ({
    responseCookies,
    payload: await getPayloadClient(),
    // The host's store: a userData.storeID of another store is refused (operation.ts, 1001).
    storeId: (await hostStorefront(request.headers.get('host'))).storeId,
    gateway: readGatewayHeaders(request.headers),
  }),
  maskedErrors: {
    // Unforeseen failures answer code -1 and the generic message of spec §8, never internals.
    maskError: (error) => {
      let cause: unknown = error
      while (isGraphQLError(cause) && cause.originalError) cause = cause.originalError
      // Errors of the request itself (syntax, types, limits) are safe to show as they are.
      if (isGraphQLError(cause)) return error as Error
      logger().error({ err: cause }, 'Gateway request failed')
      return new GraphQLError(GENERIC_MESSAGE, { extensions: { code: errorCodes.generic } })
    },
  },
  plugins: [
    nameTheOperation,
    ...armor.protect().plugins,
    ...(production ? [noIntrospection] : []),
    responseCachePlugin<GatewayContext>({
      // Not a shopper's session: the host's store, which every answer belongs to (cache-key.ts).
      session: async (request) =>
        String((await hostStorefront(request.headers.get('host'))).storeId),
      cache: gatewayCache(),
      // What the answer depends on, not the operation's name: a made-up name is not a new entry.
      buildResponseCacheKey: answerKey,
      // An allow-list: nothing is kept unless every Query field asked is public.
      ttl: 0,
      ttlPerSchemaCoordinate: ttlPerQueryField,
      // Whether an answer came from the cache is for developers, not for the public.
      includeExtensionMetadata: !production,
      // Mutations, redeem pages and anything sent with the bypass flag go straight through.
      enabled: (request, context) =>
        mayAskPublic(context.params?.query) &&
        !readGatewayHeaders(request.headers).bypassCache &&
        !hasRedeemToken(context.params?.variables),
    }),
  ],
})
