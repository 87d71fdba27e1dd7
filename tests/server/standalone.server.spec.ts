import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from '@playwright/test'

import { signedUpCustomer } from './support/accounts'
import { ERRORS, ServerClient } from './support/client'
import { startInstance } from './support/instance'
import { buyerDetails, paidOrder } from './support/orders'

const root = path.resolve(import.meta.dirname, '../..')
const productList = `query ($userData: UserDataInput!) {
  productList(userData: $userData) { products { id title } ${ERRORS} } }`

test.describe('point 5: the standalone build serves the shop from its own folder', () => {
  test.describe.configure({ mode: 'serial' })
  let instance: Awaited<ReturnType<typeof startInstance>>

  test.beforeAll(async () => {
    // Its working directory is .next/standalone: the run's media folder is named absolutely.
    const mediaDir = path.resolve(root, process.env.MEDIA_DIR ?? 'media')
    instance = await startInstance({ MEDIA_DIR: mediaDir }, 'standalone')
    expect(instance.ready, instance.output()).toBe(true)
  })
  test.afterAll(async () => instance?.stop())

  test('pages, health, static files and the admin answer', async () => {
    const client = new ServerClient(undefined, instance.url)
    expect((await client.fetch('/api/health/')).status).toBe(200)
    const home = await client.fetch('/')
    expect(home.status).toBe(200)
    // Copied beside the server by scripts/standalone.ts: the page's scripts and public/.
    const script = /\/_next\/static\/[^"]+\.js/.exec(home.body)?.[0]
    expect(script).toBeDefined()
    expect((await client.fetch(script!)).status).toBe(200)
    expect((await client.fetch('/payments/hosted-page.css')).status).toBe(200)
    expect((await client.fetch('/admin/login/')).status).toBe(200)
  })

  test('the folder holds what the server runs, not the project', () => {
    const standalone = path.join(root, '.next', 'standalone')
    for (const file of ['server.mjs', 'node_modules/next/package.json', 'public']) {
      expect(fs.existsSync(path.join(standalone, file)), file).toBe(true)
    }
    // Sources, tests, migrations and local data stay out (a path computed from the working
    // directory makes Next trace the whole project: see the turbopackIgnore comments).
    for (const file of ['.data', 'tests', 'src/migrations', 'scripts', 'README.md']) {
      expect(fs.existsSync(path.join(standalone, file)), file).toBe(false)
    }
  })

  test('the gateway reads its traced schema and answers products', async () => {
    const client = new ServerClient(undefined, instance.url)
    const { products, errors } = await client.gateway<{ products: { id: string }[] }>(
      'productList',
      productList,
    )
    expect(errors).toEqual([])
    expect(products.length).toBeGreaterThan(0)
  })

  test('GET /ip finds a public address in the traced DB-IP database', async () => {
    // 90.0.0.1 is Orange's, in France; the server trusts one hop (TRUSTED_PROXIES=1).
    const client = new ServerClient('90.0.0.1', instance.url)
    const answer = await client.fetch('/ip/')
    expect(answer.json).toEqual({ country_code: 'FR', country: 'France' })
  })

  test('an invoice is drawn with the traced fonts', async () => {
    const { client } = await signedUpCustomer(new ServerClient(undefined, instance.url))
    const uuid = await paidOrder(client, buyerDetails())
    await expect
      .poll(async () => {
        const answer = await client.send(`/api/orders/${uuid}/invoice/`)
        return [answer.status, answer.headers.get('content-type')]
      })
      .toEqual([200, 'application/pdf'])
  })
})
