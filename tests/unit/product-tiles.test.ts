import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import { productTileData, productTileProps } from '@/components/catalogue/product-tile'
import { ProductTiles } from '@/components/catalogue/product-tiles.client'
import { GiftCardTile } from '@/components/gift-card-tile'
import type { Product } from '@/payload-types'

import { mediaFixture } from '../fixtures/media'
import { giftCards } from '../fixtures/products'

/** A tile rendered on the server, in its list item, as the lists rendered them before. */
const serverTile = (product: Product, priority = false) =>
  renderToStaticMarkup(
    createElement(
      'li',
      null,
      createElement(GiftCardTile, { ...productTileProps(product, href(product)), priority }),
    ),
  )

const href = (product: Product) => `/cartes-cadeaux/${product.slug}/`

const tileFromData = (product: Product, leading = 0) =>
  renderToStaticMarkup(
    createElement(ProductTiles, { tiles: [productTileData(product, href(product))], leading }),
  )

const priced = (product: Product): Product => ({
  ...product,
  digital: { available: true, hasFixedPrices: true, pricesToShow: [2000, 5000] },
})

describe('a list’s tiles sent as data (issue 39)', () => {
  const cases: [string, Product][] = [
    ['shadowed, priced', priced(giftCards.bistrot)],
    ['held in the hand', { ...giftCards.multi, showHand: true }],
    ['without a shadow', { ...giftCards.spa, showShadow: false }],
    ['with its image unpopulated', { ...giftCards.books, image: 7 }],
    ['a raster card', { ...giftCards.cinema, image: mediaFixture('card.png', 'Carte', 856, 540) }],
    [
      'half transparent',
      { ...giftCards.outdoor, backgroundColor: { color: '#d7e8f7', opacity: 50 } },
    ],
  ]

  it.each(cases)('render as the server’s tile does: %s', (_, product) => {
    expect(tileFromData(product)).toBe(serverTile(product))
  })

  it('load the leading tiles’ cards at once, the others lazily', () => {
    expect(tileFromData(giftCards.bistrot, 1)).toBe(serverTile(giftCards.bistrot, true))
    expect(tileFromData(giftCards.bistrot, 1)).toContain('fetchPriority="high"')
    expect(tileFromData(giftCards.bistrot)).toContain('loading="lazy"')
  })

  it('leave unset entries at the end out of the data', () => {
    expect(productTileData(giftCards.books, href(giftCards.books))).toHaveLength(5)
    expect(productTileData(priced(giftCards.books), href(giftCards.books))).toEqual([
      '/cartes-cadeaux/librairie-du-coin/',
      'Librairie du Coin',
      '/media/card-librairie-du-coin.svg',
      '#fff1cc',
      1,
      20,
    ])
  })
})

describe('the most chosen block’s featured tiles', () => {
  it('carry their line under the tile, and none where a product has none', () => {
    const tiles = [giftCards.multi, giftCards.books].map((product) =>
      productTileData(product, href(product)),
    )
    const markup = renderToStaticMarkup(
      createElement(ProductTiles, { tiles, descriptions: [giftCards.multi.description, null] }),
    )
    expect(markup.match(/<p>/g)).toHaveLength(1)
    expect(markup).toContain(`</a><p>${giftCards.multi.description}</p></li>`)
  })
})
