import type { Meta, StoryObj } from '@storybook/react-vite'

import { TownFilter } from '@/components/locations/town-filter'

const meta = {
  title: 'Locations/TownFilter',
  component: TownFilter,
  args: {
    action: '/cartes-cadeaux/bistrot-du-port/emplacement/',
    query: '',
    towns: ['Lyon', 'Marseille', 'Paris'],
    labels: {
      form: 'Filtrer les adresses',
      town: 'Ville, région ou code postal',
      filter: 'Filtrer',
      showAll: 'Voir toutes les adresses',
    },
  },
  decorators: [
    (Story) => (
      <div className="p-4 sm:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TownFilter>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
/** After a search: the text stays in the field and a link shows every place again. */
export const Filtered: Story = { args: { query: 'Lyon' } }
