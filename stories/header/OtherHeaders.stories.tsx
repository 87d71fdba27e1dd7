import type { Meta, StoryObj } from '@storybook/react-vite'

import { HeaderView } from '@/components/header/HeaderView'

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

export const CheckoutWithBasketItems: Story = {
  args: {
    variant: 'checkout',
    basketCount: 2,
    labels: { ...headerArgs.labels, basket: 'Panier, 2 articles' },
  },
}
