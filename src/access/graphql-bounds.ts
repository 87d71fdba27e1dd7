import {
  type ExecutionArgs,
  type FieldNode,
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
  valueFromASTUntyped,
} from 'graphql'
import type { PayloadRequest } from 'payload'

import { MOST_PER_PAGE, pageSizeProblem } from './list-bounds'
import { isStaff } from './staff-roles'

/** The most one query may cost: some 400 documents of a few fields (a page of 100 costs 1,000+). */
export const MOST_QUERY_COST = 5_000
/** What loading a document costs beside the fields asked of it. */
const DOCUMENT_COST = 10
/** The page size Payload uses when a query names none. */
const DEFAULT_PAGE = 10

// The schema is Payload's and graphql is one external package on the server; types are still
// told apart by shape, not instanceof (a second copy of graphql in tests, STACK.md trap 10).
type Field = { type: unknown; args: readonly { name: string }[] }
type Fields = Record<string, Field>
const fieldsOf = (type: unknown): Fields | undefined => {
  let named = type as { ofType?: unknown; getFields?: () => Fields } | null | undefined
  while (named?.ofType) named = named.ofType as typeof named
  return typeof named?.getFields === 'function' ? named.getFields() : undefined
}

type Walk = {
  context: ValidationContext
  variables: Record<string, unknown>
  /** Each fragment's cost per unit of its multiplier; -1 while it is being walked (a cycle). */
  fragments: Map<string, number>
}

/** How many documents a paged field (one with a `limit` argument) asks for; null if not paged. */
function pageOf(walk: Walk, node: FieldNode, field: Field): number | null {
  if (!field.args.some((arg) => arg.name === 'limit')) return null
  const value = (name: string) => {
    const argument = node.arguments?.find((arg) => arg.name.value === name)
    return argument ? valueFromASTUntyped(argument.value, walk.variables) : undefined
  }
  const refuse = (message: string) =>
    walk.context.reportError(new GraphQLError(message, { nodes: [node] }))
  if (value('pagination') === false) refuse('pagination cannot be turned off')
  const limit = value('limit') ?? DEFAULT_PAGE
  const problem = pageSizeProblem(limit)
  if (problem) refuse(problem)
  return problem ? MOST_PER_PAGE : Number(limit)
}

/**
 * What a selection costs per unit of multiplier: each field 1, each document of a page 10 beside
 * its fields, a page's fields once per document. Aliases are fields: 60 aliases of a page of 100
 * cost 60 × 1,100.
 */
function selectionCost(walk: Walk, selections: SelectionSetNode, parent: unknown): number {
  const schema = walk.context.getSchema()
  let cost = 0
  for (const selection of selections.selections) {
    if (selection.kind === Kind.FIELD) {
      const field = fieldsOf(parent)?.[selection.name.value]
      cost += 1
      if (!field || !selection.selectionSet) continue
      const page = pageOf(walk, selection, field)
      const inner = selectionCost(walk, selection.selectionSet, field.type)
      cost += page === null ? inner : page * (DOCUMENT_COST + inner)
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition && schema.getType(selection.typeCondition.name.value)
      cost += selectionCost(walk, selection.selectionSet, type ?? parent)
    } else {
      const name = selection.name.value
      const known = walk.fragments.get(name)
      // A cycle is refused by graphql's own NoFragmentCycles rule; its cost is not counted twice.
      if (known !== undefined) {
        cost += Math.max(known, 0)
        continue
      }
      const fragment = walk.context.getFragment(name)
      if (!fragment) continue
      walk.fragments.set(name, -1)
      const type = schema.getType(fragment.typeCondition.name.value)
      const fragmentCost = selectionCost(walk, fragment.selectionSet, type)
      walk.fragments.set(name, fragmentCost)
      cost += fragmentCost
    }
  }
  return cost
}

/** Every operation's cost within MOST_QUERY_COST, its pages of 1 to 100, never unpaged. */
const pagesRule =
  (variables: Record<string, unknown>): ValidationRule =>
  (context) => ({
    OperationDefinition(operation: OperationDefinitionNode) {
      const defaults = Object.fromEntries(
        (operation.variableDefinitions ?? []).map((definition) => [
          definition.variable.name.value,
          definition.defaultValue && valueFromASTUntyped(definition.defaultValue),
        ]),
      )
      const walk = { context, variables: { ...defaults, ...variables }, fragments: new Map() }
      const root = context.getSchema().getRootType(operation.operation)
      const cost = selectionCost(walk, operation.selectionSet, root)
      if (cost <= MOST_QUERY_COST) return
      const message = `Query cost ${cost} exceeds ${MOST_QUERY_COST} (aliases × limit × fields)`
      context.reportError(new GraphQLError(message, { nodes: [operation] }))
    },
  })

/** Nobody but signed-in staff: the storefront reads through the Local API, /admin through REST. */
const staffRule =
  (req: PayloadRequest | undefined): ValidationRule =>
  (context) => ({
    // On leaving: graphql's own errors (an unknown field…) come first, as without this rule.
    Document: {
      leave() {
        if (isStaff(req?.user)) return
        context.reportError(new GraphQLError("Payload's GraphQL API answers signed-in staff only"))
      },
    },
  })

/**
 * Payload's `graphQL.validationRules`: run with graphql's own rules and Payload's complexity rule
 * (`maxComplexity`, which charges 10 per relationship and so bounds their nesting) before
 * anything executes, so a refused query costs no database work.
 */
export const payloadGraphQLRules = (args: ExecutionArgs): ValidationRule[] => [
  staffRule((args.contextValue as { req?: PayloadRequest } | undefined)?.req),
  pagesRule(args.variableValues ?? {}),
]
