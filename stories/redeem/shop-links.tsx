import type { Meta } from '@storybook/react-vite'
import { userEvent, within } from 'storybook/test'

import type { RedeemOrderViewFragment } from '@/commerce/client/generated/graphql'
import { RedeemConfirmation } from '@/commerce/widgets/redeem/redeem-confirmation.client'
import { RedeemShop } from '@/commerce/widgets/redeem/redeem-shop.client'

import { captchaTestMode } from '../account/auth-fixtures'
import { RedeemStoryFrame, withSession } from './redeem-frame'
import { redeemOrder, texts } from './redeem-fixtures'
import { mockRedeemGateway, type RedeemGatewayMode } from './redeem-gateway'
const eur = (value: number) => ({ currency: 'EUR', value })

/** The brands' links of spec §3 RedeemOrder: a shop to frame, a link, a redirect after 5 s. */
export const SHOP = {
  iframeUrl: 'https://boutique.example/cinema-lumiere/',
  description: 'Valable dans toutes les salles Lumière, en ligne et au guichet.',
  link: { title: 'Le programme de la semaine', url: 'https://cinema.example/programme/' },
  redirectLink: 'https://cinema.example/reserver/',
  redirectTime: 5,
}

/** The first chosen card's brand with every link; `cards` source cards pay for the session. */
export function withShopLinks(cards: 1 | 2) {
  return (order: RedeemOrderViewFragment): RedeemOrderViewFragment => {
    const [shipment] = order.shipments
    const [first, ...others] = shipment?.packages ?? []
    if (!shipment || !first) return order
    const linked = {
      ...first,
      mainProduct: {
        ...first.mainProduct,
        redeemData: {
          title: null,
          description: SHOP.description,
          minimumAvailableCustomAmount: null,
          maximumAvailableCustomAmount: null,
        },
        brand: {
          id: '9',
          title: first.mainProduct.title,
          iframeUrl: SHOP.iframeUrl,
          redirectLink: SHOP.redirectLink,
          redirectTime: SHOP.redirectTime,
          externalProductLink: SHOP.link,
        },
      },
    }
    const second = { id: '8', lastFour: '3456', balance: eur(2_500), value: eur(0) }
    return {
      ...order,
      shipments: [{ ...shipment, packages: [linked, ...others] }, ...order.shipments.slice(1)],
      payments: cards === 2 ? [...order.payments, second] : order.payments,
    }
  }
}

export type ShopLinksArgs = { gateway: RedeemGatewayMode; cards: 1 | 2; placed: boolean }

/** The redeem shop whose first chosen card's brand has a shop, a link and a redirect. */
export function ShopLinksPage({ placed }: ShopLinksArgs) {
  return (
    <RedeemStoryFrame title={texts.redeem.shopTitle}>
      {placed ? (
        <RedeemConfirmation uuid={redeemOrder().uuid} texts={texts} />
      ) : (
        <RedeemShop
          texts={texts}
          locale="fr"
          hideCaptchaBadge={false}
          balanceHref="#verifier-solde"
          checkoutHref="#paiement"
          cartHref="#panier"
          infoPath="#info/"
        />
      )}
    </RedeemStoryFrame>
  )
}

/** The page's arguments and gateway: the linked order, in a session or placed. */
export const shopLinksMeta = {
  component: ShopLinksPage,
  args: { gateway: 'works', cards: 2, placed: false },
  beforeEach: ({ args }) => {
    const status = args.placed ? 'COMPLETED' : 'cart'
    const undo = [
      mockRedeemGateway(args.gateway, 4_000, status, withShopLinks(args.cards)),
      captchaTestMode(),
      withSession(!args.placed)(),
    ]
    return () => undo.forEach((fn) => fn())
  },
} satisfies Omit<Meta<typeof ShopLinksPage>, 'title'>

export const body = () => within(document.body)

/** Opens the cart modal (two cards chosen). */
export async function openCart(canvasElement: HTMLElement) {
  const button = await within(canvasElement).findByRole(
    'button',
    { name: /Mon échange \(2\)/ },
    { timeout: 5_000 },
  )
  await userEvent.click(button)
  return within(await body().findByRole('dialog', { name: texts.redeem.cartTitle }))
}
