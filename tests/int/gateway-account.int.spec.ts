import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { accountErrorCodes } from '@/commerce/domain/account/account-errors'
import { seed } from '@/seed'

import { customerClient, newCustomer } from './account-client'
import { solvedCaptcha } from './captcha-solver'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

const codes = (answer: { errors: { code: number }[] }) => answer.errors.map((error) => error.code)

describe('accounts: register, identify, log in and out', () => {
  it('creates an account that is logged in at once, known to the existence check', async () => {
    const browser = customerClient()
    const input = newCustomer({ email: 'Nouvelle.Cliente@Example.FR ' })
    expect(await browser.register(input)).toEqual({ status: true, errors: [] })
    expect(browser.jar.get('has_session')).toBe('1')
    const { user } = await browser.info()
    expect(user?.mainProfile).toMatchObject({
      email: 'nouvelle.cliente@example.fr',
      billingEmail: 'nouvelle.cliente@example.fr',
      firstName: 'Camille',
      customerType: 'PRIVATE',
    })
    const visitor = customerClient()
    expect((await visitor.exists('nouvelle.cliente@example.fr')).status).toBe(true)
    expect((await visitor.exists('personne@example.fr')).status).toBe(false)
    expect(codes(await visitor.register(newCustomer({ email: input.email.trim() })))).toEqual([
      accountErrorCodes.userExists,
    ])
  })

  it('logs out, forgets the session on the server, and logs in again', async () => {
    const browser = customerClient()
    const input = newCustomer()
    await browser.register(input)
    const secret = browser.jar.get('session')!
    expect((await browser.logout()).status).toBe(true)
    expect(browser.jar.has('session')).toBe(false)
    expect((await browser.info()).user).toBeNull()
    // The old cookie, replayed, opens nothing: the session row is gone.
    browser.jar.set('session', secret)
    expect((await browser.info()).user).toBeNull()
    browser.jar.delete('session')
    expect(await browser.login(input.email, input.password)).toEqual({ status: true, errors: [] })
    expect((await browser.info()).user?.mainProfile.email).toBe(input.email)
    expect(codes(await browser.login(input.email, input.password))).toEqual([
      accountErrorCodes.alreadyLoggedIn,
    ])
  })

  it('refuses business accounts without a company, and bad SIREN and VAT numbers', async () => {
    const answer = await customerClient().register(
      newCustomer({ customerType: 'BUSINESS', kvkNumber: '123456789', vatNumber: 'FR00123' }),
    )
    expect(answer.status).toBe(false)
    expect(answer.errors.map((error) => error.referencedRequestParameter).sort()).toEqual([
      'input.companyName',
      'input.kvkNumber',
      'input.vatNumber',
    ])
    const business = newCustomer({
      customerType: 'BUSINESS',
      companyName: 'Atelier Lumière',
      kvkNumber: '404 833 048',
      vatNumber: 'FR83404833048',
    })
    const browser = customerClient()
    expect((await browser.register(business)).status).toBe(true)
    expect((await browser.info()).user?.mainProfile).toMatchObject({
      customerType: 'BUSINESS',
      kvkNumber: '404833048',
      vatNumber: 'FR83404833048',
    })
  })

  it('refuses a VAT number of the right form whose check digits are wrong (the server checks them)', async () => {
    const answer = await customerClient().register(
      newCustomer({
        customerType: 'BUSINESS',
        companyName: 'Atelier Lumière',
        kvkNumber: '404833048',
        vatNumber: 'FR84404833048',
      }),
    )
    expect(answer.status).toBe(false)
    expect(answer.errors).toEqual([
      expect.objectContaining({
        referencedRequestParameter: 'input.vatNumber',
        message: expect.stringContaining('TVA intracommunautaire valide'),
      }),
    ])
  })

  it('answers the password rules of spec §5 with their codes and French messages', async () => {
    const answer = await customerClient().register(
      newCustomer({ password: 'abc déf', passwordConfirmation: 'autre' }),
    )
    expect(answer.errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          code: accountErrorCodes.passwordCharacters,
          referencedRequestParameter: 'input.password',
          message: expect.stringContaining('lettres latines'),
        }),
        expect.objectContaining({
          code: accountErrorCodes.passwordMismatch,
          referencedRequestParameter: 'input.passwordConfirmation',
        }),
      ]),
    )
  })
})

describe('captcha: no valid token, no request', () => {
  it('refuses a missing, forged, foreign or reused token', async () => {
    const input = newCustomer()
    await customerClient().register(input)
    const browser = customerClient()
    expect(codes(await browser.login(input.email, input.password, ''))).toEqual([
      accountErrorCodes.captchaFailed,
    ])
    const forged = btoa(JSON.stringify({ challenge: { parameters: {} }, solution: {} }))
    expect(codes(await browser.exists(input.email, forged))).toEqual([
      accountErrorCodes.captchaFailed,
    ])
    expect(codes(await browser.exists(input.email, 'not-base64!'))).toEqual([
      accountErrorCodes.captchaFailed,
    ])
    const token = await solvedCaptcha()
    expect((await browser.exists(input.email, token)).status).toBe(true)
    expect(codes(await browser.exists(input.email, token))).toEqual([
      accountErrorCodes.captchaFailed,
    ])
    expect(browser.jar.has('session')).toBe(false)
  })
})

describe('login lock', () => {
  it('locks the login after five wrong passwords, even for the right one', async () => {
    const input = newCustomer()
    await customerClient().register(input)
    const guesser = customerClient()
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(codes(await guesser.login(input.email, `Wrong#${attempt}xyz`))).toEqual([
        accountErrorCodes.wrongCombination,
      ])
    }
    const owner = customerClient()
    const locked = await owner.login(input.email, input.password)
    expect(codes(locked)).toEqual([accountErrorCodes.loginLocked])
    expect(locked.errors[0]!.message).toContain('15 minutes')
    expect(owner.jar.has('session')).toBe(false)
  })
})

describe('purge of ended sessions', () => {
  it('drops expired sessions, spent captcha solutions and passed PIN counters, and keeps live ones', async () => {
    const browser = customerClient()
    await browser.register(newCustomer())
    const { pool } = payload.db
    await pool.query(
      `INSERT INTO customer_sessions (customer_id, token_hash, expires_at)
       SELECT customer_id, 'expired-' || token_hash, now() - interval '1 day' FROM customer_sessions LIMIT 1`,
    )
    await pool.query(
      `INSERT INTO captcha_solutions (challenge_id, expires_at) VALUES ('old', now() - interval '1 hour')`,
    )
    // PIN counters: one passed, one still counting, one past its window but still locked.
    await pool.query(
      `INSERT INTO card_pin_attempts (number_hash, failures, window_started_at, locked_until)
       VALUES ('pin-passed', 3, now() - interval '1 hour', NULL),
              ('pin-counting', 2, now() - interval '5 minutes', NULL),
              ('pin-locked', 5, now() - interval '20 minutes', now() + interval '5 minutes')`,
    )
    await payload.jobs.queue({ task: 'purgeExpiredSessions', input: {} })
    await payload.jobs.run()
    const left = await pool.query(
      `SELECT (SELECT count(*) FROM customer_sessions WHERE expires_at < now()) AS sessions,
              (SELECT count(*) FROM captcha_solutions WHERE expires_at < now()) AS solutions,
              (SELECT string_agg(number_hash, ',' ORDER BY number_hash) FROM card_pin_attempts
               WHERE number_hash LIKE 'pin-%') AS pins`,
    )
    expect(left.rows[0]).toEqual({
      sessions: '0',
      solutions: '0',
      pins: 'pin-counting,pin-locked',
    })
    expect((await browser.info()).user).not.toBeNull()
  })
})
