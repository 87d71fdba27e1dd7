import type { Meta, StoryObj } from '@storybook/react-vite'
import { createTranslator } from 'next-intl'

import { ProductGrid } from '@/components/catalogue/product-grid'
import { PromoTile } from '@/components/catalogue/promo-tile'
import fr from '@/i18n/messages/fr'

import { giftCards, productPageFixture } from '../../tests/fixtures/products'

const t = createTranslator({ locale: 'fr', messages: fr, namespace: 'Catalogue' })

/** A page of the product list: 16 cards, and the promo tile small desktops show as their 17th. */
const meta = {
  title: 'Catalogue/ProductGrid',
  component: ProductGrid,
  args: {
    products: productPageFixture(),
    locale: 'fr',
    label: t('listLabel'),
    currency: 'EUR',
    list: { id: '/cartes-cadeaux/', name: t('listLabel') },
    promo: (
      <PromoTile
        product={giftCards.multi}
        href="/cartes-cadeaux/carte-cadeau-multi-enseignes/"
        title={t('promoTitle')}
        text={t('promoText')}
      />
    ),
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProductGrid>

export default meta
type Story = StoryObj<typeof meta>

/** 1024–1279 px: 4 columns, 16 cards, then the promo tile across the grid. */
export const SmallDesktop: Story = {
  globals: { viewport: { value: 'smallDesktop', isRotated: false } },
}

/** From 1280 px: the 16 cards only. */
export const LargeDesktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } } }

export const Tablet: Story = { globals: { viewport: { value: 'tablet', isRotated: false } } }

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } }
