import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import { BusinessFormTemplate } from '@/content/templates/page-types/business-form'
import fr from '@/i18n/messages/fr'

import { captchaTestMode } from '../account/auth-fixtures'
import { setUp } from '../account/auth-frame'
import { mockOrdersGateway } from '../orders/orders-gateway'
import { businessData } from './business-fixtures'
import { desktop, editorsPage, mobile } from './fixtures'

/** The business form page as the store's businessPageV3 toggle (on in the seed) shows it. */
const meta = {
  title: 'Templates/BusinessForm',
  component: BusinessFormTemplate,
  args: {
    data: { locale: 'fr', business: businessData('v3') },
    layout: editorsPage(
      'Cartes cadeaux pour les entreprises',
      'Pour vos salariés et vos clients',
      'Des cartes personnalisées, une facture, un conseiller.',
    ),
  },
  beforeEach: setUp(() => mockOrdersGateway('works'), captchaTestMode),
} satisfies Meta<typeof BusinessFormTemplate>

export default meta
type Story = StoryObj<typeof meta>

/** v3: the product, how it works, and a button that opens the quote form. */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      await page.findByRole('button', { name: fr.Business.openForm }, { timeout: 5000 }),
    ).toBeVisible()
  },
}

export const Mobile: Story = { globals: mobile }

/** No editors' page at /entreprise/: the page's own title and selling points. */
export const WithoutPage: Story = {
  args: { layout: null },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      await page.findByRole('heading', { level: 1, name: fr.Business.title }, { timeout: 5000 }),
    ).toBeVisible()
  },
}
