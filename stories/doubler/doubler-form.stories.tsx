import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'

import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import { luhnCheckDigit } from '@/commerce/domain/luhn'
import DoublerForm from '@/commerce/widgets/doubler/doubler-form.client'
import { EnteredNote } from '@/commerce/widgets/doubler/entered-note.client'
import { doublerTexts } from '@/commerce/widgets/doubler/texts'
import fr from '@/i18n/messages/fr'

import { caller, captchaTestMode, freshSessionStorage } from '../account/auth-fixtures'
import { desktop, mobile } from '../orders/orders-fixtures'
import { type DoublerGatewayMode, mockDoublerGateway } from './doubler-gateway'

const body = '628045212345678'.padEnd(18, '9')
const cardNumber = `${body}${luhnCheckDigit(body)}`

type Args = { gateway: DoublerGatewayMode; navigate: (href: string) => void }

/** The doubler entry as /doubler/ shows it, with the thank-you page's note under it. */
function Doubler({ navigate }: Args) {
  return (
    <div className="mx-auto grid max-w-lg gap-6 p-6">
      <GatewayProvider caller={caller}>
        <DoublerForm
          texts={doublerTexts(fr)}
          language="fr"
          hideCaptchaBadge={false}
          termsHref="/cgv/"
          thanksHref="/doubler/merci/"
          navigate={navigate}
        />
      </GatewayProvider>
    </div>
  )
}

const meta = {
  title: 'Doubler/DoublerForm',
  component: Doubler,
  args: { gateway: 'works', navigate: fn() },
  argTypes: { gateway: { control: 'inline-radio', options: ['works', 'entered', 'wrongPin'] } },
  beforeEach: ({ args }) => {
    const undoStorage = freshSessionStorage()
    const undoCaptcha = captchaTestMode()
    const undo = mockDoublerGateway(args.gateway)
    return () => {
      undo()
      undoCaptcha()
      undoStorage()
    }
  },
} satisfies Meta<typeof Doubler>

export default meta
type Story = StoryObj<typeof meta>

const d = fr.Doubler

async function fillIn(canvasElement: HTMLElement) {
  const form = within(canvasElement)
  await userEvent.type(await form.findByLabelText(d.cardNumber), cardNumber)
  await userEvent.type(form.getByLabelText(d.pin), '123456')
  await userEvent.type(form.getByLabelText(d.email), 'lea@example.fr')
  // The terms' box (the captcha widget has a checkbox of its own).
  await userEvent.click(form.getByRole('checkbox', { name: /règlement/i }))
  await userEvent.click(form.getByRole('button', { name: d.submit }))
  return form
}

/** An entry goes on to the thank-you page, which then names the card and the draw's date. */
export const Entered: Story = {
  globals: desktop,
  play: async ({ args, canvasElement }) => {
    await fillIn(canvasElement)
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/doubler/merci/'))
    await expect(window.sessionStorage.getItem('doubler-entry')).toContain('1 février 2027')
  },
}

export const Mobile: Story = { ...Entered, globals: mobile }

/** Missing fields and unticked terms say what is wrong before anything is sent. */
export const Invalid: Story = {
  globals: desktop,
  play: async ({ args, canvasElement }) => {
    const form = within(canvasElement)
    await userEvent.type(await form.findByLabelText(d.cardNumber), '6280452')
    await userEvent.click(form.getByRole('button', { name: d.submit }))
    await expect(await form.findByText(fr.Validation.cardNumberLength)).toBeVisible()
    await expect(form.getByText(fr.DoublerErrors.termsRequired)).toBeVisible()
    await expect(args.navigate).not.toHaveBeenCalled()
  },
}

/** A card already in the draw: the gateway's words, with the draw's date. */
export const AlreadyEntered: Story = {
  globals: desktop,
  args: { gateway: 'entered' },
  play: async ({ canvasElement }) => {
    const form = await fillIn(canvasElement)
    await expect(
      await form.findByText('Cette carte participe déjà au tirage du lundi 1 février 2027.'),
    ).toBeVisible()
  },
}

/** A wrong PIN answers like an unknown number. */
export const WrongPin: Story = {
  globals: desktop,
  args: { gateway: 'wrongPin' },
  play: async ({ canvasElement }) => {
    const form = await fillIn(canvasElement)
    await expect(await form.findByText(fr.CardErrors.unknown)).toBeVisible()
  },
}

/** The thank-you page's note, from the entry kept in this tab. */
export const ThanksNote: StoryObj<{ template: string }> = {
  render: ({ template }) => <EnteredNote template={template} />,
  args: { template: d.entered },
  beforeEach: () =>
    freshSessionStorage({
      'doubler-entry': JSON.stringify({
        lastFour: '4321',
        formattedDrawDate: 'lundi 1 février 2027',
      }),
    }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Votre carte •••• 4321 participe au tirage du lundi 1 février 2027.',
    )
  },
}
