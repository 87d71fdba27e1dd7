import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'

import { desktop, mobile, RedeemStoryFrame, withSession } from './redeem-frame'
import { texts } from './redeem-fixtures'

/** Any page of the flow with a link out of it, like the redeem header's logo. */
function LeavingPage() {
  return (
    <RedeemStoryFrame title={texts.redeem.shopTitle}>
      <a href="#accueil" className="underline">
        Carte Cadeau
      </a>
    </RedeemStoryFrame>
  )
}

const meta = {
  title: 'Redeem/ResetModal',
  component: LeavingPage,
  beforeEach: () => withSession(true)(),
} satisfies Meta<typeof LeavingPage>

export default meta
type Story = StoryObj<typeof meta>

/** Spec §4: leaving the flow with a token asks first; 'Rester' keeps everything. */
export const AsksBeforeLeaving: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Carte Cadeau' }))
    const dialog = await within(document.body).findByRole('dialog', {
      name: texts.redeem.resetTitle,
    })
    await expect(dialog).toBeVisible()
    await expect(
      within(dialog).getByRole('button', { name: texts.redeem.resetConfirm }),
    ).toBeVisible()
  },
}

export const AsksBeforeLeavingMobile: Story = { ...AsksBeforeLeaving, globals: mobile }
