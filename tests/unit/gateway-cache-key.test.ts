import { describe, expect, it } from 'vitest'

import { answerKey, NOT_KEPT, normaliseRequest } from '@/commerce/gateway/cache-key'
import { gatewayAnswers } from '@/server/cache/caches'

const userData = { language: 'fr', storeID: 52 }
const list = `productList(userData: $userData, paging: { itemsPerPage: $size }) { products { id } }`
const document = (name: string) =>
  `query ${name}($userData: UserDataInput!, $size: Int) { ${list} }`
const key = (documentString: string, variableValues: Record<string, unknown> = {}, name?: string) =>
  answerKey({
    documentString,
    variableValues: { userData, size: 100, ...variableValues },
    operationName: name,
  })

describe('point 4: the response cache is keyed on what the answer depends on', () => {
  it('gives one key whatever the operation is called', () => {
    const keys = new Set(
      Array.from({ length: 50 }, (_, n) => key(document(`Made_Up_${n}`), {}, `Made_Up_${n}`)),
    )
    keys.add(key(`query($userData: UserDataInput!, $size: Int) { ${list} }`))
    expect(keys.size).toBe(1)
  })

  it('ignores spacing, comments, other operations, unused fragments and undeclared variables', () => {
    const plain = key(document('A'))
    const noisy = `# a comment
      fragment Unused on Query { __typename }
      query Other { brandList(userData: { language: "fr" }) { brands { id } } }
      query   Mine ( $userData : UserDataInput! , $size : Int )   {
        ${list.replaceAll(' ', '\n  ')}
      }`
    expect(key(noisy, { extra: Math.random(), other: 'x' }, 'Mine')).toBe(plain)
    // Variables' keys in another order: the same answer.
    expect(key(document('B'), { userData: { storeID: 52, language: 'fr' } })).toBe(plain)
  })

  it('keeps fragments the operation spreads, sorted, and tells apart what changes the answer', () => {
    const withFragments = (order: string[]) =>
      order.join('\n') +
      ` query Q($userData: UserDataInput!) { productList(userData: $userData) { ...P ...T } }`
    const fragments = [
      'fragment P on ProductList { products { id } }',
      'fragment T on ProductList { total }',
    ]
    expect(key(withFragments(fragments))).toBe(key(withFragments(fragments.toReversed())))
    const plain = key(document('A'))
    expect(key(document('A'), { size: 99 })).not.toBe(plain)
    expect(key(document('A'), { userData: { ...userData, language: 'nl' } })).not.toBe(plain)
    // An alias names a field of the answer: another answer.
    expect(key(document('A').replace('productList', 'list: productList'))).not.toBe(plain)
  })

  it('prints the operation without its name and keeps only its declared variables', () => {
    const request = normaliseRequest({
      documentString: document('Named'),
      variableValues: { userData, size: 5, unused: 1 },
      operationName: 'Named',
    })
    expect(request?.document).not.toContain('Named')
    expect(JSON.parse(request!.variables)).toEqual({ size: 5, userData })
  })

  it('parses nothing for a request that is never kept, and gives up on an unparsable one', () => {
    expect(answerKey({ documentString: '{ cart { id } }' })).toBe(NOT_KEPT)
    expect(normaliseRequest({ documentString: '{ productList( ' })).toBeNull()
    expect(normaliseRequest({ documentString: document('A'), operationName: 'Missing' })).toBeNull()
    const tooLong = `{ productList { ${'id '.repeat(3000)} } }`
    expect(normaliseRequest({ documentString: tooLong })).toBeNull()
    expect(key('{ productList( ')).not.toBe(key('{ productList(( '))
  })

  it('keeps each store’s answers apart: the key starts with the host’s store', () => {
    const asked = { documentString: document('A'), variableValues: { userData, size: 100 } }
    const french = answerKey({ ...asked, sessionId: '52' })
    const belgian = answerKey({ ...asked, sessionId: '53' })
    expect(french).not.toBe(belgian)
    expect(gatewayAnswers.storeOfKey(french)).toBe('52')
    expect(gatewayAnswers.storeOfKey(belgian)).toBe('53')
    expect(gatewayAnswers.storeOfKey(NOT_KEPT)).toBeUndefined()
  })
})
