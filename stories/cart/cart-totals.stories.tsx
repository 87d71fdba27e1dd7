import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'

import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import { TotalsSummary } from '@/components/totals/totals-summary'
import { OrderButton } from '@/commerce/widgets/cart/order-button.client'
import { ErrorModalHost } from '@/components/error-modal/error-modal-host.client'
import fr from '@/i18n/messages/fr'

import { orderIdentify } from '../account/auth-fixtures'
import { cartLines, cartOrder, caller, errorLabels, filledOrder, labels } from './fixtures'
import { type CartGatewayMode, mockCartGateway } from './gateway-mock'

type Props = Parameters<typeof TotalsSummary>[0] & { gateway: CartGatewayMode }

/** The summary beside the lines, with its order button on a mocked gateway (checkCart). */
function Summary({ gateway: _, ...props }: Props) {
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <GatewayProvider caller={caller}>
        <TotalsSummary {...props}>
          <OrderButton
            label={labels.order}
            busyLabel={labels.checking}
            translate={labels.validation}
            identify={orderIdentify()}
          />
        </TotalsSummary>
      </GatewayProvider>
      <ErrorModalHost labels={errorLabels} translatedMessages />
    </div>
  )
}

const meta = {
  title: 'Cart/Totals',
  component: Summary,
  args: { order: filledOrder, texts: labels.totals, money: labels.money, gateway: 'filled' },
  argTypes: { gateway: { control: 'inline-radio', options: ['filled', 'outOfStock', 'down'] } },
  beforeEach: ({ args }) => mockCartGateway(args.gateway),
} satisfies Meta<typeof Summary>

export default meta
type Story = StoryObj<typeof meta>

/**
 * 3 digital cards (100 €), 1 posted (40 €), extras 6,45 €: subtotal 146,45 €, shipping 1,95 €,
 * service fee 1,50 €, total 149,90 € with VAT included.
 */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const summary = within(canvasElement)
    await expect(summary.getByText('149,90 €')).toBeVisible()
    await expect(summary.getByText('3 cartes digitales')).toBeVisible()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } }

/** E-mail only: no shipping, no extras. */
export const DigitalOnly: Story = {
  args: { order: cartOrder(cartLines.filter((line) => line.deliveryType === 'DIGITAL')) },
}

/** The info button beside the service fee explains it. */
export const ServiceFeeExplained: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: fr.Cart.serviceFeeInfo }),
    )
    const text = await within(document.body).findByText(fr.Cart.serviceFeeText)
    await waitFor(() => expect(text).toBeVisible())
  },
}

/** checkCart finds a card out of stock: the error modal says which problem, no checkout. */
export const OrderRefused: Story = {
  args: { gateway: 'outOfStock' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: fr.Cart.order }))
    const dialog = await within(document.body).findByRole('dialog', { name: fr.Errors.title })
    await expect(within(dialog).getByText(fr.Validation.outOfStock)).toBeVisible()
  },
}
