import dynamic from 'next/dynamic'

import type { PageType } from '@/collections/pages/page-types'

import { contentOnly, type PageTemplate } from './template'

/*
 * Any page of the Pages collection may be of any type, so every content route reaches every
 * template. Each is imported through next/dynamic: the client components a template renders
 * (forms, the redeem shop, the gateway's query client…) then load only on a page that shows
 * them, not with every content page.
 */

/**
 * pageType → template: what a page of that type shows around its layout, wherever it is (a fixed
 * route of spec §2 or any path an editor gives it). The mapped type makes it exhaustive: a page
 * type added to the Pages collection without an entry here fails `tsc`.
 */
export const pageTemplates: { [T in PageType]: PageTemplate } = {
  home: contentOnly,
  'home-v2': {
    ownsHeading: true,
    Page: dynamic(() => import('./data/catalogue.server').then((m) => m.homeV2)),
  },
  landing: contentOnly,
  'blank-gift-cards': {
    Page: dynamic(() => import('./data/editorial.server').then((m) => m.blankGiftCards)),
  },
  blog: { Page: dynamic(() => import('./data/editorial.server').then((m) => m.blog)) },
  'business-form': {
    Page: dynamic(() => import('./data/shop.server').then((m) => m.businessForm)),
  },
  'business-form-v2': {
    Page: dynamic(() => import('./data/shop.server').then((m) => m.businessFormV2)),
  },
  contacts: contentOnly,
  activation: { Page: dynamic(() => import('./data/shop.server').then((m) => m.activation)) },
  'activation-thank-you': {
    Page: dynamic(() => import('./data/shop.server').then((m) => m.activationThankYou)),
  },
  'giving-moments-overview': {
    Page: dynamic(() => import('./data/editorial.server').then((m) => m.givingMoments)),
  },
  'locations-overview': {
    Page: dynamic(() => import('./data/catalogue.server').then((m) => m.locationsOverview)),
  },
  'products-overview': {
    Page: dynamic(() => import('./data/catalogue.server').then((m) => m.productsOverview)),
  },
  'redeem-b2b-result': {
    Page: dynamic(() => import('./data/redeem.server').then((m) => m.redeemB2bResult)),
  },
  'redeem-check': {
    Page: dynamic(() => import('./data/redeem.server').then((m) => m.redeemCheck)),
  },
  'redeem-result': {
    Page: dynamic(() => import('./data/redeem.server').then((m) => m.redeemResult)),
  },
  terms: contentOnly,
  'user-home': { Page: dynamic(() => import('./data/shop.server').then((m) => m.userHome)) },
  confirmation: { Page: dynamic(() => import('./data/shop.server').then((m) => m.confirmation)) },
  'doubler-thank-you': {
    Page: dynamic(() => import('./data/editorial.server').then((m) => m.doublerThankYou)),
  },
  restaurant: { Page: dynamic(() => import('./data/places.server').then((m) => m.restaurant)) },
}
