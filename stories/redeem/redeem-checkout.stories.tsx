import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'

import { checkoutTexts } from '@/commerce/widgets/checkout/texts'
import { RedeemCheckout } from '@/commerce/widgets/redeem/redeem-checkout.client'
import { RedeemConfirmation } from '@/commerce/widgets/redeem/redeem-confirmation.client'
import fr from '@/i18n/messages/fr'

import { desktop, mobile, RedeemStoryFrame, withSession } from './redeem-frame'
import { redeemOrder, texts } from './redeem-fixtures'
import { mockRedeemGateway } from './redeem-gateway'

type Args = { total: number; placed: boolean }

/** /verifier-solde/paiement/: details, payment only for a shortfall, terms, the summary. */
function CheckoutPage({ placed }: Args) {
  return (
    <RedeemStoryFrame title={texts.checkout.title}>
      {placed ? (
        <RedeemConfirmation uuid={redeemOrder().uuid} texts={texts} />
      ) : (
        <RedeemCheckout
          texts={texts}
          checkoutTexts={checkoutTexts(fr)}
          locale="fr"
          storeCountry="FR"
          termsHref="#cgv"
          shopHref="#resultat"
          balanceHref="#verifier-solde"
        />
      )}
    </RedeemStoryFrame>
  )
}

const meta = {
  title: 'Redeem/RedeemCheckout',
  component: CheckoutPage,
  args: { total: 4_000, placed: false },
  beforeEach: ({ args }) => {
    const undo = [
      mockRedeemGateway('works', args.total, args.placed ? 'COMPLETED' : 'cart'),
      withSession(true)(),
    ]
    return () => undo.forEach((fn) => fn())
  },
} satisfies Meta<typeof CheckoutPage>

export default meta
type Story = StoryObj<typeof meta>

/** The cards pay it all: no payment method is asked. */
export const PaidByCards: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const form = within(
      await within(canvasElement).findByRole(
        'form',
        { name: texts.checkout.title },
        { timeout: 5_000 },
      ),
    )
    await expect(form.queryByRole('radio', { name: /Carte bancaire/ })).toBeNull()
    await expect(form.getByRole('button', { name: texts.checkout.place })).toBeVisible()
  },
}
export const PaidByCardsMobile: Story = { globals: mobile }

/** 170 € of cards on 100 €: the payment methods and 'Confirmer et payer 70 €'. */
export const Shortfall: Story = {
  globals: desktop,
  args: { total: 17_000 },
  play: async ({ canvasElement }) => {
    const form = within(
      await within(canvasElement).findByRole(
        'form',
        { name: texts.checkout.title },
        { timeout: 5_000 },
      ),
    )
    await expect(form.getByRole('radio', { name: /Carte bancaire/ })).toBeVisible()
    await expect(form.getByRole('button', { name: /70/ })).toBeVisible()
  },
}

/** Sent empty: each field says what is missing, the terms too. */
export const Errors: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const form = within(
      await within(canvasElement).findByRole(
        'form',
        { name: texts.checkout.title },
        { timeout: 5_000 },
      ),
    )
    await userEvent.click(form.getByRole('button', { name: texts.checkout.place }))
    await expect(await form.findByText(fr.Validation.termsRequired)).toBeVisible()
  },
}

/** The placed order (order(uuid)): thanks and the summary. */
export const Confirmation: Story = { globals: desktop, args: { placed: true } }
