import fs from 'node:fs'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { accountErrorCodes } from '@/commerce/domain/account/account-errors'
import { seed } from '@/seed'

import { readOutbox, waitForEmail } from '../support/outbox'
import { customerClient, newCustomer } from './account-client'

// Before the config reads the environment: this file's e-mails land in its own outbox.
const outbox = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/account-outbox-${process.pid}`
  process.env.MAIL_OUTBOX_DIR = dir
  return dir
})

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
}, 300_000)

afterAll(async () => {
  await payload.destroy()
  fs.rmSync(outbox, { recursive: true, force: true })
})

const codes = (answer: { errors: { code: number }[] }) => answer.errors.map((error) => error.code)
const linkIn = (text: string) =>
  /https?:\/\/\S+nouveau-mot-de-passe\/\?token=([0-9a-f]+)/.exec(text)

describe('forgot password', () => {
  it('e-mails a one-time link that sets a new password and ends every session', async () => {
    const input = newCustomer({ firstName: 'Hélène' })
    const owner = customerClient()
    await owner.register(input)
    const welcome = await waitForEmail(outbox, (mail) => mail.to.includes(input.email))
    expect(welcome.subject).toBe('Bienvenue chez Carte Cadeau')

    const visitor = customerClient()
    expect(await visitor.forgot(input.email)).toEqual({ status: true, errors: [] })
    const mail = await waitForEmail(
      outbox,
      (message) => message.to.includes(input.email) && linkIn(message.text) !== null,
    )
    expect(mail.text).toContain('Hélène')
    const token = linkIn(mail.text)![1]!

    expect(await visitor.newPassword(token, 'Nouveau#2026')).toEqual({ status: true, errors: [] })
    expect(codes(await visitor.newPassword(token, 'Encore#2026'))).toEqual([
      accountErrorCodes.resetLinkInvalid,
    ])
    // The owner's session from before the reset is over; the new password works.
    expect((await owner.info()).user).toBeNull()
    expect(codes(await customerClient().login(input.email, input.password))).toEqual([
      accountErrorCodes.wrongCombination,
    ])
    expect((await customerClient().login(input.email, 'Nouveau#2026')).status).toBe(true)
  })

  it('answers no user for an unknown e-mail and sends nothing', async () => {
    const before = (await readOutbox(outbox)).length
    expect(codes(await customerClient().forgot('inconnu@example.fr'))).toEqual([
      accountErrorCodes.noUser,
    ])
    expect((await readOutbox(outbox)).length).toBe(before)
  })

  it('refuses an expired link', async () => {
    const input = newCustomer()
    await customerClient().register(input)
    await customerClient().forgot(input.email)
    const mail = await waitForEmail(
      outbox,
      (message) => message.to.includes(input.email) && linkIn(message.text) !== null,
    )
    await payload.db.pool.query(
      `UPDATE customers SET reset_password_expiration = now() - interval '1 minute' WHERE email = $1`,
      [input.email],
    )
    const answer = await customerClient().newPassword(linkIn(mail.text)![1]!, 'Nouveau#2026')
    expect(codes(answer)).toEqual([accountErrorCodes.resetLinkInvalid])
  })
})

describe('change password and delete account', () => {
  it('changes the password with the current one, ends the other sessions, tells by e-mail', async () => {
    const input = newCustomer()
    const here = customerClient()
    await here.register(input)
    const elsewhere = customerClient()
    await elsewhere.login(input.email, input.password)
    expect(codes(await here.changePassword('Mauvais#2026', 'Nouveau#2026'))).toEqual([
      accountErrorCodes.incorrectCurrentPassword,
    ])
    expect(await here.changePassword(input.password, 'Nouveau#2026')).toEqual({
      status: true,
      errors: [],
    })
    expect((await here.info()).user).not.toBeNull()
    expect((await elsewhere.info()).user).toBeNull()
    const notice = await waitForEmail(
      outbox,
      (mail) =>
        mail.to.includes(input.email) && /mot de passe/i.test(mail.subject) && !linkIn(mail.text),
    )
    expect(notice.text).toContain('mot-de-passe-oublie')
  })

  it('deletes the account after the password: sessions, cart and profile go', async () => {
    const input = newCustomer()
    const browser = customerClient()
    await browser.register(input)
    expect(codes(await browser.deleteAccount('Mauvais#2026'))).toEqual([
      accountErrorCodes.incorrectCurrentPassword,
    ])
    expect(await browser.deleteAccount(input.password)).toEqual({ status: true, errors: [] })
    expect(browser.jar.has('session')).toBe(false)
    const left = await payload.find({
      collection: 'customers',
      where: { email: { equals: input.email } },
      overrideAccess: true,
    })
    expect(left.totalDocs).toBe(0)
    expect((await customerClient().exists(input.email)).status).toBe(false)
    await waitForEmail(
      outbox,
      (mail) => mail.to.includes(input.email) && /supprim/i.test(mail.subject),
    )
  })
})
