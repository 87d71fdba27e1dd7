import type { Payload } from 'payload'

const currencies = new Map<number, { currency: string; readAt: number }>()
const FRESH_MS = 60_000

/** The store's currency (EUR for store 52), read from Payload at most once a minute. */
export async function storeCurrency(payload: Payload, storeId: number): Promise<string> {
  const known = currencies.get(storeId)
  if (known && Date.now() - known.readAt < FRESH_MS) return known.currency
  const { docs } = await payload.find({
    collection: 'stores',
    where: { storeId: { equals: storeId } },
    depth: 0,
    limit: 1,
    select: { currency: true },
  })
  const currency = docs[0]?.currency ?? 'EUR'
  currencies.set(storeId, { currency, readAt: Date.now() })
  return currency
}
