import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'

import { LoginForm } from '@/commerce/widgets/account/auth/login-form.client'
import fr from '@/i18n/messages/fr'

import { captchaTestMode, freshSessionStorage, widgetProps, withQuery } from './auth-fixtures'
import { AuthFrame, setUp } from './auth-frame'
import { KNOWN_EMAIL, KNOWN_PASSWORD, mockAccountGateway } from './auth-gateway-mock'

const t = fr.AccountAuth

/** The login page (/compte/se-connecter/): e-mail, password, captcha. */
const meta = {
  title: 'Account/Auth/Login',
  component: LoginForm,
  args: widgetProps(),
  decorators: [
    (Story) => (
      <AuthFrame title={t.loginTitle}>
        <p>{t.loginIntro}</p>
        <Story />
      </AuthFrame>
    ),
  ],
  beforeEach: setUp(mockAccountGateway, captchaTestMode, freshSessionStorage, () => {
    window.dataLayer = []
    return () => {}
  }),
} satisfies Meta<typeof LoginForm>

export default meta
type Story = StoryObj<typeof meta>

const logIn = async (canvasElement: HTMLElement, password: string) => {
  const page = within(canvasElement)
  await userEvent.type(page.getByLabelText(t.email), KNOWN_EMAIL)
  await userEvent.type(page.getByLabelText(t.password), password)
  await userEvent.click(page.getByRole('button', { name: t.loginSubmit }))
}

export const Empty: Story = {}

/** The e-mail typed at the identify step is there already (spec §4: prefill while pristine). */
export const Prefilled: Story = {
  beforeEach: () => freshSessionStorage({ 'account:prefill-email': KNOWN_EMAIL }),
}

/** A wrong password: the first error of the list shows, and can be dismissed. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    await logIn(canvasElement, 'pas-le-bon')
    const page = within(canvasElement)
    const alert = await page.findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent(fr.AccountErrors.wrongCombination)
    await userEvent.click(page.getByRole('button', { name: t.dismissError }))
    await expect(page.queryByRole('alert')).toBeNull()
  },
}

/** Logged in: the login event, then the callback of the query (the checkout while ordering). */
export const WithCallback: Story = {
  beforeEach: () => withQuery('callback', '/paiement/'),
  play: async ({ args, canvasElement }) => {
    await logIn(canvasElement, KNOWN_PASSWORD)
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/paiement/'), {
      timeout: 5000,
    })
    await expect(window.dataLayer).toContainEqual({ event: 'login', method: 'email' })
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } }
