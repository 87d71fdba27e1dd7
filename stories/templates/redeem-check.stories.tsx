import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import { RedeemCheckTemplate } from '@/content/templates/page-types/redeem-check'

import { captchaTestMode } from '../account/auth-fixtures'
import { setUp } from '../account/auth-frame'
import { withSession } from '../redeem/redeem-frame'
import { texts } from '../redeem/redeem-fixtures'
import { mockRedeemGateway } from '../redeem/redeem-gateway'
import { desktop, editorsPage, mobile } from './fixtures'
import { redeemData } from './redeem-fixtures'

const meta = {
  title: 'Templates/RedeemCheck',
  component: RedeemCheckTemplate,
  args: {
    data: redeemData,
    layout: editorsPage(
      'Vérifier le solde et échanger',
      'Comment ça marche ?',
      'Saisissez le numéro de carte et le code PIN, choisissez de nouvelles cartes.',
    ),
  },
  beforeEach: setUp(() => mockRedeemGateway('works'), captchaTestMode, withSession(false)),
} satisfies Meta<typeof RedeemCheckTemplate>

export default meta
type Story = StoryObj<typeof meta>

/** The editors' page, then the balance form that starts an exchange. */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      await page.findByLabelText(texts.balance.cardNumber, {}, { timeout: 5000 }),
    ).toBeVisible()
  },
}

export const Mobile: Story = { globals: mobile }

/** No editors' page at /verifier-solde/: the balance check's own h1. */
export const WithoutPage: Story = { args: { layout: null } }
