import { describe, expect, it } from 'vitest'

import {
  existenceOf,
  type IdentifyFacts,
  type IdentifyStep,
  nextIdentifyStep,
} from '@/commerce/domain/account/identify-flow'

const guest: IdentifyFacts = {
  loggedIn: false,
  orderModalAuth: true,
  redeem: false,
  existence: 'unchecked',
  profileHasPostCode: false,
  needsPhysicalAddress: false,
}

type Row = [string, Partial<IdentifyFacts>, IdentifyStep]

const table = (rows: Row[]) =>
  it.each(rows)('%s', (_, facts, step) => {
    expect(nextIdentifyStep({ ...guest, ...facts })).toBe(step)
  })

describe('the identify flow from the cart (spec §4)', () => {
  table([
    ['a logged-in customer proceeds', { loggedIn: true }, 'proceed'],
    ['… whatever the toggle says', { loggedIn: true, orderModalAuth: false }, 'proceed'],
    ['a guest with order-modal auth is asked to identify', {}, 'identifyModal'],
    ['a guest without it sees the guest order modal', { orderModalAuth: false }, 'guestOrderModal'],
    ['a known e-mail leads to the login page', { existence: 'known' }, 'loginPage'],
    ['an unknown e-mail orders as a guest', { existence: 'unknown' }, 'guestOrdering'],
    ['an answer without data leads to the register page', { existence: 'noData' }, 'registerPage'],
    ['after logging in the customer proceeds', { loggedIn: true, existence: 'known' }, 'proceed'],
  ])
})

describe('the identify flow of the redeem shop (spec §4)', () => {
  const redeem = (facts: Partial<IdentifyFacts>): Partial<IdentifyFacts> => ({
    redeem: true,
    ...facts,
  })
  table([
    ['a guest with order-modal auth is asked to identify', redeem({}), 'identifyModal'],
    [
      'a guest without it sees the guest delivery modal',
      redeem({ orderModalAuth: false }),
      'guestDeliveryModal',
    ],
    ['a known e-mail logs in in a modal', redeem({ existence: 'known' }), 'loginModal'],
    [
      'an unknown e-mail with a posted card gives its delivery address',
      redeem({ existence: 'unknown', needsPhysicalAddress: true }),
      'guestDeliveryModal',
    ],
    [
      'an unknown e-mail with digital cards only fills the guest form',
      redeem({ existence: 'unknown' }),
      'guestOrderModal',
    ],
    [
      'an answer without data leads to the register page',
      redeem({ existence: 'noData' }),
      'registerPage',
    ],
    [
      'a customer with a post code goes to the redeem checkout',
      redeem({ loggedIn: true, profileHasPostCode: true, needsPhysicalAddress: true }),
      'redeemCheckout',
    ],
    [
      'a customer without a post code and digital cards goes there too',
      redeem({ loggedIn: true }),
      'redeemCheckout',
    ],
    [
      'a customer without a post code and a posted card gives the address first',
      redeem({ loggedIn: true, needsPhysicalAddress: true }),
      'guestDeliveryModal',
    ],
  ])
})

describe('the existence answer', () => {
  it.each([
    [true, 'known'],
    [false, 'unknown'],
    [null, 'noData'],
    [undefined, 'noData'],
  ] as const)('status %s is %s', (status, existence) => {
    expect(existenceOf(status)).toBe(existence)
  })
})
