import {
  type Existence,
  type IdentifyFacts,
  type IdentifyStep,
  nextIdentifyStep,
} from '@/commerce/domain/account/identify-flow'

import { withCallback } from './callback'
import { GUEST_ORDER_MODAL, IDENTIFY_MODAL } from './ids'
import type { AuthLinks } from './auth-links'

type Links = Pick<AuthLinks, 'checkout' | 'login' | 'register'>

/** Where a step of the cart's identify flow leads: a page, or one of its modals. */
export type CartTarget = { href: string } | { modal: string }

/** The cart's facts of the identify flow (spec §4): never redeem. */
export const cartStep = (
  loggedIn: boolean,
  orderModalAuth: boolean,
  existence: Existence = 'unchecked',
): IdentifyStep => {
  const facts: IdentifyFacts = {
    loggedIn,
    orderModalAuth,
    redeem: false,
    existence,
    profileHasPostCode: false,
    needsPhysicalAddress: false,
  }
  return nextIdentifyStep(facts)
}

/**
 * A step as the cart follows it: on to the checkout, the identify or guest order modal, or the
 * login and register pages with the checkout as their callback (spec §4).
 */
export function cartTarget(step: IdentifyStep, links: Links): CartTarget {
  switch (step) {
    case 'identifyModal':
      return { modal: IDENTIFY_MODAL }
    case 'guestOrderModal':
      return { modal: GUEST_ORDER_MODAL }
    case 'loginPage':
    case 'loginModal':
      return { href: withCallback(links.login, links.checkout) }
    case 'registerPage':
      return { href: withCallback(links.register, links.checkout) }
    default:
      // proceed and guestOrdering; the redeem steps never come up outside redeem.
      return { href: links.checkout }
  }
}
