import { describe, expect, it } from 'vitest'

import { productJsonLd } from '@/content/templates/product-json-ld'
import type { Product } from '@/payload-types'

const product = {
  id: 7,
  title: 'Librairie Lumière',
  slug: 'librairie-lumiere',
  productType: 'giftcard',
  description: 'Des livres pour tous.',
  image: { id: 1, url: '/api/media/file/card.svg', alt: '', updatedAt: '', createdAt: '' },
  digital: { available: true, hasFixedPrices: false, minPrice: 1000, maxPrice: 15000 },
  physical: { available: true, hasFixedPrices: true, pricesToShow: [2000, 5000] },
  updatedAt: '',
  createdAt: '',
} as unknown as Product

describe('product structured data', () => {
  const [offer, breadcrumbs] = productJsonLd({
    product,
    path: '/cartes-cadeaux/librairie-lumiere/',
    baseUrl: 'https://www.example.fr',
    currency: 'EUR',
    breadcrumbs: [
      { name: 'Accueil', path: '/' },
      { name: 'Cartes cadeaux', path: '/cartes-cadeaux/' },
      { name: 'Librairie Lumière', path: '/cartes-cadeaux/librairie-lumiere/' },
    ],
  })

  it('names the product with its price range over every available version', () => {
    expect(offer).toMatchObject({
      '@type': 'Product',
      name: 'Librairie Lumière',
      url: 'https://www.example.fr/cartes-cadeaux/librairie-lumiere/',
      image: 'https://www.example.fr/api/media/file/card.svg',
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'EUR',
        lowPrice: '10.00',
        highPrice: '150.00',
      },
    })
  })

  it('lists the breadcrumbs in order with absolute links', () => {
    expect(breadcrumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Accueil', item: 'https://www.example.fr/' },
        { position: 2, name: 'Cartes cadeaux', item: 'https://www.example.fr/cartes-cadeaux/' },
        { position: 3, name: 'Librairie Lumière' },
      ],
    })
  })

  it('leaves the offer out when nothing is for sale', () => {
    const [unsold] = productJsonLd({
      product: { ...product, digital: { available: false }, physical: { available: false } },
      path: '/x/',
      baseUrl: 'https://www.example.fr',
      currency: 'EUR',
      breadcrumbs: [],
    })
    expect(unsold).not.toHaveProperty('offers')
  })
})
