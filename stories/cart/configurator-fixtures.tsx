import { formTexts, modalOnlyTexts } from '@/commerce/widgets/configurator/modal-texts'
import type { ConfiguratorProps, PackagingChoice } from '@/commerce/widgets/configurator/types'
import fr from '@/i18n/messages/fr'

/** A packaging picture as the seed draws it: a coloured card with an envelope's flap. */
const picture = (colour: string) => ({
  src: `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320"><rect width="480" height="320" rx="24" fill="${colour}"/><path d="M0 60 L240 190 L480 60" fill="none" stroke="#fff" stroke-width="10" opacity=".7"/></svg>`,
  )}`,
})

const option = (
  id: string,
  kind: PackagingChoice['kind'],
  title: string,
  price: number,
  colour: string,
  description: string,
): PackagingChoice => ({
  id,
  kind,
  title,
  description,
  price,
  image: picture(colour),
})

/** The seeded wrappers and gift packing. */
export const packaging: PackagingChoice[] = [
  option(
    '1',
    'DIGITAL_WRAPPER',
    'Joyeux anniversaire',
    0,
    '#f9c74f',
    'Des ballons et des confettis.',
  ),
  option('2', 'DIGITAL_WRAPPER', 'Merci !', 0, '#90e0ef', 'Un grand merci en lettres dorées.'),
  option('4', 'WRAPPER', 'Enveloppe classique', 0, '#eef2f5', 'Une enveloppe blanche, offerte.'),
  option('5', 'WRAPPER', 'Carte de vœux festive', 150, '#fca5a5', 'Une carte de vœux illustrée.'),
  option('6', 'WRAPPER', 'Enveloppe dorée', 250, '#ffd6a5', 'Une enveloppe dorée avec un ruban.'),
  option('7', 'GIFT_PACKING', 'Boîte cadeau', 395, '#8c1c3a', 'Une boîte rigide avec un nœud.'),
  option('8', 'GIFT_PACKING', 'Pochette en lin', 295, '#2d6a4f', 'Une pochette en lin naturel.'),
]

const fixed = (...euros: number[]) => ({
  available: true,
  hasFixedPrices: true,
  pricesToShow: euros.map((value) => value * 100),
  minPrice: null,
  maxPrice: null,
})
const custom = (min: number, max: number) => ({
  available: true,
  hasFixedPrices: false,
  pricesToShow: [],
  minPrice: min * 100,
  maxPrice: max * 100,
})
const unavailable = { ...fixed(), available: false }

type Product = ConfiguratorProps['product']

const product = (changes: Partial<Product>): Product => ({
  id: '5',
  title: 'Bistrot Gourmand',
  productType: 'giftcard',
  appleType: false,
  digital: fixed(20, 50, 100),
  physical: fixed(20, 30, 50, 100, 150),
  suggestedAmounts: [],
  bounds: { DIGITAL: null, PHYSICAL: null },
  outOfStock: { DIGITAL: false, PHYSICAL: false },
  ...changes,
})

/** The products of the stories: each kind the configurator knows. */
export const products = {
  fixedPrices: product({}),
  customAmount: product({
    title: 'Cinéma Lumière',
    digital: custom(10, 150),
    suggestedAmounts: [2500, 5000, 10000],
    bounds: { DIGITAL: { min: 1000, max: 15000 }, PHYSICAL: null },
  }),
  donation: product({
    title: 'Don aux Restos du Cœur',
    productType: 'donation',
    digital: custom(5, 500),
    physical: unavailable,
    suggestedAmounts: [1000, 2500, 5000],
    bounds: { DIGITAL: { min: 500, max: 50000 }, PHYSICAL: null },
  }),
  blankPack: product({
    title: 'Lot de 10 cartes vierges',
    productType: 'blankGiftCardPack',
    digital: unavailable,
    physical: fixed(15),
  }),
}

const catalogue = fr.Catalogue
const choices = {
  DIGITAL: { type: 'DIGITAL', title: catalogue.digital, promise: catalogue.digitalPromise },
  PHYSICAL: { type: 'PHYSICAL', title: catalogue.physical, promise: catalogue.physicalPromise },
} as const

/** The configurator's props for a product, as the product page's server half builds them. */
export const configuratorProps = (item: Product): ConfiguratorProps => ({
  locale: 'fr',
  storeID: 52,
  countryCode: 'FR',
  currency: 'EUR',
  numberLocale: 'fr-FR',
  product: item,
  deliveryChoices: [
    ...(item.digital.available ? [choices.DIGITAL] : []),
    ...(item.physical.available ? [choices.PHYSICAL] : []),
  ],
  packaging,
  analytics: { item_id: 'bistrot-gourmand', item_name: item.title, currency: 'EUR' },
  cartPath: '/panier/',
  alternatives: [{ title: 'Cinéma Lumière', href: '/cartes-cadeaux/cinema-lumiere/' }],
  giftCardsPath: '/cartes-cadeaux/',
  businessPath: '/entreprise/',
  texts: formTexts(fr),
  modalTexts: modalOnlyTexts(fr),
})
