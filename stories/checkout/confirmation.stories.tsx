import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import { Confirmation } from '@/commerce/widgets/checkout/confirmation.client'
import type { PlacedOrderView } from '@/commerce/widgets/checkout/order'

import { type CheckoutGatewayMode, mockCheckoutGateway } from './checkout-gateway'
import { digitalOrder, mixedOrder, placedView, texts } from './fixtures'
import { CheckoutFrame, desktop, mobile } from './frame'

type Args = { placed: PlacedOrderView; mode?: CheckoutGatewayMode }

/** /paiement/merci/: the order number, what arrives when, the billing address, the totals. */
function ThankYouPage({ placed }: Args) {
  return (
    <CheckoutFrame title={texts.thanksTitle}>
      <Confirmation
        texts={texts}
        locale="fr"
        registerHref="#inscription"
        contactHref="#contact"
        uuid={placed.uuid}
      />
    </CheckoutFrame>
  )
}

const meta = {
  title: 'Checkout/Confirmation',
  component: ThankYouPage,
  args: { placed: placedView(mixedOrder) },
  argTypes: { placed: { control: false } },
  beforeEach: ({ args }) => mockCheckoutGateway(args.mode ?? 'works', mixedOrder, args.placed),
} satisfies Meta<typeof ThankYouPage>

export default meta
type Story = StoryObj<typeof meta>

/** Paid: the confirmation went to the buyer; a guest is offered an account. */
export const Paid: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText(/52-001042/)).toBeVisible()
    // The country ends the address's lines (one element holds them all).
    await expect(page.getAllByText(/France$/)[0]).toBeVisible()
  },
}
export const PaidMobile: Story = { ...Paid, globals: mobile }

/** A business order: the company above the name. */
export const Business: Story = {
  globals: desktop,
  args: {
    placed: placedView(digitalOrder, {
      billingAddress: {
        ...placedView(digitalOrder).billingAddress,
        customerType: 'BUSINESS',
        companyName: 'Atelier Éclair SAS',
      },
    }),
  },
}

/** Not paid yet: 'Terminer le paiement' starts a new payment with the method chosen before. */
export const Pending: Story = {
  globals: desktop,
  args: {
    placed: placedView(digitalOrder, {
      status: 'PENDING',
      paymentStatus: 'failed',
      canRetryPayment: true,
    }),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByRole('heading', { name: texts.pendingTitle })).toBeVisible()
    await expect(page.getByRole('button', { name: texts.finishPayment })).toBeVisible()
  },
}

/** Another browser with the uuid only: the number and the status, none of the buyer's details. */
export const OtherBrowser: Story = {
  globals: desktop,
  args: { mode: 'stranger' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText(texts.statusPaid)).toBeVisible()
    await expect(page.getByText(/52-001042/)).toBeVisible()
    await expect(page.queryByText(/France$/)).toBeNull()
  },
}
