import { randomInt, randomUUID } from 'node:crypto'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { RESET_MAIL_LIMITS, SIGN_IN_LIMITS } from '@/collections/users/sign-in-limits'

const PASSWORD = 'Lockout#2026-password'
let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
})

const someAddress = () => `203.0.${randomInt(0, 256)}.${randomInt(1, 255)}`

/** A request from outside as Payload's REST route makes it, from that client address. */
const restReq = (address: string) => ({
  payloadAPI: 'REST' as const,
  headers: new Headers({ 'x-forwarded-for': address }),
})

async function staffAccount(): Promise<string> {
  const email = `lockout-${randomUUID()}@example.fr`
  await payload.create({
    collection: 'users',
    data: { email, password: PASSWORD, name: 'Lockout', role: 'editor' },
  })
  return email
}

/** The HTTP status Payload's route would answer a sign-in with. */
const signIn = (email: string, password: string, address: string) =>
  payload.login({ collection: 'users', data: { email, password }, req: restReq(address) }).then(
    () => 200,
    (error: { status?: number }) => error.status ?? 500,
  )

const forgotPassword = (email: string, address: string) =>
  payload
    .forgotPassword({
      collection: 'users',
      data: { email },
      disableEmail: true,
      req: restReq(address),
    })
    .then(
      () => 200,
      (error: { status?: number }) => error.status ?? 500,
    )

describe('staff sign-in limits (issue 35 point 6)', () => {
  it('counts a parallel burst as a sequence', async () => {
    const email = await staffAccount()
    const attacker = someAddress()
    const answers = await Promise.all(
      Array.from({ length: 15 }, () => signIn(email, 'wrong-password', attacker)),
    )
    const allowed = SIGN_IN_LIMITS.accountFromAddress
    expect(answers.sort()).toEqual([...Array(allowed).fill(401), ...Array(15 - allowed).fill(429)])
    // The staff member, from another address, is not locked out.
    expect(await signIn(email, PASSWORD, someAddress())).toBe(200)
  })

  it('does not count a right password', async () => {
    const email = await staffAccount()
    const address = someAddress()
    for (let i = 0; i < SIGN_IN_LIMITS.accountFromAddress - 1; i++)
      expect(await signIn(email, 'wrong-password', address)).toBe(401)
    for (let i = 0; i < 3; i++) expect(await signIn(email, PASSWORD, address)).toBe(200)
    expect(await signIn(email, 'wrong-password', address)).toBe(401)
    expect(await signIn(email, 'wrong-password', address)).toBe(429)
  })

  it('locks the account once failures from several addresses reach its limit', async () => {
    const email = await staffAccount()
    const perAddress = SIGN_IN_LIMITS.accountFromAddress
    for (let n = 0; n < SIGN_IN_LIMITS.account / perAddress; n++) {
      const address = someAddress()
      for (let i = 0; i < perAddress; i++)
        expect(await signIn(email, 'wrong-password', address)).toBe(401)
    }
    expect(await signIn(email, PASSWORD, someAddress())).toBe(429)
  })

  it('limits one address across accounts', async () => {
    const address = someAddress()
    const answers = []
    for (let i = 0; i <= SIGN_IN_LIMITS.address; i++)
      answers.push(await signIn(`nobody-${randomUUID()}@example.fr`, 'wrong-password', address))
    expect(answers.at(-1)).toBe(429)
    expect(answers.slice(0, -1).every((status) => status === 401)).toBe(true)
  })

  it('leaves the Local API (seed, scripts) alone', async () => {
    const email = await staffAccount()
    const local = (password: string) =>
      payload.login({ collection: 'users', data: { email, password } }).then(
        () => 200,
        (error: { status?: number }) => error.status,
      )
    // More wrong passwords than Payload's former lock allowed.
    for (let i = 0; i < 6; i++) expect(await local('wrong-password')).toBe(401)
    expect(await local(PASSWORD)).toBe(200)
  })
})

describe('staff reset mails (issue 35 point 6)', () => {
  it('are limited per address', async () => {
    const address = someAddress()
    const answers = []
    for (let i = 0; i <= RESET_MAIL_LIMITS.address; i++)
      answers.push(await forgotPassword(`nobody-${randomUUID()}@example.fr`, address))
    expect(answers).toEqual([...Array(RESET_MAIL_LIMITS.address).fill(200), 429])
  })

  it('are limited per account, from any number of addresses', async () => {
    const email = await staffAccount()
    const answers = []
    for (let i = 0; i <= RESET_MAIL_LIMITS.account; i++)
      answers.push(await forgotPassword(email, someAddress()))
    expect(answers).toEqual([...Array(RESET_MAIL_LIMITS.account).fill(200), 429])
  })
})
