import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'

import { useMemo } from 'react'

import { RedeemIdentifyModalHost } from '@/commerce/widgets/redeem/identify/modal-host.client'
import type { RedeemIdentifyModalProps } from '@/commerce/widgets/redeem/identify/redeem-identify-modal.client'
import { REDEEM_IDENTIFY_MODAL } from '@/commerce/widgets/redeem/identify/ids'
import { readRedeemDetails } from '@/commerce/widgets/redeem/identify/details'
import { authLinks } from '@/commerce/widgets/account/auth/links'
import { authTexts } from '@/commerce/widgets/account/auth/texts'
import { checkoutTexts } from '@/commerce/widgets/checkout/texts'
import fr from '@/i18n/messages/fr'

import { captchaTestMode, freshSessionStorage } from '../account/auth-fixtures'
import { setUp } from '../account/auth-frame'
import { KNOWN_EMAIL, KNOWN_PASSWORD } from '../account/auth-gateway-mock'
import { OpenModal } from '../modal-story'
import { mockIdentifyGateway } from './identify-gateway'
import { desktop, mobile, RedeemStoryFrame, withSession } from './redeem-frame'
import { texts } from './redeem-fixtures'

const t = fr.RedeemIdentify
const CHECKOUT = '#paiement'

type Args = RedeemIdentifyModalProps & { view: string; needsAddress: boolean }

/** The redeem shop with the guest order form modal open, as 'Commander' opens it. */
function IdentifyStory({ view, needsAddress, ...props }: Args) {
  // The modal reads what it was opened with when it mounts, as the shop's host mounts it.
  const payload = useMemo(
    () => ({ view, needsAddress: needsAddress ? '1' : '' }),
    [view, needsAddress],
  )
  return (
    <RedeemStoryFrame title={texts.redeem.shopTitle}>
      <OpenModal id={REDEEM_IDENTIFY_MODAL} payload={payload}>
        <RedeemIdentifyModalHost {...props} />
      </OpenModal>
    </RedeemStoryFrame>
  )
}

const meta = {
  title: 'Redeem/RedeemIdentifyModal',
  component: IdentifyStory,
  args: {
    texts: { identify: t, auth: authTexts(fr), fields: checkoutTexts(fr).fields },
    links: authLinks('fr', 'fr'),
    locale: 'fr',
    hideCaptchaBadge: false,
    checkoutHref: CHECKOUT,
    view: 'email',
    needsAddress: false,
    // Stories stay where they are: the checkout is recorded, not opened.
    navigate: fn(),
  },
  argTypes: {
    view: { control: 'inline-radio', options: ['email', 'login', 'guest'] },
  },
  beforeEach: setUp(
    () => mockIdentifyGateway(),
    captchaTestMode,
    freshSessionStorage,
    withSession(true),
  ),
} satisfies Meta<typeof IdentifyStory>

export default meta
type Story = StoryObj<typeof meta>

const dialog = (title: string) => within(document.body).findByRole('dialog', { name: title })

async function identify(email: string) {
  const modal = within(await dialog(t.emailTitle))
  await userEvent.type(modal.getByLabelText(fr.AccountAuth.email), email)
  await userEvent.click(modal.getByRole('button', { name: fr.AccountAuth.identifySubmit }))
}

/** The e-mail first (spec §4: the existence check, behind the captcha). */
export const Email: Story = { globals: desktop }
export const EmailMobile: Story = { globals: mobile }

/** An unknown e-mail: the guest order form, its e-mail filled; on to the checkout, details kept. */
export const UnknownEmail: Story = {
  globals: desktop,
  play: async ({ args }) => {
    await identify('nouveau@exemple.fr')
    const form = within(await dialog(t.guestTitle))
    await expect(form.getByLabelText(t.email)).toHaveValue('nouveau@exemple.fr')
    await expect(form.queryByLabelText(fr.AccountArea.street)).toBeNull()
    await userEvent.type(form.getByLabelText(fr.AccountArea.firstName), 'Léa')
    await userEvent.type(form.getByLabelText(fr.AccountArea.lastName), 'Roux')
    await userEvent.click(form.getByRole('button', { name: t.submit }))
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith(CHECKOUT))
    await expect(readRedeemDetails()).toEqual({
      firstName: 'Léa',
      lastName: 'Roux',
      email: 'nouveau@exemple.fr',
      address: null,
    })
  },
}

/** Posted cards: the guest order form asks where they go, under the checkout's rules. */
export const GuestWithAddress: Story = {
  globals: desktop,
  args: { view: 'guest', needsAddress: true },
  play: async ({ args }) => {
    const form = within(await dialog(t.guestTitle))
    await expect(form.getByText(t.addressLegend)).toBeVisible()
    await userEvent.click(form.getByRole('button', { name: t.submit }))
    await expect(await form.findByText(fr.Validation.firstNameRequired)).toBeVisible()
    await expect(form.getByText(fr.Validation.streetRequired)).toBeVisible()
    await waitFor(() => expect(form.getByLabelText(fr.AccountArea.firstName)).toHaveFocus())
    await expect(args.navigate).not.toHaveBeenCalled()
  },
}
export const GuestWithAddressMobile: Story = {
  globals: mobile,
  args: { view: 'guest', needsAddress: true },
}

/** A known e-mail logs in inside the modal; the profile's address lets the holder go on. */
export const KnownEmail: Story = {
  globals: desktop,
  play: async ({ args }) => {
    await identify(KNOWN_EMAIL)
    const login = within(await dialog(t.loginTitle))
    await expect(login.getByLabelText(fr.AccountAuth.email)).toHaveValue(KNOWN_EMAIL)
    await userEvent.type(login.getByLabelText(fr.AccountAuth.password), KNOWN_PASSWORD)
    await userEvent.click(login.getByRole('button', { name: fr.AccountAuth.loginSubmit }))
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith(CHECKOUT), { timeout: 5000 })
    await expect(readRedeemDetails()).toMatchObject({ email: KNOWN_EMAIL, firstName: 'Camille' })
  },
}

/** The login view offers ordering as a guest instead. */
export const LoginOrGuest: Story = {
  globals: desktop,
  args: { view: 'login' },
  play: async () => {
    const login = within(await dialog(t.loginTitle))
    await userEvent.click(login.getByRole('button', { name: t.asGuest }))
    await expect(await dialog(t.guestTitle)).toBeVisible()
  },
}
