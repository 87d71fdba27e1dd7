import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import type { PlacedOrderView } from '@/commerce/widgets/checkout/order'
import { ProcessingPayment } from '@/commerce/widgets/checkout/processing-payment.client'

import { mockCheckoutGateway } from './checkout-gateway'
import { digitalOrder, placedView, texts } from './fixtures'
import { CheckoutFrame, desktop, mobile } from './frame'

type Args = { placed: PlacedOrderView | null }

/** /paiement/paiement-en-cours/: asks placedOrder until the payment is decided. */
function ProcessingPage({ placed }: Args) {
  return (
    <CheckoutFrame title={texts.processingTitle}>
      <ProcessingPayment
        uuid={placed?.uuid ?? '5f0c3c1e-8a51-4c1a-9a51-0d2f6c3b7e10'}
        texts={texts}
        checkoutHref="#paiement"
        thankYouHref="#merci"
        orderPathTemplate="#commande-ORDER"
      />
    </CheckoutFrame>
  )
}

const open = placedView(digitalOrder, {
  status: 'PENDING',
  paymentStatus: 'open',
  canRetryPayment: true,
})

const meta = {
  title: 'Checkout/Processing',
  component: ProcessingPage,
  args: { placed: open },
  argTypes: { placed: { control: false } },
  beforeEach: ({ args }) => mockCheckoutGateway('works', digitalOrder, args.placed),
} satisfies Meta<typeof ProcessingPage>

export default meta
type Story = StoryObj<typeof meta>

/** The bank has not answered yet: the page waits and says so. */
export const Waiting: Story = { globals: desktop }
export const WaitingMobile: Story = { globals: mobile }

/** A bank transfer: the order waits for the money, with a link to it. */
export const Transfer: Story = {
  globals: desktop,
  args: { placed: { ...open, paymentStatus: 'pending', canRetryPayment: false } },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText(texts.processingTransfer)).toBeVisible()
    await expect(page.getByRole('link', { name: texts.processingTransferLink })).toBeVisible()
  },
}

/** An unknown uuid. */
export const NotFound: Story = {
  globals: desktop,
  args: { placed: null },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(texts.orderNotFound)).toBeVisible()
  },
}
