import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { orderAccessToken } from '@/commerce/services/orders/access-token'

import { type Answer, ERRORS, ServerClient } from './support/client'
import { withDatabase } from './support/database'
import { changeOrderEmail, storedPaidOrder } from './support/stored-orders'

type Data = Record<string, { order?: Record<string, unknown> | null } | undefined>
const dataOf = (answer: Answer) => (answer.json as { data?: Data }).data ?? {}
const extensionsOf = (answer: Answer) =>
  (answer.json as { extensions?: Record<string, unknown> }).extensions ?? {}

const placedOrder = `placedOrder(userData: $userData, uuid: $uuid, access: $access) {
  order { uuid email } ${ERRORS} }`
const redeemOrder = `order(userData: $userData, uuid: $uuid, access: $access) {
  order { uuid billingAddress { email } } ${ERRORS} }`
/** The product list under an alias of its own: an answer no earlier test's cached one can match. */
const productList = (alias = 'productList') => `${alias}: productList(userData: $userData,
  paging: { itemsPerPage: 1 }) { products { id title } ${ERRORS} }`

const query = (fields: string, args = '$userData: UserDataInput!, $uuid: ID!, $access: String') =>
  `query Q(${args}) { ${fields} }`

test.describe('point 3: the response cache keeps only public answers', () => {
  for (const [name, flow, fields, emailOf] of [
    ['placedOrder', 'regular', placedOrder, (d: Data) => d.placedOrder?.order?.email],
    [
      'order (a redeem order)',
      'redeem',
      redeemOrder,
      (d: Data) => (d.order?.order?.billingAddress as { email?: string } | undefined)?.email,
    ],
    [
      'order asked with the public product list',
      'redeem',
      `${redeemOrder} ${productList()}`,
      (d: Data) => (d.order?.order?.billingAddress as { email?: string } | undefined)?.email,
    ],
  ] as const) {
    test(`${name} is never answered from the cache, to this client or another`, async () => {
      const before = `before-${randomUUID()}@example.com`
      const after = `after-${randomUUID()}@example.com`
      const uuid = await storedPaidOrder(flow, before)
      // Each client holds the order e-mail's link: all may read it, none from another's answer.
      const variables = { uuid, access: orderAccessToken(uuid) }
      const document = query(fields)
      const first = await new ServerClient().gatewayRaw(document, variables)
      expect(emailOf(dataOf(first)), first.body).toBe(before)
      await changeOrderEmail(uuid, after)
      for (const client of [new ServerClient(), new ServerClient()]) {
        const again = await client.gatewayRaw(document, variables)
        expect(emailOf(dataOf(again)), again.body).toBe(after)
        expect(extensionsOf(again).responseCache).toBeUndefined()
      }
    })
  }

  test('a public query is still cached: a change behind the cache is not seen until it drops', async () => {
    const alias = `list_${randomUUID().replaceAll('-', '')}`
    const document = query(productList(alias), '$userData: UserDataInput!')
    const first = await new ServerClient().gatewayRaw(document)
    const [product] = (dataOf(first)[alias] as { products?: { id: string; title: string }[] })
      .products!
    expect(extensionsOf(first).responseCache).toBeUndefined()
    const renamed = `${product!.title} (renommée)`
    const rename = (title: string) =>
      withDatabase((db) =>
        db.query(
          `UPDATE products_locales SET title = $2 WHERE _parent_id = $1 AND _locale = 'fr'`,
          [Number(product!.id), title],
        ),
      )
    await rename(renamed)
    try {
      const titleIn = (answer: Answer) =>
        (dataOf(answer)[alias] as { products: { title: string }[] }).products[0]!.title
      const cached = await new ServerClient().gatewayRaw(document)
      expect(titleIn(cached)).toBe(product!.title)
      expect(extensionsOf(cached).responseCache).toBeUndefined()
      const bypass = await new ServerClient().gatewayRaw(document, {}, { 'x-bypass-cache': '1' })
      expect(titleIn(bypass)).toBe(renamed)
    } finally {
      await rename(product!.title)
    }
  })

  test('introspection is refused by the gateway and by Payload', async () => {
    const client = new ServerClient()
    for (const introspection of [
      '{ __schema { queryType { name } } }',
      '{ __type(name: "Order") { name } }',
    ]) {
      const gateway = await client.gatewayRaw(introspection)
      expect(gateway.body).toContain('introspection')
      expect(dataOf(gateway)).toEqual({})
      const payload = await client.fetch('/api/graphql/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: introspection }),
      })
      expect(payload.body).toContain('introspection is not allowed')
      expect(payload.body).not.toContain('queryType":{')
    }
    expect(dataOf(await client.gatewayRaw('{ __typename }'))).toEqual({ __typename: 'Query' })
  })
})
