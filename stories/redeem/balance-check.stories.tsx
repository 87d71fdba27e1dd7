import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'

import { BalanceCheck } from '@/commerce/widgets/redeem/balance-check.client'
import fr from '@/i18n/messages/fr'

import { captchaTestMode } from '../account/auth-fixtures'
import { desktop, mobile, RedeemStoryFrame, withSession } from './redeem-frame'
import { CARD, texts } from './redeem-fixtures'
import { mockRedeemGateway, type RedeemGatewayMode } from './redeem-gateway'

type Args = { gateway: RedeemGatewayMode }

/** /verifier-solde/: number, PIN and captcha; the balance, expiry and movements; 'Échanger'. */
function BalancePage(_: Args) {
  return (
    <RedeemStoryFrame title={texts.balance.title}>
      <BalanceCheck texts={texts} locale="fr" hideCaptchaBadge={false} shopHref="#resultat" />
    </RedeemStoryFrame>
  )
}

const meta = {
  title: 'Redeem/BalanceCheck',
  component: BalancePage,
  args: { gateway: 'works' },
  argTypes: { gateway: { control: 'inline-radio', options: ['works', 'refuses', 'down'] } },
  beforeEach: ({ args }) => {
    const undo = [mockRedeemGateway(args.gateway), captchaTestMode(), withSession(false)()]
    return () => undo.forEach((fn) => fn())
  },
} satisfies Meta<typeof BalancePage>

export default meta
type Story = StoryObj<typeof meta>

const form = (canvas: HTMLElement) =>
  within(within(canvas).getByRole('form', { name: texts.balance.title }))

export const Empty: Story = { globals: desktop }
export const EmptyMobile: Story = { globals: mobile }

/** The number groups itself as typed; an unknown prefix says 'Nous ne connaissons pas ce numéro'. */
export const UnknownPrefix: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await userEvent.type(f.getByLabelText(texts.balance.cardNumber), '1234567890123456789')
    await expect(f.getByLabelText(texts.balance.cardNumber)).toHaveValue('1234 5678 9012 3456 789')
    await userEvent.type(f.getByLabelText(texts.balance.pin), '123456')
    await userEvent.click(f.getByRole('button', { name: texts.balance.submit }))
    await expect(await f.findByText(fr.Validation.cardNumberUnknown)).toBeVisible()
  },
}

/** A good PIN: balance, expiry date, recent movements and the exchange. */
export const Checked: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await userEvent.type(f.getByLabelText(texts.balance.cardNumber), CARD.number)
    await userEvent.type(f.getByLabelText(texts.balance.pin), CARD.pin)
    await userEvent.click(f.getByRole('button', { name: texts.balance.submit }))
    const canvas = within(canvasElement)
    await expect(
      await canvas.findByTestId('card-balance', {}, { timeout: 5_000 }),
    ).toHaveTextContent('100')
    await expect(canvas.getByRole('button', { name: texts.balance.exchange })).toBeVisible()
  },
}

/** A wrong PIN answers like an unknown card (spec §8), on top of the form. */
export const WrongPin: Story = {
  globals: desktop,
  args: { gateway: 'refuses' },
  play: async ({ canvasElement }) => {
    const f = form(canvasElement)
    await userEvent.type(f.getByLabelText(texts.balance.cardNumber), CARD.number)
    await userEvent.type(f.getByLabelText(texts.balance.pin), '000000')
    await userEvent.click(f.getByRole('button', { name: texts.balance.submit }))
    await expect(await f.findByRole('alert', {}, { timeout: 5_000 })).toBeVisible()
  },
}
