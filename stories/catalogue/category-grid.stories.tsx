import type { Meta, StoryObj } from '@storybook/react-vite'

import { CategoryGrid, type CategoryTile } from '@/components/catalogue/category-grid'

import { mediaFixture } from '../../tests/fixtures/media'

const tile = (id: number, slug: string, title: string, cards: string): CategoryTile => ({
  id,
  title,
  href: `/categorie/${slug}/`,
  icon: mediaFixture(`category-${slug}.svg`, '', 24, 24),
  cards,
})

const meta = {
  title: 'Catalogue/CategoryGrid',
  component: CategoryGrid,
  args: {
    label: 'Catégories de cartes cadeaux',
    categories: [
      tile(1, 'anniversaire', 'Anniversaire', '3 cartes cadeaux'),
      tile(2, 'beaute', 'Beauté', '17 cartes cadeaux'),
      tile(3, 'bien-etre', 'Bien-être', '16 cartes cadeaux'),
      tile(4, 'culture', 'Culture', '17 cartes cadeaux'),
      tile(5, 'gastronomie', 'Gastronomie', '1 carte cadeau'),
      tile(6, 'restaurants', 'Restaurants', '17 cartes cadeaux'),
      tile(7, 'noel', 'Noël', 'Aucune carte cadeau'),
    ],
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-7xl p-4 sm:p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryGrid>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Few: Story = { args: { categories: meta.args.categories.slice(0, 2) } }
