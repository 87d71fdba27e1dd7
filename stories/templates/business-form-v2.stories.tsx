import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import { BusinessFormTemplate } from '@/content/templates/page-types/business-form'
import fr from '@/i18n/messages/fr'

import { captchaTestMode } from '../account/auth-fixtures'
import { setUp } from '../account/auth-frame'
import { mockOrdersGateway } from '../orders/orders-gateway'
import { businessData } from './business-fixtures'
import { desktop, editorsPage, mobile } from './fixtures'

/** Business form v2: whatever the store's toggle, the quote form sits beside the steps. */
const meta = {
  title: 'Templates/BusinessFormV2',
  component: BusinessFormTemplate,
  args: {
    data: { locale: 'fr', business: businessData('v2') },
    layout: editorsPage(
      'Offre entreprise',
      'Votre devis en 24 heures',
      'De 50 à 2 000 cartes, personnalisées à vos couleurs.',
    ),
  },
  beforeEach: setUp(() => mockOrdersGateway('works'), captchaTestMode),
} satisfies Meta<typeof BusinessFormTemplate>

export default meta
type Story = StoryObj<typeof meta>

/** The quote form in its column, the product preselected. */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      await page.findByRole('heading', { name: fr.Business.formTitle }, { timeout: 5000 }),
    ).toBeVisible()
    await expect(
      await page.findByLabelText(fr.Business.product, {}, { timeout: 10000 }),
    ).toHaveValue('5')
  },
}

export const Mobile: Story = { globals: mobile }
