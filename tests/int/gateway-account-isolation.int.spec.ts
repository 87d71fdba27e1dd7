import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { accountErrorCodes } from '@/commerce/domain/account/account-errors'
import { seed } from '@/seed'

import { customerClient, newCustomer, parisAddress } from './account-client'
import { postToGateway } from './gateway-request'

let payload: Payload
let alice: ReturnType<typeof customerClient>
let bob: ReturnType<typeof customerClient>
let aliceAddressId: string

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
  alice = customerClient()
  bob = customerClient()
  await alice.register(newCustomer({ firstName: 'Alice' }))
  await bob.register(newCustomer({ firstName: 'Bob' }))
  const { user } = await alice.addAddress(parisAddress)
  aliceAddressId = user!.addressBook[0]!.id
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

const aliceBook = async () => (await alice.info()).user!.addressBook

describe('one customer cannot reach another', () => {
  it('reads only their own profile and address book', async () => {
    const { user } = await bob.info()
    expect(user?.mainProfile.firstName).toBe('Bob')
    expect(user?.addressBook).toEqual([])
  })

  it('cannot change or delete an address of another book, whose id it knows', async () => {
    const changed = await bob.updateAddress(aliceAddressId, {
      ...parisAddress,
      street: 'Rue volée',
    })
    expect(changed.errors.map((error) => error.code)).toEqual([accountErrorCodes.addressNotFound])
    const removed = await bob.deleteAddress(aliceAddressId)
    expect(removed.errors.map((error) => error.code)).toEqual([accountErrorCodes.addressNotFound])
    expect((await aliceBook()).map((entry) => entry.street)).toEqual(['Rue de la Roquette'])
  })

  it('changes only the signed-in customer with the details form, whatever it sends', async () => {
    const answer = await bob.details({
      firstName: 'Robert',
      lastName: 'Petit',
      customerType: 'PRIVATE',
      subscribed: true,
      phoneNumber: '+33 6 98 76 54 32',
    })
    expect(answer.errors).toEqual([])
    expect(answer.user?.mainProfile).toMatchObject({
      firstName: 'Robert',
      phoneNumber: '+33698765432',
    })
    expect((await alice.info()).user?.mainProfile.firstName).toBe('Alice')
  })

  it('answers not logged in to a visitor on every account operation', async () => {
    const visitor = customerClient()
    const answers = await Promise.all([
      visitor.details({
        firstName: 'X',
        lastName: 'Y',
        customerType: 'PRIVATE',
        subscribed: false,
      }),
      visitor.addAddress(parisAddress),
      visitor.updateAddress(aliceAddressId, parisAddress),
      visitor.deleteAddress(aliceAddressId),
      visitor.changePassword('Secret#2026', 'Another#2026'),
      visitor.deleteAccount('Secret#2026'),
    ])
    for (const answer of answers) {
      expect(answer.errors.map((error) => error.code)).toEqual([accountErrorCodes.notLoggedIn])
    }
    expect((await visitor.info()).user).toBeNull()
  })

  it('keeps customers out of the REST and GraphQL API of Payload', async () => {
    const { GET } = await import('@/app/(payload)/api/[...slug]/route')
    const { POST: graphql } = await import('@/app/(payload)/api/graphql/route')
    const cookie = [...alice.jar].map(([name, value]) => `${name}=${value}`).join('; ')
    const rest = (path: string) =>
      GET(new Request(`http://localhost:3000/api/${path}`, { headers: { cookie } }), {
        params: Promise.resolve({ slug: path.split('/') }),
      })
    for (const path of ['customers', 'customers/me', 'customer-sessions', 'users/me', 'orders']) {
      const response = await rest(path)
      const body = await response.text()
      expect(body, path).not.toContain('Alice')
      expect(body, path).not.toContain('@example.fr')
    }
    const answer = await graphql(
      new Request('http://localhost:3000/api/graphql', {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ Customers { docs { email } } }' }),
      }),
    )
    const text = JSON.stringify(await answer.json())
    expect(text).toContain('Cannot query field \\"Customers\\"')
    expect(text).not.toContain('@example.fr')
  })

  it("does not let a customer's session open /admin", async () => {
    const headers = new Headers({
      cookie: [...alice.jar].map(([name, value]) => `${name}=${value}`).join('; '),
    })
    expect((await payload.auth({ headers })).user).toBeNull()
  })
})

describe('cross-site requests', () => {
  it('refuses a cross-site post and a form post to a cookie-authenticated mutation', async () => {
    const cookie = [...alice.jar].map(([name, value]) => `${name}=${value}`).join('; ')
    const body = JSON.stringify({
      query:
        'mutation($u: UserDataInput!) { deleteAccount(userData: $u, password: "x") { status } }',
      variables: { u: { language: 'fr', storeID: 52, countryCode: 'FR' } },
    })
    const crossSite = await postToGateway(body, { cookie, 'sec-fetch-site': 'cross-site' })
    expect(crossSite.status).toBe(403)
    const form = await postToGateway(`query=${encodeURIComponent(body)}`, {
      cookie,
      'content-type': 'application/x-www-form-urlencoded',
    })
    expect(form.status).toBe(415)
    expect((await alice.info()).user?.mainProfile.firstName).toBe('Alice')
  })

  it('sets the session cookie HTTP-only and SameSite', async () => {
    const { headers } = await postToGateway(
      {
        query: `mutation($u: UserDataInput!, $i: CreateAccountInput!, $c: String!) {
          createAccount(userData: $u, input: $i, captchaToken: $c) { status } }`,
        variables: {
          u: { language: 'fr', storeID: 52, countryCode: 'FR' },
          i: newCustomer(),
          c: await (await import('./captcha-solver')).solvedCaptcha(),
        },
      },
      { 'x-store-id': '52' },
    )
    const session = headers.getSetCookie().find((line) => line.startsWith('session='))
    expect(session).toMatch(/; HttpOnly; Path=\/; Max-Age=2592000; SameSite=Lax$/)
  })
})
