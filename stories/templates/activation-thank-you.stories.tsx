import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import { ActivationThankYouTemplate } from '@/content/templates/page-types/activation-thank-you'
import fr from '@/i18n/messages/fr'

import { caller, withQuery } from '../account/auth-fixtures'
import { setUp } from '../account/auth-frame'
import { mockActivationGateway } from '../activation/activation-gateway'
import { desktop, editorsPage, mobile } from './fixtures'

const meta = {
  title: 'Templates/ActivationThankYou',
  component: ActivationThankYouTemplate,
  args: {
    data: {
      title: fr.Templates.activationThanksTitle,
      caller,
      texts: fr.Activation,
      activationHref: '#activer',
    },
    layout: editorsPage('Carte activée', 'Merci !', 'Votre demande d’activation est bien reçue.'),
  },
  beforeEach: setUp(mockActivationGateway, () =>
    withQuery('order', '2f1c7d1e-4b7a-4d55-9a53-8c1f0f4e9d10'),
  ),
} satisfies Meta<typeof ActivationThankYouTemplate>

export default meta
type Story = StoryObj<typeof meta>

/** Back from a paid activation: the editors' page, then the payment's outcome. */
export const Paid: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText(fr.Activation.paid, {}, { timeout: 5000 })).toBeVisible()
  },
}

export const Mobile: Story = { globals: mobile }
