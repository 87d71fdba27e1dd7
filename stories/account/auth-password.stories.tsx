import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'

import { ForgotPasswordForm } from '@/commerce/widgets/account/auth/forgot-password-form.client'
import { ForgotPasswordSent } from '@/commerce/widgets/account/auth/forgot-password-sent.client'
import { NewPasswordForm } from '@/commerce/widgets/account/auth/new-password-form.client'
import fr from '@/i18n/messages/fr'

import { captchaTestMode, freshSessionStorage, widgetProps, withQuery } from './auth-fixtures'
import { AuthFrame, setUp } from './auth-frame'
import { KNOWN_EMAIL, KNOWN_PASSWORD, mockAccountGateway } from './auth-gateway-mock'

const t = fr.AccountAuth

type Props = ReturnType<typeof widgetProps> & { step: 'forgot' | 'sent' | 'new' }

/** The three password pages: forgot password, its success, and the new password of the link. */
function PasswordPages({ step, ...props }: Props) {
  if (step === 'sent') {
    return (
      <AuthFrame title={t.forgotSuccessTitle}>
        <ForgotPasswordSent
          text={t.forgotSuccessText}
          textWithoutEmail={t.forgotSuccessTextNoEmail}
        />
        <p>{t.forgotSuccessHint}</p>
      </AuthFrame>
    )
  }
  if (step === 'new') {
    return (
      <AuthFrame title={t.newPasswordTitle}>
        <NewPasswordForm texts={props.texts} links={props.links} navigate={props.navigate} />
      </AuthFrame>
    )
  }
  return (
    <AuthFrame title={t.forgotTitle}>
      <p>{t.forgotIntro}</p>
      <ForgotPasswordForm {...props} />
    </AuthFrame>
  )
}

const meta = {
  title: 'Account/Auth/Password',
  component: PasswordPages,
  args: { ...widgetProps(), step: 'forgot' },
  argTypes: { step: { control: 'inline-radio', options: ['forgot', 'sent', 'new'] } },
  beforeEach: setUp(mockAccountGateway, captchaTestMode, freshSessionStorage),
} satisfies Meta<typeof PasswordPages>

export default meta
type Story = StoryObj<typeof meta>

/** The link goes out; the success page will name the e-mail. */
export const Forgot: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.type(page.getByLabelText(t.email), KNOWN_EMAIL)
    await userEvent.click(page.getByRole('button', { name: t.forgotSubmit }))
    await waitFor(
      () => expect(args.navigate).toHaveBeenCalledWith('/compte/mot-de-passe-oublie/succes/'),
      { timeout: 5000 },
    )
  },
}

/** No account for that e-mail: the form says so. */
export const ForgotUnknown: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.type(page.getByLabelText(t.email), 'personne@exemple.fr')
    await userEvent.click(page.getByRole('button', { name: t.forgotSubmit }))
    const alert = await page.findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent(fr.AccountErrors.noUser)
  },
}

export const Sent: Story = {
  args: { step: 'sent' },
  beforeEach: () => freshSessionStorage({ 'account:forgot-password-email': KNOWN_EMAIL }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/camille@exemple\.fr/)).toBeVisible()
  },
}

/** The e-mailed link opened: the new password twice; an expired link asks for a new one. */
export const NewPassword: Story = {
  args: { step: 'new' },
  beforeEach: () => withQuery('token', 'a'.repeat(43)),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.type(page.getByLabelText(t.newPassword), KNOWN_PASSWORD)
    await userEvent.type(page.getByLabelText(t.passwordConfirmation), KNOWN_PASSWORD)
    await userEvent.click(page.getByRole('button', { name: t.newPasswordSubmit }))
    const alert = await page.findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent(fr.AccountErrors.resetLinkInvalid)
    await expect(page.getByRole('link', { name: t.forgotAgain })).toBeVisible()
  },
}

/** A link cut short: no form, a way to ask for a new one. */
export const NewPasswordLinkMissing: Story = {
  args: { step: 'new' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t.newPasswordLinkMissing)).toBeVisible()
  },
}
