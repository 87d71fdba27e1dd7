import {
  type Existence,
  type IdentifyStep,
  nextIdentifyStep,
} from '@/commerce/domain/account/identify-flow'

import type { RedeemOrderView } from '../shop-data'

/** The steps of the redeem guest order modal: the e-mail, the login, the guest order form. */
export type RedeemIdentifyView = 'email' | 'login' | 'guest'

/** Where the redeem identify flow goes next: on to the redeem checkout, or a view of its modal. */
export type RedeemIdentifyNext = { checkout: true } | { view: RedeemIdentifyView }

export type RedeemIdentifyFacts = {
  loggedIn: boolean
  existence: Existence
  /** The logged-in profile has a post code (spec §4): its address can take posted cards. */
  profileHasPostCode: boolean
  /** A chosen card is posted without a receiver of its own: the holder's address is needed. */
  needsPhysicalAddress: boolean
}

const views: Partial<Record<IdentifyStep, RedeemIdentifyView>> = {
  identifyModal: 'email',
  loginModal: 'login',
  loginPage: 'login',
  guestOrderModal: 'guest',
  guestDeliveryModal: 'guest',
  // Spec §4 sends an answer without data to the register page; in redeem that would leave the
  // exchange, so the holder goes on as a guest.
  registerPage: 'guest',
  guestOrdering: 'guest',
}

/**
 * Spec §4 identify flow on redeem pages, where the e-mail is always asked first (the modal):
 * logged in goes on unless posted cards need an address the profile lacks; a known e-mail logs
 * in inside the modal; an unknown one fills the guest order form (with the address if needed).
 */
export function redeemIdentifyNext(facts: RedeemIdentifyFacts): RedeemIdentifyNext {
  const step = nextIdentifyStep({ ...facts, orderModalAuth: true, redeem: true })
  const view = views[step]
  return view ? { view } : { checkout: true }
}

/** Posted cards without a receiver of their own go to the holder (spec §2 redeem checkout). */
export const needsPhysicalAddress = (order: RedeemOrderView | null | undefined): boolean =>
  order?.shipments.some(
    (shipment) =>
      shipment.deliveryType === 'PHYSICAL' && shipment.packages.some((item) => !item.receiver),
  ) ?? false
