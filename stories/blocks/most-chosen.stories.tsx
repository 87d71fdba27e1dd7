import type { Meta, StoryObj } from '@storybook/react-vite'
import { createTranslator } from 'next-intl'

import { MostChosenView } from '@/blocks/most-chosen/view'
import { roundedCardCount } from '@/blocks/most-chosen/choose'
import fr from '@/i18n/messages/fr'

import { giftCards } from '../../tests/fixtures/products'

const { multi, cinema, spa, books, bistrot, outdoor } = giftCards
const t = createTranslator({ locale: 'fr', messages: fr, namespace: 'MostChosen' })

/** The block as its server component hands it over: 210 published cards make '200+'. */
const meta = {
  title: 'Blocks/MostChosen',
  component: MostChosenView,
  args: {
    title: 'Les plus choisies',
    featured: [multi, cinema],
    others: [spa, books, bistrot, outdoor],
    locale: 'fr',
    currency: 'EUR',
    featuredLabel: t('featured'),
    overview: { label: t('viewAll', { count: roundedCardCount(210) }), href: '/cartes-cadeaux/' },
  },
} satisfies Meta<typeof MostChosenView>

export default meta
type Story = StoryObj<typeof meta>

export const LargeDesktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } }

/** Featured side by side, the others 3 to a row. */
export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } }

/** Featured one under the other, the others 2 to a row. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } }

/** One featured card held by the drawn hand. */
export const OneFeatured: Story = { args: { featured: [{ ...multi, showHand: true }] } }

/** No featured cards: only the tiles (e.g. the categories' top lists when the list is empty). */
export const TilesOnly: Story = {
  args: { featured: [], others: [books, outdoor, cinema, bistrot, spa, multi] },
}

/** On the product overview the editor hides the link: the full list follows the block. */
export const WithoutLink: Story = { args: { overview: null } }

/** A catalogue past a thousand cards, in French number format. */
export const BigCatalogue: Story = {
  args: {
    overview: { label: t('viewAll', { count: roundedCardCount(1234) }), href: '/cartes-cadeaux/' },
  },
}
