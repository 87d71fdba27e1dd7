import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'

import { RegisterForm } from '@/commerce/widgets/account/auth/register-form.client'
import fr from '@/i18n/messages/fr'

import { captchaTestMode, freshSessionStorage, widgetProps } from './auth-fixtures'
import { AuthFrame, setUp } from './auth-frame'
import { KNOWN_EMAIL, KNOWN_PASSWORD, mockAccountGateway } from './auth-gateway-mock'

const t = fr.AccountAuth

/** Account creation (/compte/s-inscrire/): private or business, names, e-mail twice, password twice. */
const meta = {
  title: 'Account/Auth/Register',
  component: RegisterForm,
  args: { ...widgetProps(), storeCountry: 'FR', register: fr.CompanyRegisters.siren },
  decorators: [
    (Story) => (
      <AuthFrame title={t.registerTitle}>
        <p>{t.registerIntro}</p>
        <Story />
      </AuthFrame>
    ),
  ],
  beforeEach: setUp(mockAccountGateway, captchaTestMode, freshSessionStorage),
} satisfies Meta<typeof RegisterForm>

export default meta
type Story = StoryObj<typeof meta>

export const Private: Story = {}

/** A business shows its company name, SIREN (the French store's register) and VAT number. */
export const Business: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByRole('radio', { name: t.business }))
    await expect(page.getByLabelText(t.companyName)).toBeVisible()
    await expect(page.getByLabelText(fr.CompanyRegisters.siren.optionalLabel)).toBeVisible()
  },
}

/** Sent empty: each required field says so, and focus goes to the first. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByRole('button', { name: t.registerSubmit }))
    await expect(await page.findByText(fr.Validation.firstNameRequired)).toBeVisible()
    await expect(page.getByLabelText(t.firstName)).toHaveFocus()
    await expect(page.getByText(fr.Validation.passwordRequired)).toBeVisible()
  },
}

/** An e-mail with an account already: the gateway's error lands on the e-mail field. */
export const EmailTaken: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.type(page.getByLabelText(t.firstName), 'Camille')
    await userEvent.type(page.getByLabelText(t.lastName, { exact: true }), 'Martin')
    await userEvent.type(page.getByLabelText(t.email), KNOWN_EMAIL)
    await userEvent.type(page.getByLabelText(t.emailConfirmation), KNOWN_EMAIL)
    await userEvent.type(page.getByLabelText(t.password), KNOWN_PASSWORD)
    await userEvent.type(page.getByLabelText(t.passwordConfirmation), KNOWN_PASSWORD)
    await userEvent.click(page.getByRole('button', { name: t.registerSubmit }))
    await expect(
      await page.findByText(fr.AccountErrors.userExists, {}, { timeout: 5000 }),
    ).toBeVisible()
    await expect(page.getByLabelText(t.email)).toHaveFocus()
  },
}

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } }
