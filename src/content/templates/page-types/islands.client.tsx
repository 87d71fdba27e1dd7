'use client'

import dynamic from 'next/dynamic'

// Any page of the Pages collection may be of any type, so every content route imports every
// template: their interactive parts come through here, each its own chunk, which only a page
// showing it loads (rendered on the server as ever, its chunk preloaded).

export const GatewayProvider = dynamic(() =>
  import('@/commerce/client/gateway-provider.client').then((module) => module.GatewayProvider),
)

export const ActivationForm = dynamic(() =>
  import('@/commerce/widgets/activation/activation-form.client').then(
    (module) => module.ActivationForm,
  ),
)

export const ActivationStatus = dynamic(() =>
  import('@/commerce/widgets/activation/activation-status.client').then(
    (module) => module.ActivationStatus,
  ),
)

export const BlankPacks = dynamic(() =>
  import('@/commerce/widgets/orders/blank-packs.client').then((module) => module.BlankPacks),
)

export const BusinessQuoteSection = dynamic(() =>
  import('@/commerce/widgets/business/business-page').then((module) => module.BusinessQuoteSection),
)

export const Confirmation = dynamic(() =>
  import('@/commerce/widgets/checkout/confirmation.client').then((module) => module.Confirmation),
)

export const AccountHome = dynamic(() =>
  import('@/commerce/widgets/account/area/account-home.client').then(
    (module) => module.AccountHome,
  ),
)

export const EnteredNote = dynamic(() =>
  import('@/commerce/widgets/doubler/entered-note.client').then((module) => module.EnteredNote),
)

export const RedeemFrame = dynamic(() =>
  import('@/commerce/widgets/redeem/redeem-frame').then((module) => module.RedeemFrame),
)

export const BalanceCheck = dynamic(() =>
  import('@/commerce/widgets/redeem/balance-check.client').then((module) => module.BalanceCheck),
)

export const RedeemShop = dynamic(() =>
  import('@/commerce/widgets/redeem/redeem-shop.client').then((module) => module.RedeemShop),
)

export const DoublerOffer = dynamic(() =>
  import('@/commerce/widgets/redeem/doubler/doubler-offer.client').then(
    (module) => module.DoublerOffer,
  ),
)

export const RedeemIdentifyModalHost = dynamic(() =>
  import('@/commerce/widgets/redeem/identify/modal-host.client').then(
    (module) => module.RedeemIdentifyModalHost,
  ),
)

export const PromoPopUp = dynamic(() =>
  import('@/components/promo-pop-up/promo-pop-up.client').then((module) => module.PromoPopUp),
)
