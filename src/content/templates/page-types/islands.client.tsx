'use client'

import dynamic from 'next/dynamic'

// Any page of the Pages collection may be of any type, so every content route imports every
// template: their interactive parts come through here, each its own chunk, which only a page
// showing it loads (rendered on the server as ever, its chunk preloaded). A widget's islands are
// declared lazy in its routes/content.client.ts: its files are reached only through its entries.

export const GatewayProvider = dynamic(() =>
  import('@/commerce/client/gateway-provider.client').then((module) => module.GatewayProvider),
)

export { AccountHome } from '@/commerce/widgets/account/routes/content.client'
export {
  ActivationForm,
  ActivationStatus,
} from '@/commerce/widgets/activation/routes/content.client'
export { BusinessQuoteSection } from '@/commerce/widgets/business/routes/content.client'
export { Confirmation } from '@/commerce/widgets/checkout/routes/content.client'
export { EnteredNote } from '@/commerce/widgets/doubler/routes/content.client'
export { BlankPacks } from '@/commerce/widgets/orders/routes/content.client'
export {
  BalanceCheck,
  DoublerOffer,
  RedeemFrame,
  RedeemIdentifyModalHost,
  RedeemShop,
} from '@/commerce/widgets/redeem/routes/content.client'

export const PromoPopUp = dynamic(() =>
  import('@/components/promo-pop-up/promo-pop-up.client').then((module) => module.PromoPopUp),
)
