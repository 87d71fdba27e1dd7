import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'

import { HeaderView } from '@/components/header/header-view'
import nl from '@/i18n/messages/nl'

import { headerArgs, labelsIn, withToggles } from './fixtures'

/** The shop's header: v3 (rotating top bar under 1024 px, a nav row) and the default one row. */
const meta = {
  title: 'Chrome/Header/Shop',
  component: HeaderView,
  args: headerArgs,
} satisfies Meta<typeof HeaderView>

export default meta
type Story = StoryObj<typeof meta>

export const V3: Story = {}

export const Default: Story = {
  args: { variant: 'default', store: withToggles({ headerV3: false }) },
}

export const WithoutIconTexts: Story = {
  args: { store: withToggles({ navigationIconText: false }) },
}

export const WithoutLanguageSwitcher: Story = {
  args: { store: withToggles({ languageSwitcher: false }) },
}

export const CartWithItems: Story = {
  args: { cartCount: 3, labels: { ...headerArgs.labels, cart: 'Panier, 3 articles' } },
}

export const BusinessDropdown: Story = {
  args: {
    store: {
      ...headerArgs.store,
      businessMenu: {
        menuItems: [
          { title: 'Cartes cadeaux entreprise', path: { href: '/entreprise/', type: 'relative' } },
          { title: 'Offre entreprise', path: { href: '/offre-entreprise/', type: 'relative' } },
        ],
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Entreprises' }))
    await expect(canvas.getByRole('link', { name: 'Offre entreprise' })).toBeVisible()
  },
}

/** The gift cards menu open on its first category (a wide viewport shows it). */
export const MenuOpen: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Cartes cadeaux' }))
    await expect(canvas.getByRole('tablist')).toBeVisible()
  },
}

export const MenuAllCategories: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Cartes cadeaux' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Voir toutes les catégories' }))
    await expect(canvas.getAllByRole('tab')).toHaveLength(10)
  },
}

export const Dutch: Story = { args: { locale: 'nl', labels: labelsIn('nl', nl) } }
