import { describe, expect, it } from 'vitest'

import {
  toApiKeys,
  toApiPath,
  toCodeNames,
  toCodePath,
  withApiNames,
} from '@/commerce/domain/api-names'

describe("the API's names at the edge", () => {
  it("reads the API's kvkNumber as the chamber-of-commerce number, at any depth", () => {
    const args = {
      userData: { storeID: 52 },
      input: {
        billingAddress: { kvkNumber: '732829320', vatNumber: 'FR1' },
        list: [{ kvkNumber: null }],
      },
    }
    expect(toCodeNames(args)).toEqual({
      userData: { storeID: 52 },
      input: {
        billingAddress: { chamberOfCommerceNumber: '732829320', vatNumber: 'FR1' },
        list: [{ chamberOfCommerceNumber: null }],
      },
    })
  })

  it('names error paths for the API and back, leaving other paths alone', () => {
    expect(toApiPath('input.billingAddress.chamberOfCommerceNumber')).toBe(
      'input.billingAddress.kvkNumber',
    )
    expect(toCodePath('input.kvkNumber')).toBe('input.chamberOfCommerceNumber')
    expect(toApiPath('input.vatNumber')).toBe('input.vatNumber')
  })

  it("gives a view the API's field in place of the code's", () => {
    expect(withApiNames({ companyName: 'X', chamberOfCommerceNumber: '1' })).toEqual({
      companyName: 'X',
      kvkNumber: '1',
    })
  })

  it("sends the code's keys under the API's names, never a value that spells one", () => {
    const body = JSON.stringify({
      input: {
        billingAddress: { chamberOfCommerceNumber: null, city: '"chamberOfCommerceNumber":' },
      },
    })
    expect(JSON.parse(toApiKeys(body))).toEqual({
      input: { billingAddress: { kvkNumber: null, city: '"chamberOfCommerceNumber":' } },
    })
  })
})
