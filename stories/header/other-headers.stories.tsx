import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import { CART_HINT_COOKIE } from '@/commerce/client/cart-signal'
import { HeaderView } from '@/components/header/header-view'

import { mockCartGateway } from '../cart/gateway-mock'
import { headerArgs, withToggles } from './fixtures'

/** The headers of the business pages (v2), the redeem pages and the checkout. */
const meta = {
  title: 'Chrome/Header/Other pages',
  component: HeaderView,
  args: headerArgs,
} satisfies Meta<typeof HeaderView>

export default meta
type Story = StoryObj<typeof meta>

export const Business: Story = { args: { variant: 'business' } }

export const Redeem: Story = { args: { variant: 'redeem' } }

export const RedeemWithoutLanguageSwitcher: Story = {
  args: { variant: 'redeem', store: withToggles({ languageSwitcher: false }) },
}

export const Checkout: Story = { args: { variant: 'checkout' } }

export const CheckoutWithCartItems: Story = {
  args: {
    variant: 'checkout',
    cartCount: 2,
    labels: { ...headerArgs.labels, cart: 'Panier, 2 articles' },
  },
}

/**
 * A shopper with a cart (the hint cookie set): the count comes from cartQuantity on the mocked
 * gateway, in the badge and in the link's name.
 */
export const CheckoutLiveCartCount: Story = {
  args: { variant: 'checkout' },
  beforeEach: () => {
    document.cookie = `${CART_HINT_COOKIE}=1; path=/`
    const undo = mockCartGateway('filled')
    return () => {
      undo()
      document.cookie = `${CART_HINT_COOKIE}=; path=/; max-age=0`
    }
  },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole(
      'link',
      { name: 'Panier, 4 articles' },
      { timeout: 3000 },
    )
    await expect(link).toHaveTextContent('4')
  },
}
