import {
  AddGiftcardPackageDocument,
  CartDocument,
  type GiftcardPackageInput,
  PlaceOrderDocument,
  type PlaceOrderInput,
} from '../../src/commerce/client/generated/graphql'

const userData = { language: 'fr', storeID: 52, countryCode: 'FR' }

type CartAnswer = {
  order?: { id: string; itemsQty: number } | null
  redirectUrl?: string | null
  errors: { message: string; code: number }[]
}

/** One timed call: its duration, and its problem when the answer was not the expected one. */
export type Call = { ms: number; problem: string | null }

/**
 * A shopper as the cart widget is one: the same documents and headers as gatewayRequest, and
 * a cookie jar that keeps what the gateway sets (the HTTP-only `cart` secret and `has_cart`).
 * Every answer is checked: no error, and a cart that grows by exactly the card just added.
 */
export function shopper(origin: string) {
  const jar = new Map<string, string>()
  let order: { id: string; itemsQty: number } | null = null

  async function post(document: string, variables: object, field: string) {
    const mutation = document.trimStart().startsWith('mutation')
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-store-id': '52',
      'x-language': 'fr',
      'x-country': 'FR',
      ...(mutation ? { 'x-bypass-cache': '1' } : {}),
    }
    if (jar.size > 0)
      headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    const started = performance.now()
    const response = await fetch(`${origin}/api/gateway/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query: document, variables: { ...variables, userData } }),
    })
    const text = await response.text()
    const ms = performance.now() - started
    let body: { data?: Record<string, CartAnswer>; errors?: unknown }
    try {
      body = JSON.parse(text) as typeof body
    } catch {
      // Not the gateway's answer (a proxy's error page): a problem to count, not a crash.
      body = { errors: `${response.status}: ${text.slice(0, 100)}` }
    }
    for (const line of response.headers.getSetCookie()) {
      const [name, ...value] = line.split(';')[0]!.split('=')
      jar.set(name!, value.join('='))
    }
    const answer = body.data?.[field]
    if (!response.ok || !answer) return { ms, answer: null, problem: JSON.stringify(body) }
    const problem = answer.errors.length > 0 ? JSON.stringify(answer.errors) : null
    return { ms, answer, problem }
  }

  return {
    /** The cookies a browser holding this cart sends. */
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
    },
    get itemsQty() {
      return order?.itemsQty ?? 0
    },
    /** Another cart: a known cart's secret, or none (the next add makes a new one). */
    switchTo(secret: string | null) {
      jar.clear()
      order = null
      if (secret) jar.set('cart', secret).set('has_cart', '1')
    },
    async add(input: GiftcardPackageInput): Promise<Call> {
      const known = jar.get('cart')
      const call = await post(
        String(AddGiftcardPackageDocument),
        { package: input },
        'addGiftcardPackage',
      )
      const added = call.answer?.order
      if (call.problem || !added) return { ms: call.ms, problem: call.problem ?? 'no order' }
      // A cookie that named an existing cart must keep naming it.
      if (known && jar.get('cart') !== known) {
        return { ms: call.ms, problem: 'the cookie named no cart' }
      }
      const grewBy = order && order.id === added.id ? added.itemsQty - order.itemsQty : null
      order = added
      return {
        ms: call.ms,
        problem: grewBy !== null && grewBy !== input.qty ? `grew by ${grewBy}` : null,
      }
    },
    /** Places the cart; the payment page's address comes back with the timing. */
    async placeOrder(input: PlaceOrderInput): Promise<Call & { redirectUrl: string | null }> {
      const call = await post(String(PlaceOrderDocument), { input }, 'placeOrder')
      const redirectUrl = call.answer?.redirectUrl ?? null
      const problem = call.problem ?? (redirectUrl ? null : 'no payment page')
      return { ms: call.ms, problem, redirectUrl }
    },
    async cart(): Promise<Call> {
      const call = await post(String(CartDocument), {}, 'cartV2')
      const read = call.answer?.order
      if (call.problem) return call
      const same = read && order && read.id === order.id && read.itemsQty === order.itemsQty
      return {
        ms: call.ms,
        problem: same ? null : `read ${JSON.stringify(read)} after ${JSON.stringify(order)}`,
      }
    },
  }
}

export type Shopper = ReturnType<typeof shopper>

/** The payer on the simulator's page: a test card, 'Payer' (the page waits for its webhook). */
export async function payOnSimulator(origin: string, redirectUrl: string): Promise<Call> {
  const started = performance.now()
  const response = await fetch(redirectUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({
      outcome: 'paid',
      method: 'creditcard',
      holder: 'Camille Durand',
      number: '4111111111111111',
      expiry: '12/30',
      cvc: '123',
    }),
  })
  const problem = response.status === 303 ? null : `status ${response.status}`
  return { ms: performance.now() - started, problem }
}
