import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import { imageSource } from '@/components/media-image'
import { LocationsOverviewTemplate } from '@/content/templates/page-types/locations-overview'
import fr from '@/i18n/messages/fr'
import type { Product } from '@/payload-types'

import { giftCards } from '../../tests/fixtures/products'
import { desktop, editorsPage, mobile } from './fixtures'

const tile = (product: Product, summary: string) => ({
  id: product.id,
  title: product.title,
  href: `/cartes-cadeaux/${product.slug}/emplacement/`,
  image: imageSource(product.image),
  backgroundColor: product.backgroundColor,
  showShadow: true,
  showHand: false,
  summary,
})

const meta = {
  title: 'Templates/LocationsOverview',
  component: LocationsOverviewTemplate,
  args: {
    data: {
      title: fr.Templates.cardsWithPlaces,
      cards: [
        tile(giftCards.bistrot, '3 adresses dans 3 villes'),
        tile(giftCards.cinema, '12 adresses dans 9 villes'),
        tile(giftCards.spa, '1 adresse dans 1 ville'),
      ],
    },
    layout: editorsPage(
      'Où utiliser votre carte',
      'Plus de 5 000 points de vente',
      'Retrouvez les magasins et restaurants qui acceptent nos cartes près de chez vous.',
    ),
  },
} satisfies Meta<typeof LocationsOverviewTemplate>

export default meta
type Story = StoryObj<typeof meta>

/** Every card accepted in places, each leading to its places town by town. */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { name: fr.Templates.cardsWithPlaces })).toBeVisible()
    await expect(page.getByText('3 adresses dans 3 villes')).toBeVisible()
  },
}

export const Mobile: Story = { globals: mobile }

/** No card has places yet: the page's content alone. */
export const NoPlaces: Story = { args: { data: { ...meta.args.data, cards: [] } } }
