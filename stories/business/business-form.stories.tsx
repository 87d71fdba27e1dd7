import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'

import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import QuoteForm from '@/commerce/widgets/business/quote-form.client'
import { quoteTexts } from '@/commerce/widgets/business/texts'
import fr from '@/i18n/messages/fr'

import { captchaTestMode } from '../account/auth-fixtures'
import { type OrdersGatewayMode, mockOrdersGateway } from '../orders/orders-gateway'
import { caller, desktop, mobile } from '../orders/orders-fixtures'

type Args = { gateway: OrdersGatewayMode; productId: string | null }

const products = [
  { id: '12', title: 'Bistrot du Port' },
  { id: '13', title: 'Accrobranche Express' },
]

/** The quote request ('business PDP form') as the v2 side column shows it. */
function BusinessForm({ productId }: Args) {
  return (
    <div className="mx-auto max-w-lg p-6">
      <GatewayProvider caller={caller}>
        <QuoteForm
          texts={quoteTexts(fr)}
          language="fr"
          hideCaptchaBadge={false}
          products={products}
          productId={productId}
        />
      </GatewayProvider>
    </div>
  )
}

const meta = {
  title: 'Business/QuoteForm',
  component: BusinessForm,
  args: { gateway: 'works', productId: '12' },
  argTypes: { gateway: { control: 'inline-radio', options: ['works', 'refuses'] } },
  beforeEach: ({ args }) => {
    const undoCaptcha = captchaTestMode()
    const undo = mockOrdersGateway(args.gateway)
    return () => {
      undo()
      undoCaptcha()
    }
  },
} satisfies Meta<typeof BusinessForm>

export default meta
type Story = StoryObj<typeof meta>

const b = fr.Business

async function fillIn(canvasElement: HTMLElement) {
  const form = within(canvasElement)
  await userEvent.type(form.getByLabelText(b.companyName), 'Atelier Lumière')
  await userEvent.type(form.getByLabelText(b.contactName), 'Camille Martin')
  await userEvent.type(form.getByLabelText(b.email), 'camille@atelier.fr')
  await userEvent.type(form.getByLabelText(b.quantity), '250')
  await userEvent.type(form.getByLabelText(b.amount), '25')
  await userEvent.click(form.getByRole('button', { name: b.submit }))
  return form
}

/** The product of the page is preselected; a sent request says when we call back. */
export const Sent: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const form = within(canvasElement)
    await expect(form.getByLabelText(b.product)).toHaveValue('12')
    await fillIn(canvasElement)
    await expect(await form.findByText(b.success)).toBeVisible()
  },
}

export const Mobile: Story = { ...Sent, globals: mobile }

/** Empty fields say what is missing; an amount with cents is refused. */
export const Invalid: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const form = within(canvasElement)
    await userEvent.type(form.getByLabelText(b.amount), '25,50')
    await userEvent.click(form.getByRole('button', { name: b.submit }))
    await expect(await form.findByText(fr.Validation.companyNameRequired)).toBeVisible()
    await expect(form.getByText(fr.Validation.amountWhole)).toBeVisible()
  },
}

/** The gateway's refusal lands on its field. */
export const Refused: Story = {
  globals: desktop,
  args: { gateway: 'refuses' },
  play: async ({ canvasElement }) => {
    const form = await fillIn(canvasElement)
    await expect(await form.findByText('Nous ne livrons pas ce domaine.')).toBeVisible()
  },
}
