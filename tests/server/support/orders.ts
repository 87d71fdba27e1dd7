import { ERRORS, type GatewayError, type ServerClient } from './client'
import { withDatabase } from './database'

/** A seeded product's id, by its slug in any language. */
export const productId = (slug: string) =>
  withDatabase(async (db) => {
    const { rows } = await db.query<{ id: number }>(
      'SELECT _parent_id AS id FROM products_locales WHERE slug = $1 LIMIT 1',
      [slug],
    )
    if (!rows[0]) throw new Error(`No product ${slug}`)
    return String(rows[0].id)
  })

const ADD = `mutation($userData: UserDataInput!, $package: GiftcardPackageInput!) {
  addGiftcardPackage(userData: $userData, package: $package) { ${ERRORS} } }`
const PLACE = `mutation($userData: UserDataInput!, $input: PlaceOrderInput!) {
  placeOrder(userData: $userData, input: $input) { orderUuid redirectUrl ${ERRORS} } }`

type Placed = { orderUuid: string | null; redirectUrl: string | null; errors: GatewayError[] }

/**
 * One e-mailed card of `amount` cents ordered by the client for `billingAddress` and paid by card
 * on the local provider's page, which then sends the shop its signed webhook; the order's uuid.
 */
export async function paidOrder(
  client: ServerClient,
  billingAddress: Record<string, unknown>,
  { slug = 'carte-cadeau-multi-enseignes', amount = 5000 } = {},
): Promise<string> {
  const added = await client.gateway<object>('addGiftcardPackage', ADD, {
    package: {
      productId: await productId(slug),
      deliveryType: 'DIGITAL',
      amount,
      qty: 1,
      deliveryMode: 'DEFAULT',
    },
  })
  if (added.errors.length) throw new Error(`Not added: ${JSON.stringify(added.errors)}`)
  const placed = await client.gateway<Placed>('placeOrder', PLACE, {
    input: {
      billingAddress,
      paymentMethod: 'creditcard',
      termsAccepted: true,
      sameAsBilling: true,
    },
  })
  if (!placed.orderUuid || !placed.redirectUrl) {
    throw new Error(`Not placed: ${JSON.stringify(placed.errors)}`)
  }
  const card = {
    outcome: 'paid',
    method: 'creditcard',
    holder: 'Camille Durand',
    number: '4111111111111111',
    expiry: '12/30',
    cvc: '123',
  }
  const paid = await client.fetch(placed.redirectUrl, {
    method: 'POST',
    headers: { origin: client.base, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(card).toString(),
  })
  if (paid.status !== 303) throw new Error(`Not paid (${paid.status}): ${paid.body}`)
  return placed.orderUuid
}
