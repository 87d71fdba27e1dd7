/**
 * A codegen preset: one module per gateway operation, holding its document (the operation and
 * the fragments it spreads) as a plain string typed as the client preset types it. The client
 * preset puts every document in one module whose `new TypedDocumentString(…)` calls no bundler
 * may drop: each async chunk that asked the gateway anything carried all of them (5.8 KB gz a
 * copy, twice on the filled checkout). A chunk now holds the documents it sends, and only those.
 */
import path from 'node:path'

import type { CodegenConfig } from '@graphql-codegen/cli'
import {
  type DefinitionNode,
  type FragmentDefinitionNode,
  Kind,
  type OperationDefinitionNode,
  print,
  visit,
} from 'graphql'

type Output = CodegenConfig['generates'][string]
type Preset = Extract<NonNullable<Exclude<Output, string | unknown[]>['preset']>, object>
type Documents = Parameters<Preset['buildGeneratesSection']>[0]['documents']

const definitions = (documents: Documents): DefinitionNode[] =>
  documents.flatMap((file) => file.document?.definitions ?? [])

const isOperation = (node: DefinitionNode): node is OperationDefinitionNode =>
  node.kind === Kind.OPERATION_DEFINITION && Boolean(node.name)

/** The fragments a definition spreads, and theirs, in the order first met. */
function spreadFragments(
  root: DefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
): FragmentDefinitionNode[] {
  const found = new Map<string, FragmentDefinitionNode>()
  const walk = (node: DefinitionNode) =>
    visit(node, {
      FragmentSpread(spread) {
        const fragment = fragments.get(spread.name.value)
        if (!fragment || found.has(fragment.name.value)) return
        found.set(fragment.name.value, fragment)
        walk(fragment)
      },
    })
  walk(root)
  return [...found.values()]
}

const kebab = (name: string) => name.replace(/(?<=[a-z0-9])(?=[A-Z])/g, '-').toLowerCase()

/** The client preset's names: `getUserInfo` is `GetUserInfoDocument`, `GetUserInfoQuery`. */
const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

/** The module of one operation: `XDocument`, typed `TypedDocumentString<XQuery, XQueryVariables>`. */
function documentModule(operation: OperationDefinitionNode, documents: Documents): string {
  const all = definitions(documents)
  const fragments = new Map(
    all
      .filter((node): node is FragmentDefinitionNode => node.kind === Kind.FRAGMENT_DEFINITION)
      .map((node) => [node.name.value, node]),
  )
  const name = pascal(operation.name!.value)
  const kind = operation.operation === 'query' ? 'Query' : 'Mutation'
  const text = [operation, ...spreadFragments(operation, fragments)].map(print).join('\n')
  return [
    '/* eslint-disable */',
    `import type { ${name}${kind}, ${name}${kind}Variables, TypedDocumentString } from '../graphql'`,
    '',
    `export const ${name}Document = ${JSON.stringify(text)} as unknown as TypedDocumentString<`,
    `  ${name}${kind},`,
    `  ${name}${kind}Variables`,
    '>',
    '',
  ].join('\n')
}

export const documentModules: Preset = {
  buildGeneratesSection: ({ baseOutputDir, documents, schema, schemaAst, config }) =>
    definitions(documents)
      .filter(isOperation)
      .map((operation) => ({
        filename: path.join(baseOutputDir, `${kebab(operation.name!.value)}.ts`),
        plugins: [{ 'document-module': {} }],
        pluginMap: {
          'document-module': { plugin: () => documentModule(operation, documents) },
        },
        schema,
        schemaAst,
        documents,
        config,
      })),
}
