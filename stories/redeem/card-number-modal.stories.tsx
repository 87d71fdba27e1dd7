import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'

import { BalanceCheck } from '@/commerce/widgets/redeem/balance-check.client'

import { captchaTestMode } from '../account/auth-fixtures'
import { desktop, mobile, RedeemStoryFrame, withSession } from './redeem-frame'
import { texts } from './redeem-fixtures'
import { mockRedeemGateway } from './redeem-gateway'

/** /verifier-solde/ with the link under the card number that opens the card number modal. */
function BalancePage() {
  return (
    <RedeemStoryFrame title={texts.balance.title}>
      <BalanceCheck texts={texts} locale="fr" hideCaptchaBadge={false} shopHref="#resultat" />
    </RedeemStoryFrame>
  )
}

const meta = {
  title: 'Redeem/CardNumberModal',
  component: BalancePage,
  beforeEach: () => {
    const undo = [mockRedeemGateway('works'), captchaTestMode(), withSession(false)()]
    return () => undo.forEach((fn) => fn())
  },
} satisfies Meta<typeof BalancePage>

export default meta
type Story = StoryObj<typeof meta>

const t = texts.modals

/** Spec §2 card number modal: where the 19 digits and the PIN under the scratch area are. */
export const WhereToFind: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const help = await within(canvasElement).findByRole('button', { name: t.cardNumberHelp })
    await userEvent.click(help)
    const dialog = await within(document.body).findByRole('dialog', { name: t.cardNumberHelp })
    await expect(within(dialog).getByText(t.cardNumberText)).toBeVisible()
    await expect(within(dialog).getByText(t.pinText)).toBeVisible()
    // Opened from the page: nothing to go back to.
    await expect(within(dialog).queryByRole('button', { name: t.back })).toBeNull()
  },
}

export const WhereToFindMobile: Story = { ...WhereToFind, globals: mobile }

/** By keyboard: Enter opens it, Escape closes it and focus comes back to the link. */
export const ByKeyboard: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const help = await within(canvasElement).findByRole('button', { name: t.cardNumberHelp })
    help.focus()
    await userEvent.keyboard('{Enter}')
    const dialog = await within(document.body).findByRole('dialog', { name: t.cardNumberHelp })
    await expect(dialog).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(help).toHaveFocus())
  },
}
