import { randomUUID } from 'node:crypto'

import { expect, test } from '@playwright/test'

import { createAccount, logIn, mutation, signedUpCustomer, type Status } from './support/accounts'
import { ERRORS, ServerClient } from './support/client'

/** Wrong passwords a client address may send in 10 minutes before every login is refused. */
const FAILED_LOGINS_PER_ADDRESS = 30
/** Wrong passwords in a row before Payload locks an account. */
const WRONG_PASSWORDS_BEFORE_LOCK = 5

const changePassword = mutation(
  'changePassword',
  '$userData: UserDataInput!, $currentPassword: String!, $password: String!, $passwordConfirmation: String!',
  `status ${ERRORS}`,
)
const deleteAccount = mutation(
  'deleteAccount',
  '$userData: UserDataInput!, $password: String!',
  `status ${ERRORS}`,
)
const codes = (answer: { errors: { code: number }[] }) => answer.errors.map((error) => error.code)

test.beforeAll(async () => {
  // Payload is started once per server by the first route that needs it, and throws the error
  // classes of that route's bundle: as in production, let another route than the gateway start it.
  await new ServerClient().fetch('/api/users/me/')
})

test.describe('point 1: Payload errors recognised on the built server', () => {
  test('a wrong password answers 3005, and the sixth try 3006 once locked', async () => {
    const { email } = await signedUpCustomer()
    const attacker = new ServerClient()
    for (let attempt = 1; attempt <= WRONG_PASSWORDS_BEFORE_LOCK; attempt++) {
      const answer = await logIn(attacker, email, 'Wrong-password-99')
      expect(answer.status, `attempt ${attempt}`).toBeFalsy()
      expect(codes(answer)).toEqual([3005])
    }
    const locked = await logIn(attacker, email, 'Wrong-password-99')
    expect(codes(locked)).toEqual([3006])
  })

  test('the failed logins of one address are counted: then 3017, even for a right password', async () => {
    test.setTimeout(240_000)
    const victims = []
    for (let i = 0; i < FAILED_LOGINS_PER_ADDRESS / WRONG_PASSWORDS_BEFORE_LOCK; i++) {
      victims.push(await signedUpCustomer())
    }
    const own = await signedUpCustomer()
    const attacker = new ServerClient()
    for (const victim of victims) {
      for (let attempt = 1; attempt <= WRONG_PASSWORDS_BEFORE_LOCK; attempt++) {
        expect(codes(await logIn(attacker, victim.email, 'Wrong-password-99'))).toEqual([3005])
      }
    }
    expect(codes(await logIn(attacker, own.email, own.password))).toEqual([3017])
    // Another address is not concerned.
    expect((await logIn(new ServerClient(), own.email, own.password)).status).toBe(true)
  })

  test('changePassword with a wrong current password answers 3011', async () => {
    const { client, password } = await signedUpCustomer()
    const vars = { password: 'Nouveau-secret-42', passwordConfirmation: 'Nouveau-secret-42' }
    const wrong = await client.gateway<Status>('changePassword', changePassword, {
      ...vars,
      currentPassword: 'Wrong-password-99',
    })
    expect(wrong.status).toBeFalsy()
    expect(wrong.errors.map((e) => [e.code, e.referencedRequestParameter])).toEqual([
      [3011, 'currentPassword'],
    ])
    const right = await client.gateway<Status>('changePassword', changePassword, {
      ...vars,
      currentPassword: password,
    })
    expect(right).toEqual({ status: true, errors: [] })
  })

  test('deleteAccount with a wrong password answers 3011 and keeps the account', async () => {
    const { client, email, password } = await signedUpCustomer()
    const wrong = await client.gateway<Status>('deleteAccount', deleteAccount, {
      password: 'Wrong-password-99',
    })
    expect(wrong.status).toBeFalsy()
    expect(wrong.errors.map((e) => [e.code, e.referencedRequestParameter])).toEqual([
      [3011, 'password'],
    ])
    expect((await logIn(new ServerClient(), email, password)).status).toBe(true)
  })

  test('createAccount five times at once with one e-mail: one account, the others 3007', async () => {
    const email = `race-${randomUUID()}@example.com`
    const clients = Array.from({ length: 5 }, () => new ServerClient())
    // Captchas first, so the five requests reach the gateway together.
    const tokens = await Promise.all(clients.map((client) => client.captcha()))
    const answers = await Promise.all(
      clients.map((client, i) => createAccount(client, email, { captchaToken: tokens[i] })),
    )
    expect(answers.filter((answer) => answer.status === true)).toHaveLength(1)
    const refused = answers.filter((answer) => answer.status !== true)
    expect(refused.map(codes)).toEqual(Array.from({ length: 4 }, () => [3007]))
  })
})
