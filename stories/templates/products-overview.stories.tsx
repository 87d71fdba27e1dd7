import type { Meta, StoryObj } from '@storybook/react-vite'
import { createTranslator } from 'next-intl'
import { expect, within } from 'storybook/test'

import { ProductGrid } from '@/components/catalogue/product-grid'
import { Section } from '@/components/section'
import { ProductsOverviewTemplate } from '@/content/templates/page-types/products-overview'
import fr from '@/i18n/messages/fr'

import { productPageFixture } from '../../tests/fixtures/products'
import { desktop, editorsPage, mobile } from './fixtures'

const t = createTranslator({ locale: 'fr', messages: fr, namespace: 'Catalogue' })

/** The product list's first page as its server component renders it (its story: Catalogue). */
const list = (
  <Section>
    <p className="mb-6 text-sm font-semibold">{t('count', { count: 209 })}</p>
    <ProductGrid
      products={productPageFixture()}
      locale="fr"
      label={t('listLabel')}
      currency="EUR"
      list={{ id: '/cartes-cadeaux/', name: t('listLabel') }}
      offset={0}
    />
  </Section>
)

const meta = {
  title: 'Templates/ProductsOverview',
  component: ProductsOverviewTemplate,
  args: {
    data: { title: t('listLabel'), list },
    layout: editorsPage('Toutes les cartes cadeaux', 'Les plus choisies', 'Nos cartes préférées.'),
  },
} satisfies Meta<typeof ProductsOverviewTemplate>

export default meta
type Story = StoryObj<typeof meta>

/** The editors' page, then the first 16 gift cards. */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('list', { name: t('listLabel') })).toBeVisible()
  },
}

export const Mobile: Story = { globals: mobile }

/** No editors' page at /cartes-cadeaux/: the template's own h1. */
export const WithoutPage: Story = { args: { layout: null } }
