import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import { ConfirmationTemplate } from '@/content/templates/page-types/confirmation'

import { mockCheckoutGateway } from '../checkout/checkout-gateway'
import { caller, mixedOrder, placedView, texts } from '../checkout/fixtures'
import { desktop, editorsPage, mobile } from './fixtures'

const placed = placedView(mixedOrder)

/** /paiement/{uuid}/ (and /paiement/merci/?order=): the confirmation page, then the order. */
const meta = {
  title: 'Templates/Confirmation',
  component: ConfirmationTemplate,
  args: {
    data: {
      locale: 'fr',
      caller,
      texts,
      registerHref: '#inscription',
      contactHref: '#contact',
      orderUuid: placed.uuid,
    },
    layout: editorsPage(
      texts.thanksTitle,
      'Une question sur votre commande ?',
      'Notre service client vous répond du lundi au vendredi, de 9 h 00 à 17 h 30.',
    ),
  },
  beforeEach: () => mockCheckoutGateway('works', mixedOrder, placed),
} satisfies Meta<typeof ConfirmationTemplate>

export default meta
type Story = StoryObj<typeof meta>

/** Paid: the editors' page, then the order number, the deliveries and the billing address. */
export const Paid: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText(/52-001042/, {}, { timeout: 5000 })).toBeVisible()
  },
}

export const Mobile: Story = { globals: mobile }

/** No editors' page: the checkout's own thanks as the h1. */
export const WithoutPage: Story = {
  args: { layout: null },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { level: 1 })).toHaveTextContent(texts.thanksTitle)
  },
}
