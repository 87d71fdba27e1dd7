import { expect, test } from '@playwright/test'

import { logIn, signedUpCustomer } from './support/accounts'
import { ERRORS, ServerClient } from './support/client'

const ADDRESS_BOOK = `user { mainProfile { firstName } addressBook { id street countryCode } } ${ERRORS}`
type Book = {
  user: { mainProfile: { firstName: string }; addressBook: { street: string }[] } | null
}

const addAddress = `mutation($userData: UserDataInput!, $address: AddressInput!) {
  addAddress(userData: $userData, address: $address) { ${ADDRESS_BOOK} } }`
const getUserInfo = `query($userData: UserDataInput!) { getUserInfo(userData: $userData) { ${ADDRESS_BOOK} } }`
const updateUserDetails = `mutation($userData: UserDataInput!, $input: UserDetailsInput!) {
  updateUserDetails(userData: $userData, input: $input) { ${ADDRESS_BOOK} } }`
const changePassword = `mutation($userData: UserDataInput!, $currentPassword: String!, $password: String!,
  $passwordConfirmation: String!) {
  changePassword(userData: $userData, currentPassword: $currentPassword, password: $password,
    passwordConfirmation: $passwordConfirmation) { status ${ERRORS} } }`
const addPackage = `mutation($userData: UserDataInput!, $package: GiftcardPackageInput!) {
  addGiftcardPackage(userData: $userData, package: $package) { order { id } ${ERRORS} } }`
const search = `query($userData: UserDataInput!, $inputText: String!) {
  search_v1(userData: $userData, inputText: $inputText) { body { count } ${ERRORS} } }`

const entry = (street: string, more: Record<string, unknown> = {}) => ({
  firstName: 'Camille',
  lastName: 'Durand',
  customerType: 'PRIVATE',
  countryCode: 'FR',
  postCode: '75011',
  houseNumber: 12,
  street,
  city: 'Paris',
  ...more,
})

const digitalPackage = (more: Record<string, unknown> = {}) => ({
  productId: '99999999',
  deliveryType: 'DIGITAL',
  amount: 2500,
  qty: 1,
  deliveryMode: 'DEFAULT',
  ...more,
})

const CHARACTER_INVALID = 'Ce champ contient un caractère non autorisé.'
const refusal = (parameter: string, message = CHARACTER_INVALID) => ({
  code: 1000,
  message,
  referencedRequestParameter: parameter,
})

test.describe('point 7: characters Postgres refuses are bad input, not internal errors', () => {
  test('a NUL or a lone surrogate in a search term answers 1000 naming inputText', async () => {
    const client = new ServerClient()
    for (const inputText of ['carte\u0000', 'carte\uD83C', '\uDF81carte']) {
      const answer = await client.gateway('search_v1', search, { inputText })
      expect(answer.errors, JSON.stringify(inputText)).toEqual([refusal('inputText')])
    }
  })

  test('a receiver name and a note in a cart change are named by their path', async () => {
    const answer = await new ServerClient().gateway('addGiftcardPackage', addPackage, {
      package: digitalPackage({
        deliveryMode: 'SINGLE',
        message: 'Bon\u0000anniversaire',
        receivers: [{ name: 'Anne\uD800', email: 'anne@example.com' }],
      }),
    })
    expect(answer.errors).toEqual([refusal('package.message'), refusal('package.receivers.0.name')])
  })

  test('an address-book entry with a NUL answers 1000, in the shopper’s language', async () => {
    const { client } = await signedUpCustomer()
    const answer = await client.gateway('addAddress', addAddress, {
      userData: { language: 'nl', storeID: 52, countryCode: 'FR', redeemToken: null },
      address: entry('rue\u0000 des Lilas'),
    })
    expect(answer.errors).toEqual([
      refusal('address.street', 'Dit veld bevat een teken dat niet is toegestaan.'),
    ])
  })

  test('a body nested 10,000 deep answers 400 before GraphQL', async () => {
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`
    const answer = await new ServerClient().fetch('/api/gateway/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-store-id': '52' },
      body: `{"query":"query { __typename }","variables":{"a":${deep}}}`,
    })
    expect(answer.status).toBe(400)
    expect(answer.json).toEqual({
      errors: [{ message: 'JSON nested too deeply', extensions: { code: 400 } }],
    })
  })

  test('Payload’s REST reads answer 400 to a NUL in the query, not a database error', async () => {
    const client = new ServerClient()
    for (const path of [
      '/api/products/?where[slug][equals]=%00',
      '/api/pages/?where[slug][equals]=a%00b',
      '/api/products/%00/',
    ]) {
      const answer = await client.fetch(path)
      expect(answer.status, path).toBe(400)
      expect(answer.json, path).toEqual({ message: 'Invalid characters in the request' })
    }
    // A clean query passes on, to what Payload's routes answer a visitor: nothing (404).
    expect((await client.fetch('/api/products/?limit=1')).status).toBe(404)
  })

  test('an unknown product is told in French, not as the key productUnavailable', async () => {
    const answer = await new ServerClient().gateway('addGiftcardPackage', addPackage, {
      package: digitalPackage(),
    })
    expect(answer.errors).toEqual([
      refusal('package.productId', 'Ce produit n’est plus disponible.'),
    ])
  })
})

test.describe('point 8: address-book edits are not lost, country codes are ISO', () => {
  test('10 addAddress calls at once from two tabs all end up in the book', async () => {
    const { client } = await signedUpCustomer()
    const streets = Array.from({ length: 10 }, (_, index) => `rue numéro ${index + 1}`)
    const answers = await Promise.all(
      streets.map((street) =>
        client.gateway<Book>('addAddress', addAddress, { address: entry(street) }),
      ),
    )
    for (const answer of answers) expect(answer.errors).toEqual([])
    const { user } = await client.gateway<Book>('getUserInfo', getUserInfo)
    expect(user?.addressBook.map((address) => address.street).sort()).toEqual([...streets].sort())
  })

  test('details and a password changed at the same time keep the addresses added', async () => {
    const { client, email, password } = await signedUpCustomer()
    const streets = ['rue Oberkampf', 'rue de la Roquette', 'boulevard Voltaire']
    const newPassword = 'Nouveau-motdepasse-5678'
    const [details, changed, ...added] = await Promise.all([
      client.gateway<Book>('updateUserDetails', updateUserDetails, {
        input: {
          firstName: 'Dominique',
          lastName: 'Durand',
          customerType: 'PRIVATE',
          subscribed: true,
        },
      }),
      client.gateway<{ status: boolean }>('changePassword', changePassword, {
        currentPassword: password,
        password: newPassword,
        passwordConfirmation: newPassword,
      }),
      ...streets.map((street) =>
        client.gateway<Book>('addAddress', addAddress, { address: entry(street) }),
      ),
    ])
    expect([details, changed, ...added].flatMap((answer) => answer.errors)).toEqual([])
    const { user } = await client.gateway<Book>('getUserInfo', getUserInfo)
    expect(user?.mainProfile.firstName).toBe('Dominique')
    expect(user?.addressBook.map((address) => address.street).sort()).toEqual([...streets].sort())
    expect((await logIn(new ServerClient(), email, newPassword)).status).toBe(true)
  })

  test('"UK" and "ZZ" are refused with 1000, "GB" is kept', async () => {
    const { client } = await signedUpCustomer()
    for (const countryCode of ['UK', 'ZZ']) {
      const answer = await client.gateway('addAddress', addAddress, {
        address: entry('Baker Street', { countryCode, postCode: 'NW1 6XE', city: 'London' }),
      })
      expect(answer.errors, countryCode).toEqual([
        refusal('address.countryCode', 'Choisissez un pays existant.'),
      ])
    }
    const kept = await client.gateway<Book>('addAddress', addAddress, {
      address: entry('Baker Street', { countryCode: 'GB', postCode: 'NW1 6XE', city: 'London' }),
    })
    expect(kept.errors).toEqual([])
    expect(kept.user?.addressBook).toEqual([
      expect.objectContaining({ street: 'Baker Street', countryCode: 'GB' }),
    ])
  })
})
