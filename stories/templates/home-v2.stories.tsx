import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import { MostChosenView } from '@/blocks/most-chosen/view'
import { HomeV2Template } from '@/content/templates/page-types/home-v2'
import fr from '@/i18n/messages/fr'

import { giftCards } from '../../tests/fixtures/products'
import { desktop, editorsBlock, mobile } from './fixtures'

const { multi, cinema, spa, books, bistrot, outdoor } = giftCards
const term = (id: string, title: string, href: string) => ({ id, title, href })

const meta = {
  title: 'Templates/HomeV2',
  component: HomeV2Template,
  args: {
    data: {
      title: 'Le cadeau qui laisse le choix',
      search: {
        action: '/cartes-cadeaux/',
        label: fr.Search.label,
        placeholder: fr.Search.placeholder,
        submit: fr.Templates.searchSubmit,
        popularLabel: fr.Search.popularTerms,
        terms: [
          term('1', 'Restaurant', '/categorie/restaurants/'),
          term('2', 'Bien-être', '/categorie/bien-etre/'),
          term('3', 'Carte multi-enseignes', '/cartes-cadeaux/carte-cadeau-multi-enseignes/'),
        ],
      },
      mostChosen: (
        <MostChosenView
          title={fr.Templates.mostChosen}
          featured={[]}
          others={[multi, cinema, spa, books, bistrot, outdoor]}
          locale="fr"
          currency="EUR"
          featuredLabel={fr.MostChosen.featured}
          overview={{ label: 'Voir les 200+ cartes cadeaux', href: '/cartes-cadeaux/' }}
        />
      ),
    },
    // Home v2 brings the h1: the page's blocks come without the title header.
    layout: editorsBlock(
      'Digital ou physique',
      'Digital en moins d’une heure, physique en 2 à 4 jours.',
    ),
  },
} satisfies Meta<typeof HomeV2Template>

export default meta
type Story = StoryObj<typeof meta>

/** Search first: the h1 over the search box and popular terms, then the most chosen cards. */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Le cadeau qui laisse le choix',
    )
    await expect(page.getByRole('searchbox', { name: fr.Search.label })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Restaurant' })).toHaveAttribute(
      'href',
      '/categorie/restaurants/',
    )
  },
}

export const Mobile: Story = { globals: mobile }

/** A store without popular search terms: the search box alone. */
export const WithoutTerms: Story = {
  args: { data: { ...meta.args.data, search: { ...meta.args.data.search, terms: [] } } },
}
