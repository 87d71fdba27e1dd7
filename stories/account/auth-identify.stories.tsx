import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'

import {
  IdentifyPage,
  type IdentifyPageProps,
} from '@/commerce/widgets/account/auth/identify-page.client'
import fr from '@/i18n/messages/fr'

import { captchaTestMode, freshSessionStorage, widgetProps } from './auth-fixtures'
import { AuthFrame, setUp } from './auth-frame'
import { KNOWN_EMAIL, mockAccountGateway, NO_DATA_EMAIL } from './auth-gateway-mock'

const t = fr.AccountAuth

/** The account identify page (/compte/): the e-mail and the captcha, then login or register. */
const meta = {
  title: 'Account/Auth/Identify',
  component: IdentifyPage,
  args: widgetProps(),
  decorators: [
    (Story) => (
      <AuthFrame title={t.identifyTitle}>
        <p>{t.identifyIntro}</p>
        <Story />
      </AuthFrame>
    ),
  ],
  beforeEach: setUp(mockAccountGateway, captchaTestMode, freshSessionStorage),
} satisfies Meta<typeof IdentifyPage>

export default meta
type Story = StoryObj<typeof meta>

const identify = async (canvasElement: HTMLElement, email: string) => {
  const page = within(canvasElement)
  await userEvent.type(page.getByLabelText(t.email), email)
  await userEvent.click(page.getByRole('button', { name: t.identifySubmit }))
}

const wentTo = (args: IdentifyPageProps, href: string) =>
  waitFor(() => expect(args.navigate).toHaveBeenCalledWith(href), { timeout: 5000 })

export const Empty: Story = {}

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } }

/** A known e-mail goes on to log in. */
export const KnownEmail: Story = {
  play: async ({ args, canvasElement }) => {
    await identify(canvasElement, KNOWN_EMAIL)
    await wentTo(args, '/compte/se-connecter/')
  },
}

/** An unknown e-mail creates an account; so does an answer without data (spec §4). */
export const UnknownEmail: Story = {
  play: async ({ args, canvasElement }) => {
    await identify(canvasElement, NO_DATA_EMAIL)
    await wentTo(args, '/compte/s-inscrire/')
  },
}

/** Nothing typed: the e-mail is required, and nothing is asked of the gateway. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement)
    await userEvent.click(page.getByRole('button', { name: t.identifySubmit }))
    await expect(await page.findByText(fr.Validation.emailRequired)).toBeVisible()
    await expect(page.getByLabelText(t.email)).toHaveFocus()
    await expect(args.navigate).not.toHaveBeenCalled()
  },
}

/** The gateway is down: the form says so and keeps what was typed. */
export const GatewayDown: Story = {
  beforeEach: () => mockAccountGateway('down'),
  play: async ({ canvasElement }) => {
    await identify(canvasElement, KNOWN_EMAIL)
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 5000 })
    await expect(alert).toHaveTextContent(fr.AccountErrors.generic)
  },
}
