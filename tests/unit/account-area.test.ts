import { describe, expect, it } from 'vitest'

import { addressLines } from '@/commerce/widgets/account/area/address-format'
import { phoneDisplay } from '@/commerce/widgets/account/area/phone-format'
import { addressValues, toAddressInput } from '@/commerce/widgets/account/area/address-values'
import { callingCodeLabel, callingCodeOptions, countryOptions } from '@/components/form/countries'
import { detailsValues, toDetailsInput } from '@/commerce/widgets/account/area/details-values'
import { fieldText, SERVER_ERROR } from '@/components/form/field-text'
import { fill } from '@/i18n/fill'
import en from '@/i18n/messages/en'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'

import { atelier, camille } from '../fixtures/account'

describe('the details form’s values', () => {
  it('prefill from the profile: phone split, number as text, no address as blank', () => {
    expect(detailsValues(camille, 'FR')).toEqual({
      firstName: 'Camille',
      lastName: 'Martin',
      invoiceEmail: '',
      phoneCountry: 'FR',
      phoneNational: '612345678',
      customerType: 'PRIVATE',
      companyName: '',
      chamberOfCommerceNumber: '',
      vatNumber: '',
      subscribed: true,
      address: {
        street: 'rue de la Paix',
        houseNumber: '12',
        suffix: 'bis',
        postCode: '75002',
        city: 'Paris',
        countryCode: 'FR',
      },
    })
    const blank = detailsValues(atelier, 'FR')
    expect(blank.address).toEqual({
      street: '',
      houseNumber: '',
      suffix: '',
      postCode: '',
      city: '',
      countryCode: 'FR',
    })
    expect(blank).toMatchObject({
      phoneCountry: 'FR',
      phoneNational: '',
      chamberOfCommerceNumber: '732829320',
    })
  })

  it('go back to the input they describe, the region kept', () => {
    const input = toDetailsInput(detailsValues(camille, 'FR'), 'Île-de-France')
    expect(input).toMatchObject({
      phoneNumber: '+33612345678',
      companyName: null,
      chamberOfCommerceNumber: null,
      address: { houseNumber: 12, postCode: '75002', administrativeArea: 'Île-de-France' },
    })
  })

  it('send no address when its fields are empty, and no business data for a private customer', () => {
    const values = {
      ...detailsValues(atelier, 'FR'),
      customerType: 'PRIVATE' as const,
      phoneCountry: 'BE',
      phoneNational: '0470 12 34 56',
    }
    expect(toDetailsInput(values)).toMatchObject({
      address: null,
      companyName: null,
      chamberOfCommerceNumber: null,
      vatNumber: null,
      phoneNumber: '+32470123456',
    })
  })

  it('turn a house number that is no number into 0 (invalid), and none into NaN (required)', () => {
    const values = detailsValues(camille, 'FR')
    const typed = (houseNumber: string) =>
      toDetailsInput({ ...values, address: { ...values.address, houseNumber } }).address
        ?.houseNumber
    expect(typed('12a')).toBe(0)
    expect(typed(' ')).toBeNaN()
  })
})

describe('the address book’s form values', () => {
  it('start blank in the store’s country, private', () => {
    expect(addressValues(null, 'FR')).toMatchObject({
      customerType: 'PRIVATE',
      countryCode: 'FR',
      phoneCountry: 'FR',
      phoneNational: '',
    })
  })

  it('round-trip an entry', () => {
    const [, pieter] = camille.addressBook
    const { id: _id, ...entry } = pieter!
    expect(toAddressInput(addressValues(pieter!, 'FR'))).toEqual(entry)
  })
})

describe('the rules of the account forms (the gateway’s schemas)', async () => {
  const { addressResolver, detailsResolver } = await import('@/commerce/widgets/account/area/rules')
  const options = { fields: {}, shouldUseNativeValidation: false }
  const errorsOf = (result: { errors: Record<string, unknown> }) =>
    JSON.parse(JSON.stringify(result.errors)) as Record<string, unknown>

  it('accept the prefilled profile and answer the gateway’s input', async () => {
    const result = await detailsResolver('Île-de-France', 'FR')(
      detailsValues(camille, 'FR'),
      undefined,
      options,
    )
    expect(result.errors).toEqual({})
    expect(result.values).toMatchObject({ phoneNumber: '+33612345678', invoiceEmail: null })
  })

  it('put each issue on the field that shows it: the phone on its national number', async () => {
    const values = detailsValues(camille, 'FR')
    const result = await detailsResolver(null, 'FR')(
      {
        ...values,
        firstName: ' ',
        phoneNational: '12',
        address: { ...values.address, postCode: '7500', houseNumber: '0' },
      },
      undefined,
      options,
    )
    expect(errorsOf(result)).toMatchObject({
      firstName: { message: 'firstNameRequired' },
      phoneNational: { message: 'phoneInvalid' },
      address: { postCode: { message: 'postCodeInvalidCountry' }, houseNumber: {} },
    })
    const business = await detailsResolver(null, 'FR')(
      { ...values, customerType: 'BUSINESS', chamberOfCommerceNumber: '123' },
      undefined,
      options,
    )
    expect(errorsOf(business)).toMatchObject({
      chamberOfCommerceNumber: { message: 'sirenInvalid' },
    })
    const company = await detailsResolver(null, 'FR')(
      { ...values, customerType: 'BUSINESS' },
      undefined,
      options,
    )
    expect(errorsOf(company)).toMatchObject({ companyName: { message: 'companyNameRequired' } })
  })

  it('check an address book entry’s postal code against its country', async () => {
    const values = { ...addressValues(null, 'FR'), firstName: 'Jan', lastName: 'Jansen' }
    const entry = { ...values, street: 'Damrak', houseNumber: '5', city: 'Amsterdam' }
    const wrong = await addressResolver()(
      { ...entry, countryCode: 'NL', postCode: '1012 SA' },
      undefined,
      options,
    )
    expect(errorsOf(wrong)).toEqual({
      postCode: { message: 'postCodeInvalidCountry', type: 'custom' },
    })
    const right = await addressResolver()(
      { ...entry, countryCode: 'NL', postCode: '1012 JS' },
      undefined,
      options,
    )
    expect(right.errors).toEqual({})
  })
})

describe('addresses and phones as the account pages show them', () => {
  it('write the street and city the way each country does', () => {
    const [louise, pieter] = camille.addressBook
    expect(addressLines(louise!, 'fr')).toEqual(['3 place Bellecour', '69002 Lyon', 'France'])
    expect(addressLines(pieter!, 'fr')).toEqual(['Damrak 5 A', '1012 JS Amsterdam', 'Pays-Bas'])
    expect(addressLines(camille.mainProfile.address!, 'nl')[0]).toBe('12 bis rue de la Paix')
  })

  it('write a stored phone internationally', () => {
    expect(phoneDisplay('+33612345678')).toBe('+33 6 12 34 56 78')
  })

  it('list countries by name in the page’s language, calling codes with them', () => {
    const countries = countryOptions('fr')
    const names = countries.map((option) => option.label)
    expect(names).toEqual([...names].sort(new Intl.Collator('fr').compare))
    expect(countries.find((option) => option.value === 'DE')?.label).toBe('Allemagne')
    // One formatter per language (country-name.ts): the languages do not mix.
    expect(countryOptions('nl').find((option) => option.value === 'DE')?.label).toBe('Duitsland')
    expect(callingCodeOptions('fr').find((option) => option.value === 'FR')?.label).toBe(
      'France (+33)',
    )
    // What a select's stand-in shows before the list is made (select-field.client.tsx).
    expect(callingCodeLabel('BE', 'nl')).toBe(
      callingCodeOptions('nl').find((option) => option.value === 'BE')?.label,
    )
  })
})

describe('the account area’s texts', () => {
  it('exist in the three languages, with the same plain arguments', () => {
    const args = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1])
    for (const [key, text] of Object.entries(fr.AccountArea)) {
      const name = key as keyof typeof fr.AccountArea
      expect(args(en.AccountArea[name]), key).toEqual(args(text))
      expect(args(nl.AccountArea[name]), key).toEqual(args(text))
      expect(text, key).not.toMatch(/\{\w+,/)
    }
  })

  it('fill arguments and translate field errors', () => {
    expect(fill(fr.AccountArea.greeting, { firstName: 'Camille' })).toBe('Bonjour Camille\u202f!')
    const texts = {
      validation: fr.Validation,
      errors: fr.AccountErrors,
    } as Parameters<typeof fieldText>[1]
    expect(fieldText({ type: 'custom', message: 'phoneInvalid' }, texts)).toBe(
      fr.Validation.phoneInvalid,
    )
    expect(fieldText({ type: SERVER_ERROR, message: 'Du serveur' }, texts)).toBe('Du serveur')
    expect(fieldText(undefined, texts)).toBeUndefined()
  })
})
