import { describe, expect, it } from 'vitest'

import { accountErrorCodes } from '@/commerce/domain/account/account-errors'
import { fieldOfParameter } from '@/components/form/form-paths'
import { placeErrors } from '@/components/form/placed-errors'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'

describe('the gateway’s errors on the account forms', () => {
  const fields = new Set(['firstName', 'phoneNational', 'address.postCode', 'postCode'])

  it('find the field a referenced parameter names, whatever the argument', () => {
    expect(fieldOfParameter('input.phoneNumber', fields)).toBe('phoneNational')
    expect(fieldOfParameter('input.address.postCode', fields)).toBe('address.postCode')
    expect(fieldOfParameter('address.postCode', new Set(['postCode']))).toBe('postCode')
    expect(fieldOfParameter('password', new Set(['password']))).toBe('password')
    expect(fieldOfParameter('input.unknown', fields)).toBeNull()
    expect(fieldOfParameter(null, fields)).toBeNull()
  })

  it('place bad input on fields, account errors on theirs or the form, the rest generic', () => {
    const placed = placeErrors(
      [
        { code: 1000, message: 'Prénom trop long', referencedRequestParameter: 'input.firstName' },
        { code: 1000, message: 'Deuxième', referencedRequestParameter: 'input.firstName' },
        {
          code: accountErrorCodes.incorrectCurrentPassword,
          message: 'x',
          referencedRequestParameter: null,
        },
        { code: accountErrorCodes.notLoggedIn, message: 'x', referencedRequestParameter: null },
      ],
      {
        fields,
        codeFields: { incorrectCurrentPassword: 'firstName' },
        texts: fr.AccountErrors,
      },
    )
    expect(placed).toEqual({
      fields: [{ field: 'firstName', message: 'Prénom trop long' }],
      message: fr.AccountErrors.notLoggedIn,
    })
    expect(
      placeErrors([{ code: 3011, message: '', referencedRequestParameter: null }], {
        fields,
        codeFields: { incorrectCurrentPassword: 'phoneNational' },
        texts: fr.AccountErrors,
      }).fields,
    ).toEqual([{ field: 'phoneNational', message: fr.AccountErrors.incorrectCurrentPassword }])
    expect(
      placeErrors([{ code: -1, message: '', referencedRequestParameter: null }], {
        fields,
        texts: fr.AccountErrors,
      }).message,
    ).toBe(fr.AccountErrors.generic)
    expect(
      placeErrors(
        [{ code: 1000, message: 'Refusé', referencedRequestParameter: 'input.nothing' }],
        { fields, texts: fr.AccountErrors },
      ).message,
    ).toBe('Refusé')
  })

  it('place an account error on the field it references, not only bad input (spec §8)', () => {
    const placed = placeErrors(
      [
        {
          code: accountErrorCodes.incorrectCurrentPassword,
          message: 'x',
          referencedRequestParameter: 'currentPassword',
        },
      ],
      { fields: new Set(['currentPassword', 'password']), texts: nl.AccountErrors },
    )
    expect(placed).toEqual({
      fields: [{ field: 'currentPassword', message: nl.AccountErrors.incorrectCurrentPassword }],
      message: null,
    })
  })
})
