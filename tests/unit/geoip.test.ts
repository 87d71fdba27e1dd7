import { describe, expect, it } from 'vitest'

import {
  UNKNOWN,
  countryFromHeaders,
  countryOf,
  isPublicAddress,
  lookupCountry,
} from '@/server/geoip'

const headers = (init: Record<string, string>) => new Headers(init)

describe('country codes', () => {
  it('names valid codes in English and upper-cases them', () => {
    expect(countryOf('BE')).toEqual({ country_code: 'BE', country: 'Belgium' })
    expect(countryOf(' fr ')).toEqual({ country_code: 'FR', country: 'France' })
    expect(countryOf('XK')).toEqual({ country_code: 'XK', country: 'Kosovo' })
  })

  it('refuses placeholders, retired codes, non-countries and junk', () => {
    for (const code of ['XX', 'T1', 'A1', 'ZZ', 'EU', 'UN', 'UK', 'SU', 'QQ', 'FRA', '', null]) {
      expect(countryOf(code)).toEqual(UNKNOWN)
    }
  })
})

describe('CDN country headers', () => {
  it('reads Cloudflare, then Vercel, then CloudFront', () => {
    const rest = { 'x-vercel-ip-country': 'DE', 'cloudfront-viewer-country': 'NL' }
    expect(countryFromHeaders(headers({ 'cf-ipcountry': 'BE', ...rest })).country_code).toBe('BE')
    expect(countryFromHeaders(headers(rest)).country_code).toBe('DE')
    expect(countryFromHeaders(headers({ 'cloudfront-viewer-country': 'NL' }))).toEqual({
      country_code: 'NL',
      country: 'Netherlands',
    })
  })

  it('skips a placeholder value for the next header, and is unknown without any', () => {
    const tor = headers({ 'cf-ipcountry': 'T1', 'x-vercel-ip-country': 'FR' })
    expect(countryFromHeaders(tor).country_code).toBe('FR')
    expect(countryFromHeaders(headers({ 'cf-ipcountry': 'XX' }))).toEqual(UNKNOWN)
    expect(countryFromHeaders(headers({ 'fastly-geo-country-code': 'FR' }))).toEqual(UNKNOWN)
  })
})

describe('public addresses', () => {
  it('accepts public IPv4 and global IPv6', () => {
    for (const ip of ['1.1.1.1', '8.8.8.8', '90.0.0.1', '2001:4860:4860::8888', '2a01:cb00::1']) {
      expect(isPublicAddress(ip)).toBe(true)
    }
  })

  it('refuses private, loopback, link-local, documentation, multicast and invalid ones', () => {
    for (const ip of [
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '127.0.0.1',
      '::ffff:127.0.0.1',
      '100.64.0.1',
      '169.254.1.1',
      '203.0.113.7',
      '224.0.0.1',
      '255.255.255.255',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '2001:db8::1',
      'localhost',
      '1.2.3',
      '',
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false)
    }
  })
})

describe('lookup in the shipped DB-IP database', () => {
  it('places well-known addresses where the data says', () => {
    expect(lookupCountry('8.8.8.8')).toEqual({ country_code: 'US', country: 'United States' })
    expect(lookupCountry('1.1.1.1').country_code).toBe('AU')
    // Orange and Free (France), Proximus (Belgium), over IPv4 and IPv6.
    expect(lookupCountry('90.0.0.1')).toEqual({ country_code: 'FR', country: 'France' })
    expect(lookupCountry('212.27.48.10').country_code).toBe('FR')
    expect(lookupCountry('2a01:cb00::1').country_code).toBe('FR')
    expect(lookupCountry('195.238.2.21')).toEqual({ country_code: 'BE', country: 'Belgium' })
    expect(lookupCountry('::ffff:81.246.0.1').country_code).toBe('BE')
  })

  it('is unknown for addresses that are not public', () => {
    for (const ip of ['127.0.0.1', '192.168.0.10', '::1', '2001:db8::1', 'not an ip']) {
      expect(lookupCountry(ip)).toEqual(UNKNOWN)
    }
  })
})
