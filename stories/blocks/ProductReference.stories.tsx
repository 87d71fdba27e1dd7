import type { Meta, StoryObj } from '@storybook/react-vite'

import ProductReference from '@/blocks/ProductReference/Component'
import type { Product } from '@/payload-types'

import { mediaFixture } from '../../tests/fixtures/media'
import { blockContext } from './context'

type Look = Pick<Product, 'backgroundColor' | 'showHand' | 'showShadow'>

/** A product as the relation populates it; only what a tile reads is meaningful here. */
const product = (id: number, title: string, card: string, color: string, look: Look = {}) =>
  ({
    id,
    title,
    slug: card,
    productType: 'giftcard',
    image: mediaFixture(`card-${card}.svg`, `Carte cadeau ${title}`, 856, 540),
    backgroundColor: { color, opacity: 100 },
    showShadow: true,
    showHand: false,
    meta: { robots: 'index-follow' },
    updatedAt: '2026-11-01T00:00:00.000Z',
    createdAt: '2026-11-01T00:00:00.000Z',
    ...look,
  }) satisfies Product

const multi = product(1, 'Carte Cadeau Multi-enseignes', 'multi-enseignes', '#ffe3e8')
const cinema = product(2, 'Cinéma Lumière', 'cinema-lumiere', '#d7e8f7')
const spa = product(3, 'Spa Sérénité', 'spa-serenite', '#d7ece2')
const books = product(4, 'Librairie du Coin', 'librairie-du-coin', '#fff1cc')
const bistrot = product(5, 'Bistrot Gourmand', 'bistrot-gourmand', '#f3e3c3')
const outdoor = product(6, 'Aventure Plein Air', 'aventure-plein-air', '#d7e8f7')

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
