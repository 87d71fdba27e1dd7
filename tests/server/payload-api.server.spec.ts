import { expect, test } from '@playwright/test'

import { readOutbox } from '../support/outbox'
import { logIn, signedUpCustomer } from './support/accounts'
import { type Answer, ServerClient } from './support/client'
import { withDatabase } from './support/database'
import {
  graphqlOperations,
  restCalls,
  STAFF_ONLY,
  tableOf,
  type PayloadCollection,
} from './support/payload-routes'
import { forgedStaffClient, signedInStaff } from './support/staff'

const outbox = process.env.MAIL_OUTBOX_DIR ?? ''

/** An existing document of each collection (the table asks for real ones), else id 1. */
async function existingIds(): Promise<Map<string, number>> {
  return withDatabase(async (db) => {
    const ids = new Map<string, number>()
    for (const collection of STAFF_ONLY) {
      const { rows } = await db.query<{ id: number | null }>(
        `SELECT max(id) AS id FROM ${tableOf(collection)}`,
      )
      ids.set(collection.slug, rows[0]?.id ?? 1)
    }
    return ids
  })
}

const graphql = (client: ServerClient, query: string) =>
  client.fetch('/api/graphql/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  })

const send = (client: ServerClient, call: ReturnType<typeof restCalls>[number]) =>
  client.fetch(call.path, {
    method: call.method,
    headers: call.headers,
    body: call.body && JSON.stringify(call.body),
  })

/** No document, no token, no user: only Payload's 'route not found'. */
function expectNothing(answer: Answer, label: string, secret: string) {
  expect(answer.status, `${label}: ${answer.body}`).toBe(404)
  expect(answer.body, label).not.toContain(secret)
  expect(Object.keys((answer.json as object | null) ?? {}), label).toEqual(['message'])
}

test.describe("point 2: Payload's own API does not go around the gateway", () => {
  test('every REST route and GraphQL operation of the staff-only collections answers nothing, and sends no mail', async () => {
    test.setTimeout(300_000)
    const victim = await signedUpCustomer()
    const visitors: [string, ServerClient][] = [
      ['anonymous', new ServerClient()],
      ["a customer's session", victim.client],
      ['a forged staff token', forgedStaffClient()],
    ]
    const ids = await existingIds()
    const mailsBefore = (await readOutbox(outbox)).length
    for (const [who, client] of visitors) {
      for (const collection of STAFF_ONLY) {
        for (const call of restCalls(collection, ids.get(collection.slug)!, victim.email)) {
          const answer = await send(client, call)
          expectNothing(answer, `${who}: ${call.method} ${call.path}`, victim.email)
        }
        for (const { name, query } of graphqlOperations(collection)) {
          const { json, body } = await graphql(client, query)
          const errors = (json as { errors?: { message: string }[] }).errors ?? []
          expect(errors[0]?.message, `${who}: ${name}`).toContain(`Cannot query field "${name}"`)
          expect((json as { data?: unknown }).data ?? null, `${who}: ${name}`).toBeNull()
          expect(body).not.toContain(victim.email)
        }
      }
    }
    // Neither Payload's reset mail (a link to /admin/reset/) nor any other reached the customer.
    const mails = (await readOutbox(outbox)).slice(mailsBefore)
    expect(mails.filter((mail) => mail.to.includes(victim.email))).toEqual([])
    expect(mails.filter((mail) => /\/admin\/reset/.test(mail.text + mail.html))).toEqual([])
    // Nothing was written: no account made or renamed, the customer's password still opens it.
    const { rows } = await withDatabase((db) =>
      db.query(`SELECT id FROM customers WHERE email IN ('new@example.com', 'taken@example.com')`),
    )
    expect(rows).toEqual([])
    expect((await logIn(new ServerClient(), victim.email, victim.password)).status).toBe(true)
  })

  test("Payload's GraphQL answers the public content to staff only", async () => {
    const query = '{ Pages(limit: 1) { docs { id } } }'
    const visitor = await graphql(new ServerClient(), query)
    expect((visitor.json as { data?: unknown }).data ?? null).toBeNull()
    const { json } = await graphql(await signedInStaff(), query)
    expect((json as { data: { Pages: { docs: unknown[] } } }).data.Pages.docs).toHaveLength(1)
  })

  test('signed-in staff still reach every collection of /admin', async () => {
    const staff = await signedInStaff()
    const victim = await signedUpCustomer()
    const inAdmin = (c: PayloadCollection) =>
      !['customer-sessions', 'captcha-solutions'].includes(c.slug)
    for (const collection of STAFF_ONLY.filter(inAdmin)) {
      const list = await staff.fetch(`/api/${collection.slug}/?limit=1`)
      expect(list.status, collection.slug).toBe(200)
      expect((list.json as { docs: unknown[] }).docs, collection.slug).toEqual(expect.any(Array))
      expect((await staff.fetch(`/admin/collections/${collection.slug}/`)).status).toBe(200)
    }
    const { rows } = await withDatabase((db) =>
      db.query<{ id: number }>('SELECT id FROM customers WHERE email = $1', [victim.email]),
    )
    const customer = await staff.fetch(`/api/customers/${rows[0]!.id}/`)
    expect((customer.json as { email: string }).email).toBe(victim.email)
    expect((await staff.fetch(`/admin/collections/customers/${rows[0]!.id}/`)).status).toBe(200)
    const unlock = await staff.fetch('/api/customers/unlock/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: victim.email }),
    })
    expect(unlock.status).toBe(200)
    // The card service's own answer, past the staff-only gate.
    const adjust = await staff.fetch('/api/gift-cards/999999999/adjust/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount: 100, reason: 'Essai' }),
    })
    expect(adjust.json).toEqual({ error: 'Cette carte n’existe pas.' })
    // Payload's customer login and sessions are gone for staff too.
    expect((await staff.fetch('/api/customers/forgot-password/', { method: 'POST' })).status).toBe(
      404,
    )
    expect((await staff.fetch('/api/customer-sessions/')).status).toBe(404)
  })
})
