import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import { UserHomeTemplate } from '@/content/templates/page-types/user-home'
import fr from '@/i18n/messages/fr'

import { caller, camille, hrefs, texts } from '../account/area-fixtures'
import { mockAreaGateway } from '../account/area-gateway'
import { mockOrdersGateway } from '../orders/orders-gateway'
import { desktop, editorsPage, mobile } from './fixtures'

const meta = {
  title: 'Templates/UserHome',
  component: UserHomeTemplate,
  args: {
    data: {
      locale: 'fr',
      caller,
      texts,
      hrefs,
      identify: {
        href: '#compte',
        prompt: fr.Templates.accountPrompt,
        label: fr.Account.identify,
      },
    },
    layout: editorsPage(
      'Mon compte',
      'Bienvenue',
      'Retrouvez vos commandes, vos données et votre carnet d’adresses.',
    ),
  },
} satisfies Meta<typeof UserHomeTemplate>

export default meta
type Story = StoryObj<typeof meta>

/** A signed-in customer: the account overview under the editors' page. */
export const SignedIn: Story = {
  globals: desktop,
  beforeEach: () => mockAreaGateway('works', camille),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText(/Bonjour Camille/, {}, { timeout: 5000 })).toBeVisible()
  },
}

/** A visitor stays on the page, invited to sign in (and come back). */
export const Visitor: Story = {
  globals: mobile,
  beforeEach: () => mockOrdersGateway('guest'),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    const identify = await page.findByRole('link', { name: fr.Account.identify }, { timeout: 5000 })
    await expect(identify).toHaveAttribute('href', '#compte')
  },
}
