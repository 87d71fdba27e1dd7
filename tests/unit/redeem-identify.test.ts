import { afterEach, describe, expect, it, vi } from 'vitest'

import { doublerRedeemEntrySchema, doublerRedeemFormSchema } from '@/commerce/domain/doubler/entry'
import { redeemGuestSchema } from '@/commerce/domain/redeem/redeem-guest'
import { blankCheckout } from '@/commerce/widgets/checkout/values'
import {
  checkoutWithDetails,
  detailsComplete,
  detailsFromProfile,
  parseDetails,
  type RedeemDetails,
} from '@/commerce/widgets/redeem/identify/details'
import {
  guestDetails,
  guestInput,
  guestValues,
} from '@/commerce/widgets/redeem/identify/guest-rules'
import {
  needsPhysicalAddress,
  redeemIdentifyNext,
  type RedeemIdentifyFacts,
} from '@/commerce/widgets/redeem/identify/redeem-flow'
import type { RedeemOrderView } from '@/commerce/widgets/redeem/shop-data'
import {
  clearRedeemToken,
  REDEEM_DETAILS_KEY,
  REDEEM_TOKEN_KEY,
  storeRedeemToken,
} from '@/commerce/widgets/redeem/token'
import type { CustomerProfile } from '@/commerce/client/customer'

const facts = (over: Partial<RedeemIdentifyFacts>): RedeemIdentifyFacts => ({
  loggedIn: false,
  existence: 'unchecked',
  profileHasPostCode: false,
  needsPhysicalAddress: false,
  ...over,
})

describe('the redeem identify flow (spec §4)', () => {
  it.each([
    ['logged in, digital cards', { loggedIn: true }, { checkout: true }],
    [
      'logged in, posted cards, a post code',
      { loggedIn: true, needsPhysicalAddress: true, profileHasPostCode: true },
      { checkout: true },
    ],
    [
      'logged in, posted cards, no post code',
      { loggedIn: true, needsPhysicalAddress: true },
      { view: 'guest' },
    ],
    ['not logged in', {}, { view: 'email' }],
    ['not logged in, posted cards', { needsPhysicalAddress: true }, { view: 'email' }],
    ['a known e-mail', { existence: 'known' }, { view: 'login' }],
    ['an unknown e-mail', { existence: 'unknown' }, { view: 'guest' }],
    [
      'an unknown e-mail, posted cards',
      { existence: 'unknown', needsPhysicalAddress: true },
      { view: 'guest' },
    ],
    ['an answer without data', { existence: 'noData' }, { view: 'guest' }],
  ] as const)('%s', (_name, over, next) => {
    expect(redeemIdentifyNext(facts(over))).toEqual(next)
  })

  const order = (shipments: { deliveryType: string; receivers: (object | null)[] }[]) =>
    ({
      shipments: shipments.map((shipment) => ({
        deliveryType: shipment.deliveryType,
        packages: shipment.receivers.map((receiver) => ({ receiver })),
      })),
    }) as unknown as RedeemOrderView

  it('needs the holder’s address only for posted cards without a receiver', () => {
    expect(needsPhysicalAddress(null)).toBe(false)
    expect(needsPhysicalAddress(order([{ deliveryType: 'DIGITAL', receivers: [null] }]))).toBe(
      false,
    )
    expect(needsPhysicalAddress(order([{ deliveryType: 'PHYSICAL', receivers: [{}] }]))).toBe(false)
    expect(
      needsPhysicalAddress(
        order([
          { deliveryType: 'DIGITAL', receivers: [null] },
          { deliveryType: 'PHYSICAL', receivers: [{}, null] },
        ]),
      ),
    ).toBe(true)
  })
})

const address = {
  street: 'rue de Rivoli',
  houseNumber: '10',
  suffix: '',
  postCode: '75001',
  city: 'Paris',
  countryCode: 'FR',
}

describe('the guest order form', () => {
  const typed = {
    firstName: ' Camille ',
    lastName: 'Durand',
    email: ' Camille@Example.FR ',
    address,
  }

  it('asks no address for e-cards, and keeps none', () => {
    const parsed = redeemGuestSchema(false).parse(guestInput(typed, false))
    expect(parsed).toEqual({
      firstName: 'Camille',
      lastName: 'Durand',
      email: 'camille@example.fr',
      address: null,
    })
    expect(guestDetails(parsed)).toEqual({
      firstName: 'Camille',
      lastName: 'Durand',
      email: 'camille@example.fr',
      address: null,
    })
  })

  it('asks a French address for posted cards, under the checkout’s rules', () => {
    const parsed = redeemGuestSchema(true).parse(guestInput(typed, true))
    expect(guestDetails(parsed).address).toEqual(address)
    const messages = (values: typeof typed) =>
      redeemGuestSchema(true)
        .safeParse(guestInput(values, true))
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message])
    expect(
      messages({ ...typed, address: { ...address, countryCode: 'BE', postCode: '1000' } }),
    ).toEqual(expect.arrayContaining([['address.countryCode', 'deliveryFranceOnly']]))
    expect(messages({ ...typed, address: { ...address, houseNumber: '', postCode: '' } })).toEqual(
      expect.arrayContaining([
        ['address.houseNumber', 'houseNumberRequired'],
        ['address.postCode', 'postCodeRequired'],
      ]),
    )
    expect(messages({ ...typed, firstName: ' ', email: 'camille@' })).toEqual(
      expect.arrayContaining([
        ['firstName', 'firstNameRequired'],
        ['email', expect.any(String)],
      ]),
    )
  })

  it('starts from the kept details, else the e-mail of the identify step', () => {
    expect(guestValues(null, 'lea@example.fr')).toMatchObject({
      firstName: '',
      email: 'lea@example.fr',
      address: { countryCode: 'FR', street: '' },
    })
    const kept: RedeemDetails = { firstName: 'Léa', lastName: 'Roux', email: 'l@r.fr', address }
    expect(guestValues(kept, 'other@example.fr')).toEqual(kept)
  })
})

describe('the kept details', () => {
  const details: RedeemDetails = {
    firstName: 'Camille',
    lastName: 'Durand',
    email: 'camille@example.fr',
    address,
  }

  it('prefill the redeem checkout: the holder, the invoice address, posted cards there too', () => {
    const blank = { ...blankCheckout('FR'), sameAsBilling: false }
    const values = checkoutWithDetails(blank, details)
    expect(values.billingAddress).toMatchObject({
      customerType: 'PRIVATE',
      firstName: 'Camille',
      lastName: 'Durand',
      email: 'camille@example.fr',
      ...address,
    })
    expect(values.sameAsBilling).toBe(true)
    expect(values.termsAccepted).toBe(false)
    const withoutAddress = checkoutWithDetails(blank, { ...details, address: null })
    expect(withoutAddress.billingAddress.street).toBe('')
  })

  it('are read loosely and never trusted', () => {
    expect(parseDetails(JSON.stringify(details))).toEqual(details)
    expect(parseDetails('{"firstName":1,"email":"a@b.fr","address":"x"}')).toEqual({
      firstName: '',
      lastName: '',
      email: 'a@b.fr',
      address: null,
    })
    expect(parseDetails('not json')).toBeNull()
    expect(parseDetails(null)).toBeNull()
  })

  it('let the holder go on once complete, with an address when posted cards need one', () => {
    expect(detailsComplete(null, false)).toBe(false)
    expect(detailsComplete(details, true)).toBe(true)
    expect(detailsComplete({ ...details, address: null }, false)).toBe(true)
    expect(detailsComplete({ ...details, address: null }, true)).toBe(false)
    expect(detailsComplete({ ...details, email: '' }, false)).toBe(false)
  })

  it('come from a logged-in profile, its billing e-mail first and its address with a post code', () => {
    const profile = {
      firstName: 'Léa',
      lastName: 'Roux',
      email: 'lea@example.fr',
      billingEmail: 'compta@example.fr',
      address: { ...address, houseNumber: 10, suffix: null, administrativeArea: null },
    } as unknown as CustomerProfile
    expect(detailsFromProfile(profile)).toEqual({
      firstName: 'Léa',
      lastName: 'Roux',
      email: 'compta@example.fr',
      address,
    })
    const noAddress = { ...profile, billingEmail: '', address: null } as CustomerProfile
    expect(detailsFromProfile(noAddress)).toMatchObject({ email: 'lea@example.fr', address: null })
  })

  describe('in the tab, beside the redeem token', () => {
    afterEach(() => vi.unstubAllGlobals())

    it('go with the token, and do not carry over to another session', () => {
      const store = new Map<string, string>()
      const sessionStorage = {
        getItem: (key: string) => store.get(key) ?? null,
        setItem: (key: string, value: string) => store.set(key, value),
        removeItem: (key: string) => store.delete(key),
      }
      vi.stubGlobal('window', { sessionStorage })
      storeRedeemToken('first')
      store.set(REDEEM_DETAILS_KEY, JSON.stringify(details))
      storeRedeemToken('first')
      expect(store.has(REDEEM_DETAILS_KEY)).toBe(true)
      storeRedeemToken('second')
      expect(store.has(REDEEM_DETAILS_KEY)).toBe(false)
      store.set(REDEEM_DETAILS_KEY, JSON.stringify(details))
      clearRedeemToken()
      expect([...store.keys()]).toEqual([])
      expect(store.has(REDEEM_TOKEN_KEY)).toBe(false)
    })
  })
})

describe('the redeem doubler entry', () => {
  it('asks only the e-mail and the terms; unticked terms are the form’s own error', () => {
    expect(
      doublerRedeemEntrySchema.parse({ email: ' Nina@Example.FR ', termsAccepted: false }),
    ).toEqual({ email: 'nina@example.fr', termsAccepted: false })
    const refused = doublerRedeemFormSchema.safeParse({
      email: 'nina@example.fr',
      termsAccepted: false,
    })
    expect(refused.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['termsAccepted'], 'doublerTermsRequired'],
    ])
    expect(doublerRedeemFormSchema.safeParse({ email: 'nina@', termsAccepted: true }).success).toBe(
      false,
    )
  })
})
