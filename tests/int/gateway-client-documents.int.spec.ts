import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import * as documents from '@/commerce/client/generated/graphql'
import { seed } from '@/seed'

import { postToGateway } from './gateway-request'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
})

afterAll(async () => {
  await payload.destroy()
})

const userData = { language: 'fr', storeID: 52, countryCode: 'FR' }
const unknownCard = {
  productId: '0',
  deliveryType: 'DIGITAL',
  amount: 2500,
  qty: 1,
  deliveryMode: 'DEFAULT',
}
// Enough for each operation to run: unknown cards and groups are answered inside data.
const variables: Record<string, Record<string, unknown>> = {
  Search: { inputText: 'cinema' },
  AddGiftcardPackage: { package: unknownCard },
  UpdateGiftcardPackage: { packageId: 'none', package: unknownCard },
  DeleteGiftcardPackageGroup: { shipmentTag: 'buyer-digital' },
}

/** The operations the widgets send, as generated from src/commerce/client/operations. */
const operations = Object.values(documents)
  .map((document) => String(document))
  .flatMap((query) => {
    const name = /^\s*(?:query|mutation)\s+(\w+)/.exec(query)?.[1]
    return name ? [{ name, query }] : []
  })

describe("the widgets' own documents", () => {
  it('are all known', () => {
    expect(operations.map((operation) => operation.name)).toEqual(
      expect.arrayContaining(['Cart', 'CartQuantity', 'CheckCart', 'DeleteGiftcardPackageGroup']),
    )
  })

  // The gateway's armour (depth, cost, tokens) must let through what the storefront itself asks.
  it.each(operations)('$name passes the armour and answers data', async ({ name, query }) => {
    const mutation = query.trimStart().startsWith('mutation')
    const { json } = await postToGateway(
      { query, operationName: name, variables: { userData, ...variables[name] } },
      mutation ? { 'x-bypass-cache': '1' } : {},
    )
    const answer = json as { data?: unknown; errors?: { message: string }[] }
    expect(answer.errors?.map((error) => error.message)).toBeUndefined()
    expect(answer.data).toBeTruthy()
  })
})
