import type { Meta, StoryObj } from '@storybook/react-vite'

import ProductReference from '@/blocks/product-reference/component'
import type { Product } from '@/payload-types'

import { giftCards } from '../../tests/fixtures/products'
import { blockContext } from './context'

const { multi, cinema, spa, books, bistrot, outdoor } = giftCards

const withHand = (item: Product): Product => ({ ...item, showHand: true })

const meta = {
  title: 'Blocks/ProductReference',
  component: ProductReference,
  args: {
    context: blockContext,
    block: {
      blockType: 'productReference',
      title: 'Nos cartes cadeaux préférées',
      products: [multi, cinema, spa, books],
      link: {
        label: 'Voir toutes les cartes cadeaux',
        href: '/categorie/toutes-les-cartes-cadeaux/',
      },
    },
  },
  argTypes: { block: { control: 'object' } },
} satisfies Meta<typeof ProductReference>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** Tiles with the store's drawn hand holding each card. */
export const HeldByHand: Story = {
  args: { block: { ...meta.args.block, products: [multi, cinema, spa, books].map(withHand) } },
}

/** Two rows, hands and plain cards mixed, as an editor may pick them. */
export const SixProducts: Story = {
  args: {
    block: {
      ...meta.args.block,
      title: 'Idées cadeaux pour les fêtes',
      products: [multi, withHand(cinema), spa, withHand(books), bistrot, withHand(outdoor)],
    },
  },
}

/** Background colours at reduced opacity, and cards without their shadow. */
export const SoftBackgrounds: Story = {
  args: {
    block: {
      ...meta.args.block,
      products: [
        { ...bistrot, backgroundColor: { color: '#6d1a36', opacity: 20 }, showShadow: false },
        { ...spa, backgroundColor: { color: '#2f6f6a', opacity: 30 }, showShadow: false },
        { ...cinema, backgroundColor: { color: '#1b1f4b', opacity: 15 } },
        { ...outdoor, backgroundColor: { color: '#c8102e', opacity: 10 } },
      ],
    },
  },
}

/** No title nor link: just the tiles, e.g. inside an article. */
export const TilesOnly: Story = {
  args: { block: { blockType: 'productReference', products: [spa, bistrot] } },
}

/** Relations the query did not populate (ids) are skipped; only two tiles remain. */
export const SkipsUnpopulated: Story = {
  args: { block: { ...meta.args.block, products: [cinema, 42, bistrot, 43] } },
}
