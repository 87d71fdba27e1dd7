import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'

import { accountMenu, accountPages } from '@/components/header/account/account-pages'
import { badgeText } from '@/components/header/badge'
import { pluralLabel } from '@/components/header/cart-label'
import {
  hasHiddenCategories,
  visibleCategoryCount,
} from '@/components/header/gift-cards-menu/categories'
import { menuCategories, menuCategoryIds } from '@/components/header/gift-cards-menu/menu-data'
import { headerTexts, type HeaderTranslate } from '@/components/header/texts'
import { hasShopMenus, shopHeaderVariant } from '@/components/header/variant'
import en from '@/i18n/messages/en'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'
import type { Category, Product } from '@/payload-types'

const labelsIn = (locale: 'fr' | 'en' | 'nl', cartCount: number) => {
  const messages = { fr, en, nl }[locale]
  return headerTexts(createTranslator({ locale, messages }) as HeaderTranslate, {
    cartCount,
    firstName: 'Camille',
  })
}

describe('the gift cards menu categories', () => {
  it('shows the first six until expanded, then all', () => {
    expect(visibleCategoryCount(10, false)).toBe(6)
    expect(visibleCategoryCount(10, true)).toBe(10)
    expect(visibleCategoryCount(4, false)).toBe(4)
  })

  it("offers 'View all categories' only while some are hidden", () => {
    expect(hasHiddenCategories(10, false)).toBe(true)
    expect(hasHiddenCategories(10, true)).toBe(false)
    expect(hasHiddenCategories(6, false)).toBe(false)
  })
})

describe('the header variant', () => {
  it("follows the store's headerV3 toggle in the shop", () => {
    expect(shopHeaderVariant({ headerV3: true })).toBe('v3')
    expect(shopHeaderVariant({ headerV3: false })).toBe('default')
    expect(shopHeaderVariant(undefined)).toBe('default')
  })

  it('shows the shop menus in the shop variants only', () => {
    expect(hasShopMenus('default')).toBe(true)
    expect(hasShopMenus('v3')).toBe(true)
    for (const variant of ['business', 'redeem', 'checkout'] as const) {
      expect(hasShopMenus(variant)).toBe(false)
    }
  })
})

describe('the cart icon', () => {
  it('hides its badge at 0 and caps it at 99+', () => {
    expect(badgeText(0)).toBeNull()
    expect(badgeText(3)).toBe('3')
    expect(badgeText(120)).toBe('99+')
  })

  it('names the count in its accessible name', () => {
    expect(labelsIn('fr', 0).cart).toBe('Panier')
    expect(labelsIn('fr', 1).cart).toBe('Panier, 1 article')
    expect(labelsIn('fr', 3).cart).toBe('Panier, 3 articles')
    expect(labelsIn('en', 2).cart).toBe('Basket, 2 items')
    expect(labelsIn('nl', 2).cart).toBe('Winkelmandje, 2 artikelen')
  })

  it("names the count in the browser as next-intl's formatter does, in every language", () => {
    for (const [locale, messages] of Object.entries({ fr, en, nl })) {
      const t = createTranslator({ locale, messages })
      for (const count of [0, 1, 2, 3, 11, 21, 99, 100, 1000, 12345]) {
        const label = pluralLabel(messages.Cart.label, locale, count)
        expect(label, `${locale} ${count}`).toBe(t('Cart.label', { count }))
      }
    }
  })
})

describe('the header texts', () => {
  it('writes French with narrow no-break spaces before ? and !', () => {
    const labels = labelsIn('fr', 0)
    expect(labels.search.placeholder).toBe('Que recherchez-vous\u202f?')
    expect(labels.sellingPointTexts[1]).toMatch(/adapté\u202f!$/)
  })

  it('has the three selling points of the spec in English', () => {
    expect(labelsIn('en', 0).sellingPointTexts).toEqual([
      'Ordered before 17:00, delivered tomorrow',
      'Always a suitable business gift!',
      'Personalize with packaging',
    ])
  })
})

describe('the account dropdown', () => {
  it('lists the account pages in order, localized', () => {
    const pages = accountPages('fr', 'fr', labelsIn('fr', 0).account)
    expect(pages).toEqual([
      { href: '/compte/apercu/', label: 'Aperçu' },
      { href: '/compte/commandes/', label: 'Mes commandes' },
      { href: '/compte/donnees/', label: 'Mes données' },
      { href: '/compte/carnet-adresses/', label: 'Carnet d’adresses' },
    ])
    expect(accountPages('nl', 'fr', labelsIn('nl', 0).account)[0]).toEqual({
      href: '/nl/account/overzicht/',
      label: 'Overzicht',
    })
  })

  it("says the dropdown in the page's language, home in the store's paths", () => {
    const menu = accountMenu('nl', 'fr', labelsIn('nl', 0).account)
    expect(menu.template).toBe('Mijn account, {firstName}')
    expect(menu.homeHref).toBe('/nl/')
    expect(menu.pages).toHaveLength(4)
    expect(accountMenu('fr', 'fr', labelsIn('fr', 0).account).homeHref).toBe('/')
  })

  it("names the dropdown with the customer's first name", () => {
    expect(labelsIn('fr', 0).account.menu).toBe('Mon compte, Camille')
  })
})

describe('the menu data', () => {
  const product = (id: number, slug: string) =>
    ({
      id,
      slug,
      title: slug,
      image: null,
      backgroundColor: null,
      showShadow: true,
    }) as unknown as Product
  const category = (id: number, slug: string, topList: Category['topList'] = []) =>
    ({ id, slug, title: slug, icon: null, topList }) as unknown as Category

  it("keeps the store's menu order and drops categories that were not read", () => {
    const docs = [category(2, 'loisirs'), category(1, 'restaurants')]
    const menu = menuCategories([1, 3, 2], docs, 'fr', 'fr')
    expect(menu.map((entry) => entry.href)).toEqual([
      '/categorie/restaurants/',
      '/categorie/loisirs/',
    ])
  })

  it('links the top products and drops unpublished ones (left as ids)', () => {
    const docs = [category(1, 'spa', [product(7, 'spa-serenite'), 8])]
    const [menu] = menuCategories([1], docs, 'nl', 'fr')
    expect(menu?.topList.map((entry) => entry.href)).toEqual(['/nl/cadeaubonnen/spa-serenite/'])
  })

  it('reads menu ids from a populated or a bare store', () => {
    expect(menuCategoryIds([4, { id: 5 }])).toEqual([4, 5])
    expect(menuCategoryIds(null)).toEqual([])
  })
})
