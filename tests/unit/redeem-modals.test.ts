import { describe, expect, it } from 'vitest'

import { TAG_MANAGER } from '@/commerce/domain/analytics/tag-manager'
import type { RedeemPackageView } from '@/commerce/widgets/redeem/shop-data'
import {
  cardRemoval,
  packageActions,
  shopInfoOf,
  webUrl,
} from '@/commerce/widgets/redeem/package-actions'
import { securityHeaders } from '@/server/security-headers'

type Brand = NonNullable<RedeemPackageView['mainProduct']['brand']>

const chosen = (brand: Partial<Brand> | null, description: string | null = null) =>
  ({
    id: 'p1',
    deliveryType: 'DIGITAL',
    mainProductType: 'giftcard',
    mainProduct: {
      id: '2',
      title: 'Cinéma Lumière',
      path: 'cinema-lumiere',
      productType: 'giftcard',
      image: null,
      backgroundColor: null,
      redeemData: { title: 'Lumière', description },
      brand: brand && {
        id: '9',
        title: 'Lumière',
        iframeUrl: null,
        redirectLink: null,
        redirectTime: null,
        externalProductLink: null,
        ...brand,
      },
    },
    items: [],
    packageTotals: { mainItemAmount: { currency: 'EUR', value: 2_000 }, mainItemEditable: true },
    receiver: null,
  }) as unknown as RedeemPackageView

describe('a chosen card’s brand shop actions', () => {
  it('offers nothing for a product without brand links', () => {
    expect(packageActions(chosen(null))).toEqual({ shop: null, info: null })
    expect(packageActions(chosen({}))).toEqual({ shop: null, info: null })
  })

  it('shows the shop in a frame only from an https address', () => {
    const https = packageActions(chosen({ iframeUrl: 'https://shop.example/cartes' }))
    expect(https.shop).toEqual({ title: 'Lumière', url: 'https://shop.example/cartes' })
    expect(https.info).toBeNull()
    expect(packageActions(chosen({ iframeUrl: 'http://shop.example/' })).shop).toBeNull()
    expect(packageActions(chosen({ iframeUrl: 'javascript:alert(1)' })).shop).toBeNull()
    expect(packageActions(chosen({ iframeUrl: 'not a url' })).shop).toBeNull()
  })

  it('gives more information for an external link or a redirect', () => {
    const link = { title: 'Le programme', url: 'https://lumiere.example/programme' }
    const info = packageActions(chosen({ externalProductLink: link }, 'Valable 1 an.')).info
    expect(info).toEqual({
      title: 'Lumière',
      description: 'Valable 1 an.',
      linkTitle: 'Le programme',
      linkUrl: 'https://lumiere.example/programme',
      redirectUrl: '',
      redirectSeconds: '0',
    })
    const redirect = packageActions(
      chosen({ redirectLink: 'http://lumiere.example/', redirectTime: 8 }),
    ).info
    expect(redirect).toMatchObject({ linkUrl: '', redirectUrl: 'http://lumiere.example/' })
    expect(redirect?.redirectSeconds).toBe('8')
  })

  it('never sends the holder to a script or data address', () => {
    const bad = chosen({
      redirectLink: 'javascript:alert(1)',
      externalProductLink: { title: 'x', url: 'data:text/html,hi' },
    })
    expect(packageActions(bad).info).toBeNull()
    expect(webUrl('https://a.example/x')).toBe('https://a.example/x')
    expect(webUrl('ftp://a.example/')).toBeNull()
    expect(webUrl(null)).toBeNull()
  })

  it('reads the more-information payload back, missing keys empty', () => {
    expect(shopInfoOf({ title: 'Lumière', redirectUrl: 'https://l.example/' })).toEqual({
      title: 'Lumière',
      description: '',
      linkTitle: '',
      linkUrl: '',
      redirectUrl: 'https://l.example/',
      redirectSeconds: '0',
    })
  })
})

describe('removing a source card', () => {
  it('removes a card while another pays, else offers to leave the exchange', () => {
    expect(cardRemoval(2)).toBe('remove')
    expect(cardRemoval(3)).toBe('remove')
    expect(cardRemoval(1)).toBe('reset')
    expect(cardRemoval(0)).toBe('reset')
  })
})

describe('the CSP and the brands’ shop frames', () => {
  const csp = securityHeaders(false).find((h) => h.key === 'Content-Security-Policy')!.value
  const directive = (name: string) =>
    csp
      .split('; ')
      .find((part) => part.startsWith(`${name} `))
      ?.split(' ')
      .slice(1)

  it('lets https pages be framed (shops, video players), nothing else', () => {
    expect(directive('frame-src')).toEqual(["'self'", 'https:'])
  })

  it('keeps the other directives strict', () => {
    expect(directive('default-src')).toEqual(["'self'"])
    expect(directive('frame-ancestors')).toEqual(["'self'"])
    expect(directive('object-src')).toEqual(["'none'"])
    // The tag manager's GA4 collectors only (theme-and-headers.test.ts).
    expect(directive('connect-src')).toEqual(["'self'", ...TAG_MANAGER.collectors])
    expect(directive('form-action')).toEqual(["'self'"])
  })
})
