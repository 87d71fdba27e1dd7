import { expect, test } from '@playwright/test'

import { ServerClient } from './support/client'
import { productId } from './support/orders'
import { startInstance } from './support/instance'
import { credentialsOf } from './support/staff'

const ADD = `mutation($userData: UserDataInput!, $package: GiftcardPackageInput!) {
  addGiftcardPackage(userData: $userData, package: $package) { order { id } } }`

/** The Set-Cookie line of a cookie, or undefined. */
const setCookie = (headers: Headers, name: string) =>
  headers.getSetCookie().find((line) => line.startsWith(`${name}=`))

test.describe('point 10: every cookie is Secure when SERVER_URL is https', () => {
  let https: Awaited<ReturnType<typeof startInstance>>
  test.beforeAll(async () => {
    // Behind a proxy that ends TLS: the app is reached over plain http, no X-Forwarded-Proto.
    https = await startInstance({ SERVER_URL: 'https://www.cartecadeau.example' })
    expect(https.ready, https.output()).toBe(true)
  })
  test.afterAll(async () => https?.stop())

  test('the staff token and the customers’ cart', async () => {
    const staff = new ServerClient(undefined, https.url)
    const login = await staff.fetch('/api/users/login/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentialsOf('admin')),
    })
    expect(login.status, login.body).toBe(200)
    expect(setCookie(login.headers, 'payload-token')).toMatch(/; Secure/i)

    const shopper = new ServerClient(undefined, https.url)
    const card = { productId: await productId('bistrot-du-port'), deliveryType: 'DIGITAL' }
    const added = await shopper.gatewayRaw(ADD, {
      package: { ...card, amount: 5000, qty: 1, deliveryMode: 'DEFAULT' },
    })
    expect(added.status, added.body).toBe(200)
    for (const name of ['cart', 'has_cart'])
      expect(setCookie(added.headers, name), name).toMatch(/; Secure/)
  })

  test('not on the run’s http://localhost server', async () => {
    const shopper = new ServerClient()
    const card = { productId: await productId('bistrot-du-port'), deliveryType: 'DIGITAL' }
    const added = await shopper.gatewayRaw(ADD, {
      package: { ...card, amount: 5000, qty: 1, deliveryMode: 'DEFAULT' },
    })
    expect(setCookie(added.headers, 'cart')).toBeDefined()
    expect(setCookie(added.headers, 'cart')).not.toMatch(/Secure/)
  })
})
