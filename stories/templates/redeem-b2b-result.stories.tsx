import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import { RedeemResultTemplate } from '@/content/templates/page-types/redeem-result'

import { captchaTestMode } from '../account/auth-fixtures'
import { setUp } from '../account/auth-frame'
import { withSession } from '../redeem/redeem-frame'
import { mockRedeemGateway } from '../redeem/redeem-gateway'
import { desktop, editorsPage, mobile } from './fixtures'
import { redeemResultData } from './redeem-fixtures'

/** Redeem B2B result: the shop narrowed to the business's category. */
const meta = {
  title: 'Templates/RedeemB2bResult',
  component: RedeemResultTemplate,
  args: {
    data: redeemResultData({ id: 7, title: 'Entreprise' }),
    layout: editorsPage(
      'Échange pour les entreprises',
      'Une sélection pour vos équipes',
      'Les cartes proposées par votre entreprise.',
    ),
  },
  beforeEach: setUp(() => mockRedeemGateway('works', 4_000), captchaTestMode, withSession(true)),
} satisfies Meta<typeof RedeemResultTemplate>

export default meta
type Story = StoryObj<typeof meta>

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      await page.findByRole('heading', { level: 1, name: 'Échange pour les entreprises' }),
    ).toBeVisible()
  },
}

export const Mobile: Story = { globals: mobile }

/** No editors' page at that path: the category's name is the h1. */
export const CategoryOnly: Story = {
  args: { layout: null },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(page.getByRole('heading', { level: 1, name: 'Entreprise' })).toBeVisible()
  },
}
