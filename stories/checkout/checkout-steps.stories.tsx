import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'

import type { CartOrder } from '@/commerce/client/cart-order'
import { Checkout } from '@/commerce/widgets/checkout/checkout.client'
import { forgetCheckout } from '@/commerce/widgets/checkout/storage'
import fr from '@/i18n/messages/fr'

import { type CheckoutGatewayMode, mockCheckoutGateway } from './checkout-gateway'
import { digitalOrder, mixedOrder, texts } from './fixtures'
import { CheckoutFrame, desktop, mobile } from './frame'

type Args = { gateway: CheckoutGatewayMode; order: CartOrder }

/** /paiement/: the three steps and the order summary, on a mocked gateway. */
function CheckoutPage(_: Args) {
  return (
    <CheckoutFrame title={texts.title}>
      <Checkout
        locale="fr"
        texts={texts}
        storeCountry="FR"
        hideCaptchaBadge
        retryPaymentPage
        termsHref="#cgv"
        cartHref="#panier"
        giftCardsHref="#cartes-cadeaux"
        checkoutHref="#paiement"
        // As when the page's render could not read them: asked of the mocked gateway.
        serverCheckout={null}
      />
    </CheckoutFrame>
  )
}

const meta = {
  title: 'Checkout/Steps',
  component: CheckoutPage,
  args: { gateway: 'works', order: digitalOrder },
  argTypes: {
    gateway: { control: 'inline-radio', options: ['works', 'refuses', 'down'] },
    order: { control: false },
  },
  beforeEach: ({ args }) => {
    forgetCheckout()
    return mockCheckoutGateway(args.gateway, args.order)
  },
} satisfies Meta<typeof CheckoutPage>

export default meta
type Story = StoryObj<typeof meta>

const form = async (canvas: HTMLElement) =>
  within(await within(canvas).findByRole('form', { name: texts.title }))

async function fillDetails(canvas: HTMLElement) {
  const details = await form(canvas)
  await userEvent.type(details.getByLabelText(fr.AccountArea.firstName), 'Camille')
  await userEvent.type(details.getByLabelText(fr.AccountArea.lastName), 'Durand')
  await userEvent.type(details.getByLabelText(texts.email), 'camille@example.fr')
  await userEvent.type(details.getByLabelText(fr.AccountArea.street), 'rue de la Paix')
  await userEvent.type(details.getByLabelText(fr.AccountArea.houseNumber), '12')
  await userEvent.type(details.getByLabelText(fr.AccountArea.postCode), '75002')
  await userEvent.type(details.getByLabelText(fr.AccountArea.city), 'Paris')
  return details
}

/** Step 1 open, the others waiting. */
export const Details: Story = { globals: desktop }
export const DetailsMobile: Story = { globals: mobile }

/** 'Continuer' on empty fields: each says what is missing, focus on the first. */
export const DetailsErrors: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const details = await form(canvasElement)
    await userEvent.click(details.getByRole('button', { name: texts.continue }))
    // The rules run asynchronously: focus moves once they have answered.
    await waitFor(() => expect(details.getByLabelText(fr.AccountArea.firstName)).toHaveFocus())
    await expect(details.getByLabelText(fr.AccountArea.firstName)).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  },
}

/** A business buyer: company, SIREN, VAT number and reference are asked. */
export const Business: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const details = await form(canvasElement)
    await userEvent.click(details.getByRole('radio', { name: fr.AccountArea.business }))
    await expect(details.getByLabelText(fr.CompanyRegisters.siren.label)).toBeVisible()
    await expect(details.getByLabelText(texts.referenceNumber)).toBeVisible()
  },
}

/** Step 2 with a posted card for the buyer: the delivery address and registered mail. */
export const Shipping: Story = {
  globals: desktop,
  args: { order: mixedOrder },
  play: async ({ canvasElement }) => {
    const details = await fillDetails(canvasElement)
    await userEvent.click(details.getByRole('button', { name: texts.continue }))
    await expect(await details.findByRole('checkbox', { name: texts.sameAsBilling })).toBeChecked()
  },
}

/** Step 3: the methods as one radio group, the terms, 'Payer'. */
export const Payment: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const details = await fillDetails(canvasElement)
    await userEvent.click(details.getByRole('button', { name: texts.continue }))
    await userEvent.click(await details.findByRole('button', { name: texts.continue }))
    await expect(await details.findByRole('radio', { name: /Carte bancaire/ })).toBeVisible()
  },
}

/**
 * 'Payer' refused by the gateway on the postal code (spec §8: bad input goes on its field): the
 * shut 'Vos coordonnées' step opens again, the field says why and has the focus.
 */
export const Refused: Story = {
  globals: desktop,
  args: { gateway: 'refuses' },
  play: async (context) => {
    await Payment.play?.(context)
    const details = await form(context.canvasElement)
    await userEvent.click(details.getByRole('radio', { name: /Carte bancaire/ }))
    await userEvent.click(details.getByRole('checkbox', { name: /conditions/ }))
    await userEvent.click(details.getByRole('button', { name: /^Payer/ }))
    const postCode = await details.findByLabelText(fr.AccountArea.postCode)
    await waitFor(() => expect(postCode).toHaveFocus())
    await expect(postCode).toHaveAccessibleDescription(/Code postal inconnu/)
  },
}

/** The cart or the checkout info did not load. */
export const GatewayDown: Story = { globals: desktop, args: { gateway: 'down' } }
