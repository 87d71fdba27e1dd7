import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import { groupByTown } from '@/components/locations/places'
import { RestaurantTemplate } from '@/content/templates/page-types/restaurant'
import fr from '@/i18n/messages/fr'

import { places } from '../locations/fixtures'
import { desktop, editorsPage, mobile } from './fixtures'

const overview = '/cartes-cadeaux/bistrot-du-port/emplacement/'

const meta = {
  title: 'Templates/Restaurant',
  component: RestaurantTemplate,
  args: {
    data: {
      locale: 'fr',
      title: 'Où utiliser la carte Bistrot du Port ?',
      summary: '4 adresses dans 3 villes',
      towns: groupByTown(places, 'fr'),
      townsLabel: fr.Locations.towns,
      pathOf: (slug: string) => `${overview}${slug}/`,
      mapLinkLabel: (place) => `Voir ${place.name} sur OpenStreetMap`,
      links: [
        { label: 'Toutes les adresses de la carte Bistrot du Port', href: overview },
        { label: 'Offrir la carte Bistrot du Port', href: '/cartes-cadeaux/bistrot-du-port/' },
      ],
    },
    layout: editorsPage(
      'Offrez une bonne table',
      'Nos cartes restaurant',
      'Bistrots, brasseries et tables étoilées.',
    ),
  },
} satisfies Meta<typeof RestaurantTemplate>

export default meta
type Story = StoryObj<typeof meta>

/** The card's places town by town, each with its address and a link to it on OpenStreetMap. */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const towns = page.getByRole('list', { name: fr.Locations.towns })
    await expect(within(towns).getByRole('heading', { level: 3, name: /Lyon/ })).toBeVisible()
    const map = page.getByRole('link', { name: 'Voir Bistrot du Port Lyon sur OpenStreetMap' })
    await expect(map.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/search\?/)
  },
}

export const Mobile: Story = { globals: mobile }

/** The page names no card with places: its content alone. */
export const WithoutCard: Story = { args: { data: null } }
