import type { Meta, StoryObj } from '@storybook/react-vite'

import { groupByTown } from '@/components/locations/places'
import { PlaceList } from '@/components/locations/place-list'

import { places } from './fixtures'

const meta = {
  title: 'Locations/PlaceList',
  component: PlaceList,
  args: {
    towns: groupByTown(places, 'fr'),
    locale: 'fr',
    pathOf: (slug: string) => `/cartes-cadeaux/bistrot-du-port/emplacement/${slug}/`,
    label: 'Adresses par ville',
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-7xl p-4 sm:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlaceList>

export default meta
type Story = StoryObj<typeof meta>

export const TownByTown: Story = {}
export const OneTown: Story = { args: { towns: groupByTown(places.slice(1, 3), 'fr') } }
