import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { ServerClient } from './support/client'
import { signedInStaff } from './support/staff'

const PASSWORD = 'Lockout#2026-password'
const json = { 'content-type': 'application/json' }

/** A staff account of this spec's own, made by the run's admin: the shared ones are never locked. */
async function ownStaffAccount(): Promise<string> {
  const admin = await signedInStaff()
  const email = `lockout-${randomUUID()}@example.com`
  const created = await admin.fetch('/api/users/', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: PASSWORD, name: 'Lockout (e2e)', role: 'editor' }),
  })
  expect(created.status, created.body).toBe(201)
  return email
}

const signIn = (client: ServerClient, email: string, password: string) =>
  client.fetch('/api/users/login/', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password }),
  })

const askResetMail = (client: ServerClient, email: string) =>
  client.fetch('/api/users/forgot-password/', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email }),
  })

const message = (answer: { json: unknown }) =>
  (answer.json as { errors?: { message?: string }[] } | null)?.errors?.[0]?.message

test.describe('point 6: nobody locks out a staff member from one address', () => {
  test('12 wrong passwords from one client get 429 before any lock; the staff member signs in from elsewhere', async () => {
    const email = await ownStaffAccount()
    const attacker = new ServerClient()
    const answers = []
    for (let i = 0; i < 12; i++) answers.push(await signIn(attacker, email, 'wrong-password'))
    const statuses = answers.map((answer) => answer.status)
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)])
    const refused = answers.at(-1)!
    expect(message(refused)).toMatch(/^Trop de tentatives de connexion depuis votre adresse/)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)

    const staffMember = new ServerClient()
    const signedIn = await signIn(staffMember, email, PASSWORD)
    expect(signedIn.status, signedIn.body).toBe(200)
    expect(staffMember.jar.has('payload-token')).toBe(true)
  })

  test('reset mails are limited per address', async () => {
    const client = new ServerClient()
    const statuses = []
    for (let i = 0; i < 6; i++)
      statuses.push((await askResetMail(client, `nobody-${randomUUID()}@example.com`)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })

  test('reset mails are limited per account, from any number of addresses', async () => {
    const email = await ownStaffAccount()
    const answers = []
    for (let i = 0; i < 4; i++) answers.push(await askResetMail(new ServerClient(), email))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429])
    expect(message(answers.at(-1)!)).toMatch(/^Trop de demandes de réinitialisation/)
  })
})
