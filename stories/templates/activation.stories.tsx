import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import { activationTexts } from '@/commerce/widgets/activation/texts'
import { ActivationTemplate } from '@/content/templates/page-types/activation'
import fr from '@/i18n/messages/fr'

import { caller, captchaTestMode } from '../account/auth-fixtures'
import { setUp } from '../account/auth-frame'
import { mockActivationGateway } from '../activation/activation-gateway'
import { desktop, editorsPage, mobile } from './fixtures'

const meta = {
  title: 'Templates/Activation',
  component: ActivationTemplate,
  args: {
    data: {
      locale: 'fr',
      caller,
      texts: activationTexts(fr),
      hideCaptchaBadge: false,
      termsHref: '#cgv',
    },
    layout: editorsPage(
      'Activer une carte',
      'Activez votre carte',
      'Saisissez le numéro à 19 chiffres de votre carte et choisissez son montant.',
    ),
  },
  beforeEach: setUp(mockActivationGateway, captchaTestMode),
} satisfies Meta<typeof ActivationTemplate>

export default meta
type Story = StoryObj<typeof meta>

/** The editors' page, then the activation form. */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      await page.findByLabelText(fr.Activation.cardNumber, {}, { timeout: 5000 }),
    ).toBeVisible()
  },
}

export const Mobile: Story = { globals: mobile }

/** No editors' page at /activer/: the form's title is the h1. */
export const WithoutPage: Story = { args: { layout: null } }
