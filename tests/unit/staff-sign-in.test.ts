import type { PayloadRequest } from 'payload'
import { describe, expect, it } from 'vitest'

import { SIGN_IN_LIMITS } from '@/collections/users/sign-in-limits'
import { staffText } from '@/collections/users/sign-in-texts'
import { addressNetwork } from '@/server/address-network'

describe('the client a per-address limit counts', () => {
  it('is an IPv4 address itself', () => {
    expect(addressNetwork('198.51.100.7')).toBe('198.51.100.7')
  })

  it('is the /64 of an IPv6 address, however it is written', () => {
    const network = '2001:db8:ab:cd::/64'
    for (const address of [
      '2001:db8:ab:cd::1',
      '2001:0db8:00ab:00cd:ffff:ffff:ffff:ffff',
      '2001:DB8:AB:CD:1:2:3:4',
      '2001:db8:ab:cd:0:0:192.0.2.1',
    ])
      expect(addressNetwork(address), address).toBe(network)
    expect(addressNetwork('2001:db8:ab:ce::1')).not.toBe(network)
    expect(addressNetwork('::1')).toBe('0:0:0:0::/64')
    expect(addressNetwork('2001:db8::')).toBe('2001:db8:0:0::/64')
  })

  it('leaves what is no address as it is', () => {
    expect(addressNetwork('unknown')).toBe('unknown')
  })
})

describe('staff sign-in limits', () => {
  it('refuse one address long before its failures could lock an account', () => {
    const { accountFromAddress, account, address } = SIGN_IN_LIMITS
    // Two of an address's windows overlap any window of the account.
    const mostFromOneAddress = 2 * accountFromAddress
    expect(mostFromOneAddress).toBeLessThan(account)
    expect(Math.ceil(account / mostFromOneAddress)).toBeGreaterThanOrEqual(3)
    expect(accountFromAddress).toBeLessThanOrEqual(address)
  })
})

describe('refusals shown on the admin sign-in form', () => {
  const inLanguage = (language: string | undefined) =>
    ({ i18n: language ? { language } : undefined }) as unknown as PayloadRequest

  it('speak the admin language of the staff member, French otherwise', () => {
    const minutes = { minutes: 15 }
    expect(staffText(inLanguage('fr'), 'addressLimited', minutes)).toBe(
      'Trop de tentatives de connexion depuis votre adresse. Réessayez dans 15 minutes.',
    )
    expect(staffText(inLanguage('nl'), 'accountLocked', minutes)).toMatch(
      /^Dit account is vergrendeld/,
    )
    expect(staffText(inLanguage('en'), 'resetMailLimited', minutes)).toBe(
      'Too many password reset requests. Try again in 15 minutes.',
    )
    expect(staffText(inLanguage('de'), 'addressLimited', minutes)).toMatch(/^Trop de tentatives/)
    expect(staffText(inLanguage(undefined), 'addressLimited', minutes)).toMatch(/^Trop/)
  })
})
