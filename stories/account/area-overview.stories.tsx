import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'

import type { AccountUserFragment } from '@/commerce/client/generated/graphql'
import { Overview } from '@/commerce/widgets/account/area/overview.client'
import fr from '@/i18n/messages/fr'

import { AreaPageFrame, atelier, camille, desktop, mobile, widgetProps } from './area-fixtures'
import { type AreaGatewayMode, mockAreaGateway } from './area-gateway'

type Args = { gateway: AreaGatewayMode; customer: AccountUserFragment }

/** /compte/apercu/: the account navigation and the overview on a mocked gateway. */
function OverviewPage(_: Args) {
  return (
    <AreaPageFrame page="overview">
      <Overview {...widgetProps} />
    </AreaPageFrame>
  )
}

const meta = {
  title: 'Account/Area/Overview',
  component: OverviewPage,
  args: { gateway: 'works', customer: camille },
  argTypes: {
    gateway: { control: 'inline-radio', options: ['works', 'refuses', 'down'] },
    customer: { control: false },
  },
  beforeEach: ({ args }) => mockAreaGateway(args.gateway, args.customer),
} satisfies Meta<typeof OverviewPage>

export default meta
type Story = StoryObj<typeof meta>

/** A private customer: greeting, profile, own address, two addresses in the book, security. */
export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText(/^Bonjour Camille/)).toBeVisible()
    // The number is formatted once libphonenumber's metadata has loaded, after the page.
    await expect(await page.findByText('+33 6 12 34 56 78')).toBeVisible()
    await expect(page.getByText('2 adresses enregistrées.')).toBeVisible()
    const current = page.getByRole('link', { name: fr.AccountArea.overview })
    await expect(current).toHaveAttribute('aria-current', 'page')
  },
}

/** The navigation becomes a row of tabs that scrolls sideways. */
export const Mobile: Story = { ...Desktop, globals: mobile }

/** A business customer with no phone and no address yet: the company's numbers show. */
export const Business: Story = {
  globals: desktop,
  args: { customer: atelier },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(await page.findByText('FR44732829320')).toBeVisible()
    await expect(page.getByText(fr.AccountArea.noMainAddress)).toBeVisible()
    await expect(page.getByText(fr.AccountArea.addressCountNone)).toBeVisible()
  },
}

/** The gateway is down: say so and offer to ask again. */
export const LoadFailed: Story = {
  globals: desktop,
  args: { gateway: 'down' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement)
    await expect(
      await page.findByText(fr.AccountArea.loadFailed, {}, { timeout: 5000 }),
    ).toBeVisible()
  },
}
