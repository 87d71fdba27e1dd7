import { quoteTexts } from '@/commerce/widgets/business/texts'
import type { BusinessPageData } from '@/commerce/widgets/business/page-data.server'
import fr from '@/i18n/messages/fr'

import { giftCards } from '../../tests/fixtures/products'
import { caller } from '../orders/orders-fixtures'

/** The business page's data as the server reads it, for /entreprise/bistrot-gourmand/. */
export const businessData = (version: BusinessPageData['version']): BusinessPageData => ({
  texts: fr.Business,
  caller,
  quote: {
    texts: quoteTexts(fr),
    language: 'fr',
    hideCaptchaBadge: false,
    products: [
      { id: '5', title: 'Bistrot Gourmand' },
      { id: '2', title: 'Cinéma Lumière' },
    ],
    productId: '5',
  },
  product: giftCards.bistrot,
  productHref: `/cartes-cadeaux/${giftCards.bistrot.slug}/`,
  version,
  unknownProduct: false,
})
