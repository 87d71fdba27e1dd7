/**
 * The identify flow of spec §4: who may go on to the checkout, and which modal or page asks the
 * shopper who they are first. Pure: the cart's order button and the redeem shop read the facts
 * they know and act on the step.
 */

/** What checkUserExist answered: a known e-mail, an unknown one, or an answer without data. */
export type Existence = 'unchecked' | 'known' | 'unknown' | 'noData'

export type IdentifyFacts = {
  /** A profile is loaded (spec §6: logged in is true when a profile is loaded). */
  loggedIn: boolean
  /** The store's 'order-modal auth' toggle. */
  orderModalAuth: boolean
  /** Redeem pages (a redeem token exists); else the cart. */
  redeem: boolean
  existence: Existence
  /** Redeem: the logged-in profile has a post code. */
  profileHasPostCode: boolean
  /** Redeem: a chosen card is posted, so a delivery address is needed. */
  needsPhysicalAddress: boolean
}

export type IdentifyStep =
  /** On to the checkout (running the success callback first). */
  | 'proceed'
  /** Redeem: store the token, drop the leave-page warning, on to the redeem checkout. */
  | 'redeemCheckout'
  | 'identifyModal'
  /** The guest order modal (in redeem: its guest order form). */
  | 'guestOrderModal'
  /** Redeem: the guest delivery modal (the physical address first, then the digital one). */
  | 'guestDeliveryModal'
  | 'loginPage'
  | 'loginModal'
  /** On to the checkout as a guest. */
  | 'guestOrdering'
  | 'registerPage'

/** After identification: the checkout, or in redeem the address still missing (spec §4). */
function identified(facts: IdentifyFacts): IdentifyStep {
  if (!facts.redeem) return 'proceed'
  return facts.profileHasPostCode || !facts.needsPhysicalAddress
    ? 'redeemCheckout'
    : 'guestDeliveryModal'
}

/** Before the existence check: the identify modal by the toggle, else the guest modal. */
function firstModal(facts: IdentifyFacts): IdentifyStep {
  if (facts.orderModalAuth) return 'identifyModal'
  return facts.redeem ? 'guestDeliveryModal' : 'guestOrderModal'
}

/** After the existence check (spec §4). */
function afterCheck(facts: IdentifyFacts, existence: Exclude<Existence, 'unchecked'>) {
  switch (existence) {
    case 'known':
      return facts.redeem ? 'loginModal' : 'loginPage'
    case 'unknown':
      if (!facts.redeem) return 'guestOrdering'
      return facts.needsPhysicalAddress ? 'guestDeliveryModal' : 'guestOrderModal'
    case 'noData':
      return 'registerPage'
  }
}

/** The next step of the identify flow for what is known so far. */
export function nextIdentifyStep(facts: IdentifyFacts): IdentifyStep {
  if (facts.loggedIn) return identified(facts)
  if (facts.existence === 'unchecked') return firstModal(facts)
  return afterCheck(facts, facts.existence)
}

/** checkUserExist's status as the flow reads it: true known, false unknown, null no data. */
export const existenceOf = (status: boolean | null | undefined): Existence => {
  if (status === true) return 'known'
  if (status === false) return 'unknown'
  return 'noData'
}
