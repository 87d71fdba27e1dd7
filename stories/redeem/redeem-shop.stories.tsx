import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'

import { RedeemShop } from '@/commerce/widgets/redeem/redeem-shop.client'

import { captchaTestMode } from '../account/auth-fixtures'
import { desktop, mobile, RedeemStoryFrame, withSession } from './redeem-frame'
import { products, texts } from './redeem-fixtures'
import { mockRedeemGateway, type RedeemGatewayMode } from './redeem-gateway'

type Args = { gateway: RedeemGatewayMode; total: number; inSession: boolean }

/** /verifier-solde/resultat/: what is left on top, the cards to choose, the redeem modals. */
function ShopPage(_: Args) {
  return (
    <RedeemStoryFrame title={texts.redeem.shopTitle}>
      <RedeemShop
        texts={texts}
        locale="fr"
        hideCaptchaBadge={false}
        balanceHref="#verifier-solde"
        checkoutHref="#paiement"
        cartHref="#panier"
        infoPath="#info/"
      />
    </RedeemStoryFrame>
  )
}

const meta = {
  title: 'Redeem/RedeemShop',
  component: ShopPage,
  args: { gateway: 'works', total: 4_000, inSession: true },
  argTypes: {
    gateway: { control: 'inline-radio', options: ['works', 'refuses', 'down'] },
    total: { control: { type: 'number', step: 1_000 } },
  },
  beforeEach: ({ args }) => {
    const undo = [
      mockRedeemGateway(args.gateway, args.total),
      captchaTestMode(),
      withSession(args.inSession)(),
    ]
    return () => undo.forEach((fn) => fn())
  },
} satisfies Meta<typeof ShopPage>

export default meta
type Story = StoryObj<typeof meta>

/** Two cards chosen, 60 € left. */
export const Shop: Story = { globals: desktop }
export const ShopMobile: Story = { globals: mobile }
/** Cards above the balance: what is left to pay shows instead. */
export const Shortfall: Story = { globals: desktop, args: { total: 17_000 } }
/** No token in this tab: the way back to the balance check. */
export const NoSession: Story = { globals: desktop, args: { inSession: false } }

/** The gift card modal: 200 € become two cards, said above the amount. */
export const GiftCardModal: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const title = products[0]!.title
    await userEvent.click(await canvas.findByRole('button', { name: `Choisir ${title}` }))
    const dialog = within(await within(document.body).findByRole('dialog', { name: title }))
    const amount = dialog.getByLabelText(texts.redeem.amount)
    await userEvent.clear(amount)
    await userEvent.type(amount, '200')
    await expect(dialog.getByText(/2 cartes/)).toBeVisible()
  },
}

/** A refused choice says why inside the modal. */
export const GiftCardRefused: Story = {
  globals: desktop,
  args: { gateway: 'refuses' },
  play: async ({ canvasElement }) => {
    const title = products[1]!.title
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: `Choisir ${title}` }),
    )
    const dialog = within(await within(document.body).findByRole('dialog', { name: title }))
    await userEvent.click(dialog.getByRole('button', { name: texts.redeem.add }))
    await expect(await dialog.findByRole('alert', {}, { timeout: 5_000 })).toBeVisible()
  },
}

/** The cart modal: the chosen cards, the card's payment, what is left. */
export const CartModal: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole(
        'button',
        { name: /Mon échange \(2\)/ },
        { timeout: 5_000 },
      ),
    )
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: texts.redeem.cartTitle }),
    )
    await expect(dialog.getAllByTestId('redeem-cart-line')).toHaveLength(2)
    await expect(dialog.getByTestId('redeem-remaining-balance')).toHaveTextContent('60')
  },
}

/** 'Ajouter une autre carte' from the cart: number, PIN, captcha. */
export const AddCardModal: Story = {
  globals: desktop,
  play: async (context) => {
    await CartModal.play!(context)
    const body = within(document.body)
    await userEvent.click(body.getByRole('button', { name: texts.redeem.addExtraCard }))
    await expect(
      await body.findByRole('dialog', { name: texts.redeem.addExtraCardTitle }),
    ).toBeVisible()
  },
}

/** 'Bon à savoir': the exchange's rules. */
export const NiceToKnowModal: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: texts.redeem.niceToKnow }),
    )
    await expect(await within(document.body).findByText(texts.redeem.niceToKnowText)).toBeVisible()
  },
}

/** Spec §2 brands modal: one brand ticked and applied narrows the list and its count. */
export const BrandsModal: Story = {
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const t = texts.redeem
    await userEvent.click(await canvas.findByRole('button', { name: t.brands }))
    const dialog = within(await within(document.body).findByRole('dialog', { name: t.brandsTitle }))
    await userEvent.click(await dialog.findByRole('checkbox', { name: 'Maison Lumière (1)' }))
    await userEvent.click(dialog.getByRole('button', { name: t.brandsApply }))
    const chosen = await canvas.findByRole('button', { name: 'Marques (1)' })
    await expect(await canvas.findByRole('heading', { name: '1 cartes à choisir' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: `Choisir ${products[1]!.title}` })).toBeNull()
    await waitFor(() => expect(chosen).toHaveFocus())
  },
}
