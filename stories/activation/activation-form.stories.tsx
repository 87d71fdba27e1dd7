import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'

import { ActivationForm } from '@/commerce/widgets/activation/activation-form.client'
import { activationTexts } from '@/commerce/widgets/activation/texts'
import fr from '@/i18n/messages/fr'

import { captchaTestMode, withQuery } from '../account/auth-fixtures'
import { AuthFrame, setUp } from '../account/auth-frame'
import { ACTIVE_CARD, mockActivationGateway } from './activation-gateway'

const t = fr.Activation

/** The activation form (/activer/): number, amount, e-mail twice, payment method, terms, captcha. */
const meta = {
  title: 'Activation/Form',
  component: ActivationForm,
  args: {
    texts: activationTexts(fr),
    language: 'fr',
    termsHref: '/cgv/',
    hideCaptchaBadge: false,
    navigate: fn(),
  },
  decorators: [
    (Story) => (
      <AuthFrame title={t.formTitle}>
        <p>{t.promise}</p>
        <Story />
      </AuthFrame>
    ),
  ],
  beforeEach: setUp(mockActivationGateway, captchaTestMode),
} satisfies Meta<typeof ActivationForm>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

/** Sent empty: each field says what it needs. */
export const Invalid: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(await page.findByRole('button', { name: t.submit }))
    await expect(await page.findByText(fr.Validation.cardNumberRequired)).toBeVisible()
    await expect(page.getByText(fr.Validation.termsRequired)).toBeVisible()
  },
}

const fill = async (canvasElement: HTMLElement, cardNumber: string) => {
  const page = within(canvasElement)
  await userEvent.type(await page.findByLabelText(t.cardNumber), cardNumber)
  // 50 €, not 150 €.
  await userEvent.click(page.getByRole('radio', { name: /^50\D/ }))
  await userEvent.type(page.getByLabelText(t.email), 'camille@exemple.fr')
  await userEvent.type(page.getByLabelText(t.emailConfirmation), 'camille@exemple.fr')
  await userEvent.click(page.getByRole('radio', { name: 'Carte bancaire' }))
  // The terms' box (the captcha widget has a checkbox of its own).
  await userEvent.click(page.getByRole('checkbox', { name: /conditions générales/i }))
  await userEvent.click(page.getByRole('button', { name: t.submit }))
}

/** A card that cannot be activated: the generic failure on the number. */
export const CardRefused: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, ACTIVE_CARD)
    const page = within(canvasElement)
    await expect(
      await page.findByText(fr.ActivationErrors.failed, {}, { timeout: 5000 }),
    ).toBeVisible()
  },
}

/** Filled in well: the payer goes to the payment page. */
export const ToPayment: Story = {
  play: async ({ canvasElement, args }) => {
    await fill(canvasElement, '6280452123456769012')
    await waitFor(
      () => expect(args.navigate).toHaveBeenCalledWith('/api/payments/local/loc_story/'),
      { timeout: 5000 },
    )
  },
}

/** Back from a failed payment (`?error=2073`): the card was not loaded. */
export const PaymentFailed: Story = {
  beforeEach: () => withQuery('error', '2073'),
}
