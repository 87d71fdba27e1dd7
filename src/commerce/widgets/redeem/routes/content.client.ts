'use client'

import dynamic from 'next/dynamic'

/** The content route's islands of the Redeem widget, each its own chunk (see islands.client.tsx). */
export const RedeemFrame = dynamic(() =>
  import('../redeem-frame').then((module) => module.RedeemFrame),
)

export const BalanceCheck = dynamic(() =>
  import('../balance-check.client').then((module) => module.BalanceCheck),
)

export const RedeemShop = dynamic(() =>
  import('../redeem-shop.client').then((module) => module.RedeemShop),
)

export const DoublerOffer = dynamic(() =>
  import('../doubler/doubler-offer.client').then((module) => module.DoublerOffer),
)

export const RedeemIdentifyModalHost = dynamic(() =>
  import('../identify/modal-host.client').then((module) => module.RedeemIdentifyModalHost),
)
