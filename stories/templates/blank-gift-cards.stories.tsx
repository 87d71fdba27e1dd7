import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import { BlankGiftCardsTemplate } from '@/content/templates/page-types/blank-gift-cards'
import fr from '@/i18n/messages/fr'

import { mockOrdersGateway } from '../orders/orders-gateway'
import { caller, texts } from '../orders/orders-fixtures'
import { desktop, editorsPage, mobile } from './fixtures'

const t = fr.Templates

const meta = {
  title: 'Templates/BlankGiftCards',
  component: BlankGiftCardsTemplate,
  args: {
    data: {
      locale: 'fr',
      caller,
      texts,
      activate: { title: t.activateTitle, text: t.activateText, link: t.activateLink },
      hrefs: { cart: '#panier', activation: '#activer' },
    },
    layout: editorsPage(
      'Cartes cadeaux vierges',
      'Des cartes à activer vous-même',
      'Commandez des lots de cartes vierges et activez-les au montant de votre choix.',
    ),
  },
  beforeEach: () => mockOrdersGateway('guest'),
} satisfies Meta<typeof BlankGiftCardsTemplate>

export default meta
type Story = StoryObj<typeof meta>

/** The sets to order, each with its details modal, then the way to activate a card. */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      await page.findByRole('heading', { name: texts.blankPacks }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: t.activateLink })).toHaveAttribute(
      'href',
      '#activer',
    )
  },
}

export const Mobile: Story = { globals: mobile }
