import type pg from 'pg'

import { sellableProducts } from './carts'
import type { HeldCard } from './holder-cards'
import { holder } from './holder'
import { type Call, payOnSimulator, shopper } from './shopper'

export const OPERATIONS = ['page', 'search', 'not found', 'cart', 'checkout', 'balance'] as const
export type Operation = (typeof OPERATIONS)[number]
export type Timed = { operation: Operation; call: Call }

/**
 * The soak's shoppers, by share of steps: most browse, some search, a few mistype a path, fill
 * a cart, pay one (the simulator's page) or check a card's balance. Weights sum to 100.
 */
const WEIGHTS: [Operation, number][] = [
  ['page', 45],
  ['search', 10],
  ['not found', 10],
  ['cart', 15],
  ['checkout', 5],
  ['balance', 15],
]

const billingAddress = {
  customerType: 'PRIVATE' as const,
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'camille@example.fr',
  street: 'rue de Rivoli',
  houseNumber: 10,
  postCode: '75001',
  city: 'Paris',
  countryCode: 'FR',
}
const TERMS = ['cadeau', 'restaurant', 'livre', 'spa', 'mode', 'voyage', 'cinéma', 'noël']

/** Another public client address for every request (81.0.0.0/8 is an ordinary ISP block). */
let requests = 0
export const nextAddress = (): string => {
  requests++
  return `81.${(requests >> 16) & 255}.${(requests >> 8) & 255}.${requests & 255}`
}

async function get(url: string, expected: number): Promise<Call> {
  const started = performance.now()
  try {
    const response = await fetch(url, { headers: { 'x-forwarded-for': nextAddress() } })
    await response.arrayBuffer()
    const problem = response.status === expected ? null : `${url}: status ${response.status}`
    return { ms: performance.now() - started, problem }
  } catch (error) {
    return { ms: performance.now() - started, problem: `${url}: ${String(error)}` }
  }
}

/** The mix on the seeded shop: a step picked by weight from a number in [0, 100). */
export async function mixSetUp(db: pg.Client, origin: string, cards: HeldCard[], balance: number) {
  const products = await sellableProducts(db)
  const { rows } = await db.query<{ slug: string }>(
    `SELECT l.slug FROM products p JOIN products_locales l ON l._parent_id = p.id
     WHERE p._status = 'published' AND l._locale = 'fr' AND l.slug IS NOT NULL
     ORDER BY p.id LIMIT 12`,
  )
  const pages = ['/', '/cartes-cadeaux/', ...rows.map((row) => `/cartes-cadeaux/${row.slug}/`)]
  let n = 0
  const steps: Record<Operation, () => Promise<Call>> = {
    page: () => get(`${origin}${pages[n % pages.length]}`, 200),
    search: () =>
      get(`${origin}/recherche/?q=${encodeURIComponent(TERMS[n % TERMS.length]!)}`, 200),
    'not found': () => get(`${origin}/soak-${n}-${Math.random().toString(36).slice(2)}/`, 404),
    cart: async () => {
      const one = shopper(origin)
      const product = products[n % products.length]!
      const amount = product.fixedDigital ? 5000 : 2500
      const input = { productId: product.id, deliveryType: 'DIGITAL', amount, qty: 1 } as const
      const added = await one.add({ ...input, deliveryMode: 'DEFAULT' })
      if (added.problem) return added
      const read = await one.cart()
      return { ms: added.ms + read.ms, problem: read.problem }
    },
    checkout: async () => {
      const one = shopper(origin)
      const product = products.filter((p) => !p.fixedDigital)[n % 4]!
      const input = {
        productId: product.id,
        deliveryType: 'DIGITAL',
        amount: 2500,
        qty: 1,
      } as const
      const added = await one.add({ ...input, deliveryMode: 'DEFAULT' })
      if (added.problem) return added
      const placed = await one.placeOrder({
        billingAddress,
        sameAsBilling: true,
        paymentMethod: 'creditcard',
        termsAccepted: true,
      })
      if (placed.problem || !placed.redirectUrl) return placed
      const paid = await payOnSimulator(origin, placed.redirectUrl)
      return { ms: added.ms + placed.ms + paid.ms, problem: paid.problem }
    },
    balance: () => holder(origin, nextAddress).balance(cards[n % cards.length]!, balance),
  }
  return async (roll: number): Promise<Timed> => {
    n++
    let left = roll
    const [operation] = WEIGHTS.find(([, weight]) => (left -= weight) < 0) ?? WEIGHTS[0]!
    return { operation, call: await steps[operation]() }
  }
}
