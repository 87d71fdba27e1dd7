import type { Store } from '@/payload-types'

/** The header variants of spec §2: the shop's two versions, business page v2, redeem, checkout. */
export type HeaderVariant = 'default' | 'v3' | 'business' | 'redeem' | 'checkout'

/** The shop's header follows the store's `headerV3` toggle. */
export const shopHeaderVariant = (toggles: Store['toggles']): HeaderVariant =>
  toggles?.headerV3 ? 'v3' : 'default'

/** Variants that show the shop's menus (gift cards menu, links, search, mobile menu). */
export const hasShopMenus = (variant: HeaderVariant): boolean =>
  variant === 'default' || variant === 'v3'
