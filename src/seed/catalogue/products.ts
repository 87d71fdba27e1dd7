import { toCents } from '@/commerce/domain/money'
import type { Product } from '@/payload-types'

import { random } from './card-image'
import { type Kind, kinds, namesOf, slugify } from './names'

/** Card colours: a dark face for white text (WCAG AA), and a light page background. */
export const palettes = [
  ['#8c1c3a', '#f9c74f', '#fde7ea'],
  ['#1d4e89', '#90e0ef', '#e8eefc'],
  ['#2d6a4f', '#b7e4c7', '#e6f4ef'],
  ['#6a3d9a', '#e0aaff', '#f1e8fb'],
  ['#9c4a00', '#ffd6a5', '#fbe9dd'],
  ['#264653', '#e9c46a', '#e4f1e1'],
  ['#7f1d1d', '#fca5a5', '#fdecec'],
  ['#3f3f46', '#a5f3fc', '#eef2f5'],
] as const

export type GeneratedProduct = {
  name: string
  slug: string
  kind: Kind | 'donation' | 'blank'
  colours: readonly [string, string, string]
  motif: number
  data: Pick<
    Product,
    | 'productType'
    | 'cardsPerPack'
    | 'description'
    | 'appleType'
    | 'fixedValues'
    | 'digital'
    | 'physical'
  >
}

export const customAmount = (min: number, max: number) => ({
  available: true,
  hasFixedPrices: false,
  pricesToShow: [],
  minPrice: toCents(min),
  maxPrice: toCents(max),
})
export const fixedAmounts = (...amounts: number[]) => ({
  available: true,
  hasFixedPrices: true,
  pricesToShow: amounts.map(toCents),
})
export const unavailable = { available: false, hasFixedPrices: false, pricesToShow: [] }

/** 17 gift cards of each of the 12 kinds, plus donations and blank card packs: 209 products. */
export function generateProducts(): GeneratedProduct[] {
  const draw = random(52)
  const generated: GeneratedProduct[] = []
  for (const kind of Object.keys(kinds) as Kind[]) {
    for (const name of namesOf(kind, 17)) {
      const apple = draw() < 0.04
      const colours = palettes[Math.floor(draw() * palettes.length)]!
      const fixed = draw() < 0.35
      generated.push({
        name,
        slug: slugify(name),
        kind,
        colours,
        motif: Math.floor(draw() * 3),
        data: {
          productType: 'giftcard',
          appleType: apple,
          description: `La carte cadeau ${name} : à offrir en version digitale ou physique.`,
          fixedValues: [toCents(25), toCents(50), toCents(100)],
          digital: apple
            ? customAmount(10, 250)
            : fixed
              ? fixedAmounts(20, 50, 100)
              : customAmount(10, 150),
          physical: draw() < 0.85 ? fixedAmounts(20, 30, 50, 100, 150) : unavailable,
        },
      })
    }
  }
  return [...generated, ...extras()]
}

function extras(): GeneratedProduct[] {
  const donation = (name: string, description: string): GeneratedProduct => ({
    name,
    slug: slugify(name),
    kind: 'donation',
    colours: palettes[2],
    motif: 0,
    data: {
      productType: 'donation',
      description,
      appleType: false,
      fixedValues: [toCents(5), toCents(10), toCents(25)],
      digital: customAmount(1, 500),
      physical: unavailable,
    },
  })
  const blank = (name: string, cards: number): GeneratedProduct => ({
    name,
    slug: slugify(name),
    kind: 'blank',
    colours: palettes[7],
    motif: 1,
    data: {
      productType: 'blankGiftCardPack',
      cardsPerPack: cards,
      description: `${cards} cartes cadeaux vierges à activer vous-même, pour vos événements.`,
      appleType: false,
      fixedValues: [],
      digital: unavailable,
      physical: fixedAmounts(cards * 2),
    },
  })
  return [
    donation('Don Restos du Partage', 'Votre solde devient des repas pour ceux qui en ont besoin.'),
    donation('Don Forêts Vivantes', 'Chaque euro plante et protège des arbres en France.'),
    donation('Don Enfance Soleil', 'Soutenez des activités pour les enfants hospitalisés.'),
    blank('Lot de 10 cartes vierges', 10),
    blank('Lot de 50 cartes vierges', 50),
  ]
}
