import { gatewayAnswers } from '@/server/cache/caches'

/**
 * Which gateway queries the response cache may keep: an allow-list. An answer is shared by every
 * client that asks the same (the cache has no sessions), so only answers that are the same for
 * everyone are listed public; every other Query field is private and never kept. A unit test
 * fails when a Query field of the schema is in neither list, or in both.
 */

/** The catalogue, blocks queues, search and location suggestions: content, dropped when it changes. */
export const PUBLIC_QUERIES = [
  'productList',
  'brandList',
  'blocksQueue',
  'search_v1',
  'getLocationAddressSuggestions',
] as const

/** One shopper's answers (cart, account, orders, cards, redeem) or the store's live settings. */
export const PRIVATE_QUERIES = [
  'cart',
  'cartV2',
  'cartQuantity',
  'getUserInfo',
  'checkUserExist',
  'checkout',
  'placedOrder',
  'customerOrders',
  'order',
  'giftcardInfo',
  'checkGiftcardPayment',
  'activationOptions',
] as const

const PUBLIC_FIELD = new RegExp(`\\b(?:${PUBLIC_QUERIES.join('|')})\\b`)

/**
 * Whether a document may ask a public query at all: one that names none is never kept, so the
 * cache is not even asked (no key hashed, no answer walked) for a cart's or a card's calls.
 */
export const mayAskPublic = (document: string | undefined): boolean =>
  document !== undefined && PUBLIC_FIELD.test(document)

/** How long a public answer is kept when no content change drops it sooner (caches.ts). */
const PUBLIC_TTL_MS = gatewayAnswers.lifetime * 1000

/**
 * The cache's ttl per schema coordinate, with a default ttl of 0: an operation is kept only when
 * every Query field it asks is public (the smallest ttl wins, so one private field makes it 0).
 */
export const ttlPerQueryField: Record<string, number> = Object.fromEntries([
  ...PUBLIC_QUERIES.map((field) => [`Query.${field}`, PUBLIC_TTL_MS]),
  ...PRIVATE_QUERIES.map((field) => [`Query.${field}`, 0]),
])
