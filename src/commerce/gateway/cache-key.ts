import { createHash } from 'node:crypto'

import {
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  getOperationAST,
  Kind,
  type OperationDefinitionNode,
  parse,
  print,
  visit,
} from 'graphql'

import { gatewayAnswers } from '@/server/cache/caches'

import { mayAskPublic } from './cache-policy'

/** The most tokens a document may have (graphql-armor's maxTokens in server.ts). */
export const MAX_DOCUMENT_TOKENS = 2000

/** What the response cache's buildResponseCacheKey is given (the parts an answer can depend on). */
export type KeyParams = {
  documentString: string
  variableValues?: Record<string, unknown> | null
  operationName?: string | null
  /** The host's store (the gateway's `session`): one store's answers are never another's. */
  sessionId?: string | null
}

/** The key of a request the cache never keeps (no public field): not worth parsing for. */
export const NOT_KEPT = 'not-kept'

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** JSON with object keys sorted at every level: the same variables, the same text. */
const stableJson = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  )

/** The fragments an operation spreads, and the ones they spread, sorted by name. */
function fragmentsOf(document: DocumentNode, operation: OperationDefinitionNode) {
  const byName = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) byName.set(definition.name.value, definition)
  }
  const used = new Map<string, FragmentDefinitionNode>()
  const walk = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread({ name: { value } }) {
        const fragment = byName.get(value)
        if (!fragment || used.has(value)) return
        used.set(value, fragment)
        walk(fragment)
      },
    })
  walk(operation)
  return [...used.values()].sort((a, b) => (a.name.value < b.name.value ? -1 : 1))
}

/**
 * The operation an answer is computed from, printed without its name, its comments, its spacing,
 * other operations and unused fragments; with the variables it declares, keys sorted. Null when
 * the document does not parse or names no operation to run: GraphQL answers it with an error,
 * which is never kept.
 */
export function normaliseRequest({ documentString, variableValues, operationName }: KeyParams) {
  let document: DocumentNode
  try {
    document = parse(documentString, { noLocation: true, maxTokens: MAX_DOCUMENT_TOKENS })
  } catch {
    return null
  }
  const operation = getOperationAST(document, operationName || undefined)
  if (!operation) return null
  const declared = (operation.variableDefinitions ?? []).map((v) => v.variable.name.value)
  const variables = Object.fromEntries(
    declared.flatMap((name) =>
      variableValues?.[name] === undefined ? [] : [[name, variableValues[name]]],
    ),
  )
  const printed = print({
    kind: Kind.DOCUMENT,
    definitions: [{ ...operation, name: undefined }, ...fragmentsOf(document, operation)],
  })
  return { document: printed, variables: stableJson(variables) }
}

/**
 * The response cache's key: the host's store, then what the answer depends on (the normalised
 * operation and its variables; no shopper's session, the cache keeps public answers only), so a
 * name, spacing or unused variable a client makes up is not a new entry. The store comes first:
 * a question sent to another store's host (answered "wrong store", 1001) never answers this
 * one's. Requests the cache never keeps are not parsed.
 */
export function answerKey(params: KeyParams): string {
  if (!mayAskPublic(params.documentString)) return NOT_KEPT
  const store = gatewayAnswers.keyPrefix(params.sessionId)
  const request = normaliseRequest(params)
  if (!request) {
    return store + sha256(`unparsed|${params.documentString}|${params.operationName ?? ''}`)
  }
  return store + sha256(`${request.document}|${request.variables}`)
}
