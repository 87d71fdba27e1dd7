import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import { RedeemResultTemplate } from '@/content/templates/page-types/redeem-result'

import { captchaTestMode } from '../account/auth-fixtures'
import { setUp } from '../account/auth-frame'
import { withSession } from '../redeem/redeem-frame'
import { products } from '../redeem/redeem-fixtures'
import { mockRedeemGateway } from '../redeem/redeem-gateway'
import { desktop, editorsPage, mobile } from './fixtures'
import { redeemResultData } from './redeem-fixtures'

const meta = {
  title: 'Templates/RedeemResult',
  component: RedeemResultTemplate,
  args: {
    data: redeemResultData(),
    layout: editorsPage(
      'Choisissez vos cartes',
      'Plus de 205 cartes à échanger',
      'Chaque carte choisie vaut au moins 10 €.',
    ),
  },
  beforeEach: setUp(() => mockRedeemGateway('works', 4_000), captchaTestMode, withSession(true)),
} satisfies Meta<typeof RedeemResultTemplate>

export default meta
type Story = StoryObj<typeof meta>

/** In a redeem session: the doubler offer, then the cards to choose. */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const [first] = await page.findAllByText(products[0]!.title, {}, { timeout: 5000 })
    await expect(first).toBeVisible()
  },
}

export const Mobile: Story = { globals: mobile }
