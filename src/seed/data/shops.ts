import type { Store } from '@/payload-types'

type Combination = NonNullable<Store['countriesCombinations']>[number]

/** One of the seed's three storefronts, as every store's switcher lists it. */
type Shop = {
  country: string
  /** Its production home, on https. */
  domain: string
  /** Its development alias on this machine; none: SERVER_URL itself (plain localhost). */
  alias?: string
  /** Its languages, the default first. */
  languages: readonly string[]
}

const SHOPS: readonly Shop[] = [
  { country: 'FR', domain: 'www.cartecadeau.fr', languages: ['fr', 'nl'] },
  {
    country: 'BE',
    domain: 'www.cadeaubon.be',
    alias: 'cadeaubon-be.localhost',
    languages: ['nl', 'fr'],
  },
  { country: 'NL', domain: 'www.cadeaubon.nl', alias: 'cadeaubon-nl.localhost', languages: ['nl'] },
]

/** The server's URL is on this machine: links go to the development aliases, on its port. */
export function isLocalUrl(serverUrl: string): boolean {
  const { hostname } = new URL(serverUrl)
  return ['localhost', '127.0.0.1', '[::1]'].includes(hostname) || hostname.endsWith('.localhost')
}

function shopUrl(shop: Shop, serverUrl: string): string {
  if (!isLocalUrl(serverUrl)) return `https://${shop.domain}/`
  const url = new URL(serverUrl)
  if (shop.alias) url.hostname = shop.alias
  return `${url.origin}/`
}

/** The three shops' entries of a store switcher: FR → CBFR, BE → CBBE, NL → CBNL. */
export function shopCombinations(serverUrl: string): Combination[] {
  return SHOPS.map((shop) => ({
    country: shop.country,
    url: shopUrl(shop, serverUrl),
    languagesCombinations: shop.languages.map((languageCode, index) => ({
      languageCode,
      isDefault: index === 0,
      currency: 'EUR' as const,
    })),
  }))
}

/** A store's combinations with the shops' URLs for this server (other countries' as they are). */
export function atServerUrl(combinations: Combination[], serverUrl: string): Combination[] {
  const shops = new Map(shopCombinations(serverUrl).map((entry) => [entry.country, entry.url]))
  return combinations.map((entry) => ({ ...entry, url: shops.get(entry.country) ?? entry.url }))
}

/** The URL the static seed data is written for: `npm run dev`'s. */
export const DEVELOPMENT_URL = 'http://localhost:3000'
