import fs from 'node:fs'
import path from 'node:path'

import { buildSchema } from 'graphql'
import { describe, expect, it } from 'vitest'

import { PRIVATE_QUERIES, PUBLIC_QUERIES, ttlPerQueryField } from '@/commerce/gateway/cache-policy'

const schemaDir = path.resolve(import.meta.dirname, '../../src/commerce/gateway/schema')
const queryFields = () => {
  const files = fs.readdirSync(schemaDir).filter((name) => name.endsWith('.graphql'))
  const typeDefs = files.map((name) => fs.readFileSync(path.join(schemaDir, name), 'utf8'))
  return Object.keys(buildSchema(typeDefs.join('\n')).getQueryType()?.getFields() ?? {})
}

const publicFields: readonly string[] = PUBLIC_QUERIES
const privateFields: readonly string[] = PRIVATE_QUERIES

describe("the gateway's response cache allow-list", () => {
  it('declares every Query field of the schema public or private', () => {
    const undeclared = queryFields().filter(
      (field) => !publicFields.includes(field) && !privateFields.includes(field),
    )
    expect(undeclared, 'add these to PUBLIC_QUERIES or PRIVATE_QUERIES').toEqual([])
  })

  it('declares no field twice, and none the schema does not have', () => {
    expect(publicFields.filter((field) => privateFields.includes(field))).toEqual([])
    const fields = queryFields()
    expect([...publicFields, ...privateFields].filter((field) => !fields.includes(field))).toEqual(
      [],
    )
  })

  it('keeps public answers for a while and private ones never', () => {
    for (const field of publicFields) expect(ttlPerQueryField[`Query.${field}`]).toBeGreaterThan(0)
    for (const field of privateFields) expect(ttlPerQueryField[`Query.${field}`]).toBe(0)
  })
})
