import { buildSchema, type ExecutionArgs, parse, specifiedRules, validate } from 'graphql'
import { describe, expect, it } from 'vitest'

import { MOST_QUERY_COST, payloadGraphQLRules } from '@/access/graphql-bounds'
import { listParamsProblem, pageSizeProblem } from '@/access/list-bounds'

describe("the bounds of Payload's REST lists", () => {
  const visitor = { read: true, staff: false }
  const staff = { read: true, staff: true }

  it('takes pages of 1 to 100 documents, for staff too', () => {
    for (const limit of ['1', '10', '100', 100]) expect(pageSizeProblem(limit)).toBeNull()
    for (const limit of ['0', '101', '1000', '-1', '1e3', '', ' 5', '0x10', ['1', '2'], 0, 1.5]) {
      expect(pageSizeProblem(limit), String(limit)).toMatch(/1 to 100/)
      expect(listParamsProblem({ limit }, staff), String(limit)).toMatch(/1 to 100/)
    }
  })

  it('refuses unpaged reads and unbounded joined lists', () => {
    expect(listParamsProblem({ pagination: 'false' }, staff)).toMatch(/pagination/)
    expect(listParamsProblem({ pagination: 'no' }, staff)).toMatch(/pagination/)
    expect(listParamsProblem({ pagination: 'true', limit: '25' }, staff)).toBeNull()
    expect(listParamsProblem({ joins: { cards: { limit: '0' } } }, staff)).toMatch(/^joins: /)
    expect(listParamsProblem({ joins: 'false' }, staff)).toBeNull()
  })

  it('populates 2 levels deep at most, 3 for staff', () => {
    expect(listParamsProblem({ depth: '2' }, visitor)).toBeNull()
    expect(listParamsProblem({ depth: '3' }, visitor)).toMatch(/at most 2/)
    expect(listParamsProblem({ depth: '3' }, staff)).toBeNull()
    expect(listParamsProblem({ depth: '10' }, staff)).toMatch(/at most 3/)
    expect(listParamsProblem({ depth: 'x' }, staff)).toMatch(/whole number/)
    // Payload's JWT strategy writes the depth it found back, undefined when there was none.
    expect(listParamsProblem({ depth: undefined }, visitor)).toBeNull()
  })

  it("lets /admin's bulk edit and delete name their documents with limit=0", () => {
    const write = { read: false, staff: true }
    expect(listParamsProblem({ limit: '0', where: { id: { in: ['1'] } } }, write)).toBeNull()
    expect(listParamsProblem({ limit: '0', depth: 'x' }, write)).toMatch(/whole number/)
  })
})

// The shape of Payload's schema: paged list queries with `limit` and `pagination`, documents
// with relationships.
const schema = buildSchema(`
  type Category { id: Int, title: String }
  type Product { id: Int, title: String, slug: String, categories: [Category] }
  type Products { docs: [Product], totalDocs: Int }
  type Query {
    Products(limit: Int, page: Int, pagination: Boolean): Products
    Product(id: Int!): Product
  }
`)

function errorsOf(query: string, { staff = true, variables = {} } = {}): string[] {
  const user = staff ? { collection: 'users', role: 'editor' } : null
  const args = { contextValue: { req: { user } }, variableValues: variables } as ExecutionArgs
  const rules = [...specifiedRules, ...payloadGraphQLRules(args)]
  return validate(schema, parse(query), rules).map((error) => error.message)
}

/** `count` aliases of one list query, each with `args` (none: Payload's page of 10). */
const aliases = (count: number, args = '') =>
  `{ ${Array.from({ length: count }, (_, i) => `a${i}: Products${args} { docs { id } }`).join(' ')} }`

describe("the bounds of Payload's GraphQL", () => {
  it('answers signed-in staff only', () => {
    expect(errorsOf('{ Product(id: 1) { title } }')).toEqual([])
    expect(errorsOf('{ Product(id: 1) { title } }', { staff: false })).toEqual([
      "Payload's GraphQL API answers signed-in staff only",
    ])
  })

  it('takes pages of 1 to 100, never unpaged, literal or variable', () => {
    expect(errorsOf('{ Products(limit: 100) { docs { id title } } }')).toEqual([])
    expect(errorsOf('{ Products(limit: 0) { docs { id } } }')).toEqual([
      'limit must be a whole number from 1 to 100',
    ])
    expect(errorsOf('{ Products(pagination: false) { docs { id } } }')).toEqual([
      'pagination cannot be turned off',
    ])
    const byVariable = 'query ($n: Int) { Products(limit: $n) { docs { id } } }'
    expect(errorsOf(byVariable, { variables: { n: 1000 } })).toHaveLength(1)
    expect(errorsOf(byVariable, { variables: { n: 50 } })).toEqual([])
    // A variable's default counts when the request gives none.
    const byDefault = 'query ($n: Int = 0) { Products(limit: $n) { docs { id } } }'
    expect(errorsOf(byDefault)).toHaveLength(1)
  })

  it('counts aliases × limit: 60 pages of 100 are refused, a few are not', () => {
    expect(errorsOf(aliases(3, '(limit: 100)'))).toEqual([])
    const [refused] = errorsOf(aliases(60, '(limit: 100)'))
    expect(refused).toMatch(new RegExp(`^Query cost \\d+ exceeds ${MOST_QUERY_COST}`))
    // Without a limit Payload pages by 10: 60 of those are 600 documents.
    expect(errorsOf(aliases(60))).toHaveLength(1)
  })

  it('counts fragments once per spread, each page of them too', () => {
    const query = `
      query { a: Products(limit: 100) { ...page } b: Products(limit: 100) { ...page }
              c: Products(limit: 100) { ...page } d: Products(limit: 100) { ...page }
              e: Products(limit: 100) { ...page } }
      fragment page on Products { docs { ...card } }
      fragment card on Product { id title slug }`
    expect(errorsOf(query)).toEqual([expect.stringMatching(/^Query cost/)])
    expect(errorsOf(query.replaceAll('limit: 100', 'limit: 10'))).toEqual([])
  })
})
