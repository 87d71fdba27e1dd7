import fs from 'node:fs'
import path from 'node:path'

import { type DefinitionNode, parse, print } from 'graphql'
import { describe, expect, it } from 'vitest'

import * as preset from '@/commerce/client/generated/graphql'

const dir = path.resolve(import.meta.dirname, '../../src/commerce/client/generated/documents')

/** A document's definitions, printed and sorted: the same operation whatever the layout. */
const definitions = (text: string) =>
  parse(text)
    .definitions.map((node: DefinitionNode) => print(node))
    .toSorted()

const operations = Object.entries(preset).filter(
  ([name, value]) => name.endsWith('Document') && value instanceof String,
)

describe('the browser’s documents, one module each (codegen.ts)', () => {
  it('are every operation of the client preset, and nothing else', () => {
    const modules = fs.readdirSync(dir).filter((file) => file.endsWith('.ts'))
    expect(modules.length).toBe(operations.length)
  })

  it.each(operations)('%s sends what the client preset’s document sends', async (name, value) => {
    const file = name
      .replace(/Document$/, '')
      .replace(/(?<=[a-z0-9])(?=[A-Z])/g, '-')
      .toLowerCase()
    const own = (await import(path.join(dir, `${file}.ts`))) as Record<string, unknown>
    expect(typeof own[name]).toBe('string')
    expect(definitions(String(own[name]))).toEqual(definitions(String(value)))
  })
})
