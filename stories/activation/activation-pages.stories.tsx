import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import { ActivationStatus } from '@/commerce/widgets/activation/activation-status.client'
import { activationTexts } from '@/commerce/widgets/activation/texts'
import { VoucherData } from '@/commerce/widgets/activation/voucher-data.client'
import fr from '@/i18n/messages/fr'

import { captchaTestMode, withQuery } from '../account/auth-fixtures'
import { AuthFrame, setUp } from '../account/auth-frame'
import { mockActivationGateway } from './activation-gateway'

/** /activer/reussi/ and /donneescarte/: the payment's outcome, and a card's details. */
const meta = {
  title: 'Activation/Pages',
  decorators: [
    (Story) => (
      <AuthFrame title={fr.VoucherData.title}>
        <Story />
      </AuthFrame>
    ),
  ],
  beforeEach: setUp(mockActivationGateway, captchaTestMode),
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Back from a paid activation: thanks, and the 24 hours promise. */
export const Paid: Story = {
  beforeEach: () => withQuery('order', '2f1c7d1e-4b7a-4d55-9a53-8c1f0f4e9d10'),
  render: () => <ActivationStatus texts={fr.Activation} activationHref="/activer/" />,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText(fr.Activation.paid, {}, { timeout: 5000 })).toBeVisible()
  },
}

/** Without an order in the address: nothing to wait for. */
export const NoOrder: Story = {
  render: () => <ActivationStatus texts={fr.Activation} activationHref="/activer/" />,
}

/** The voucher data form; with a number and PIN, the card's details. */
export const VoucherDetails: Story = {
  render: () => (
    <VoucherData
      texts={activationTexts(fr)}
      language="fr"
      redeemHref="/verifier-solde/"
      hideCaptchaBadge={false}
    />
  ),
}
