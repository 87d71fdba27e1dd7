import type { Meta, StoryObj } from '@storybook/react-vite'

import { OrderSummary } from '@/commerce/widgets/checkout/order-summary'

import { digitalOrder, mixedOrder, texts } from './fixtures'
import { desktop, mobile } from './frame'

/** The checkout's summary: cards by kind, shipping, service fee, the total with VAT. */
const meta = {
  title: 'Checkout/OrderSummary',
  component: OrderSummary,
  args: { order: mixedOrder, texts },
  argTypes: { order: { control: false }, texts: { control: false } },
  decorators: [(Story) => <div className="max-w-sm p-4">{Story()}</div>],
} satisfies Meta<typeof OrderSummary>

export default meta
type Story = StoryObj<typeof meta>

/** E-cards and a posted card: postage shows. */
export const Mixed: Story = { globals: desktop }

/** E-cards only: no postage. */
export const DigitalOnly: Story = { globals: desktop, args: { order: digitalOrder } }

/** With the cart link the checkout puts under it. */
export const WithCartLink: Story = {
  globals: mobile,
  args: {
    children: (
      <a href="#panier" className="mt-2 inline-block text-sm font-semibold underline">
        {texts.editCart}
      </a>
    ),
  },
}
