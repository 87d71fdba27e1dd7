import type { Meta, StoryObj } from '@storybook/react-vite'

import { topProductCards } from '@/blocks/top-products/cards'
import { TopProductsView } from '@/blocks/top-products/view'

import { mediaFixture } from '../../tests/fixtures/media'
import { giftCards } from '../../tests/fixtures/products'

const { multi, spa, books, bistrot } = giftCards

/** The editor's items as the page query populates them; the fallbacks apply as on the site. */
const cards = topProductCards(
  [
    {
      id: 'multi',
      title: 'La carte qui laisse le choix',
      description: 'Mode, maison, loisirs ou restaurants : une seule carte pour tout.',
      product: multi,
    },
    {
      id: 'spa',
      title: 'Une pause bien-être',
      description: 'Massages et soins pour un vrai moment de détente.',
      product: spa,
    },
    {
      id: 'books',
      title: 'Le plaisir de lire',
      description: 'Romans, BD et beaux livres dans les librairies indépendantes.',
      product: books,
    },
    {
      id: 'bistrot',
      title: 'Une table à partager',
      description: 'Toutes nos cartes restaurant, du bistrot à la table étoilée.',
      cardImage: mediaFixture('card-cinema-lumiere.svg', 'Carte cadeau', 856, 540),
      referencedPath: '/restaurants/',
      product: bistrot,
    },
  ],
  'fr',
  'fr',
)

const meta = {
  title: 'Blocks/TopProducts',
  component: TopProductsView,
  args: { title: 'Nos meilleures ventes', cards, currency: 'EUR' },
} satisfies Meta<typeof TopProductsView>

export default meta
type Story = StoryObj<typeof meta>

/** From 1280 px: all four. */
export const LargeDesktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } }

/** 1024–1279 px: the first two only (CSS hides the others). */
export const SmallDesktop: Story = {
  globals: { viewport: { value: 'smallDesktop', isRotated: false } },
}

export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } }

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } }

/** No block title, two items: the tiles alone. */
export const TwoWithoutTitle: Story = { args: { title: null, cards: cards.slice(0, 2) } }
