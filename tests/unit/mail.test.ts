import { mkdtempSync } from 'node:fs'
import { readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import type { Payload } from 'payload'
import { afterAll, describe, expect, it, vi } from 'vitest'

// serverEnv() and the transport are read once per process, at the first use: the environment is
// set before anything, the describe blocks included, can read it, and the modules are loaded
// afresh (unit files share their worker's modules: vitest.config.ts).
const outbox = mkdtempSync(path.join(os.tmpdir(), 'mail-outbox-'))
vi.stubEnv('SMTP_URL', undefined)
vi.stubEnv('MAIL_FROM', undefined)
vi.stubEnv('MAIL_OUTBOX_DIR', outbox)
vi.stubEnv('PAYLOAD_SECRET', 'a-test-secret-of-at-least-32-characters')
vi.resetModules()
const { sendEmail } = await import('@/commerce/services/mail')
const { outboxFileName } = await import('@/commerce/services/mail/outbox')
const { payloadEmail } = await import('@/commerce/services/mail/payload-email')
const { readOutbox, waitForEmail } = await import('../support/outbox')

afterAll(async () => {
  vi.unstubAllEnvs()
  await rm(outbox, { recursive: true, force: true })
})

// A store with no sender address of its own, and one with its own.
const storeName = { name: 'Boutique test', address: null }
const ownSender = { name: 'Cadeaubon', address: 'hallo@cadeaubon-nl.example' }

describe('sendEmail without SMTP_URL', () => {
  it('writes each message as one .eml file that parses back whole', async () => {
    await sendEmail({
      from: storeName,
      to: 'zoe@example.com',
      subject: 'Votre mot de passe a été modifié',
      html: '<p>Bonjour Zoé, c’est noté.</p>',
      text: 'Bonjour Zoé, c’est noté.',
    })
    await sendEmail({
      from: ownSender,
      to: { name: 'Daan', address: 'daan@example.nl' },
      subject: 'Je wachtwoord is gewijzigd',
      html: '<p>Hallo Daan</p>',
      text: 'Hallo Daan',
      replyTo: 'service@example.com',
    })

    const files = (await readdir(outbox)).sort()
    expect(files).toHaveLength(2)
    for (const file of files) expect(file).toMatch(/^\d{8}T\d{9}Z-[0-9a-f]{6}\.eml$/)

    const [first, second] = await readOutbox(outbox)
    expect(first).toMatchObject({
      to: ['zoe@example.com'],
      // MAIL_FROM's address, under the store's name.
      from: '"Boutique test" <bonjour@cartecadeau.localhost>',
      subject: 'Votre mot de passe a été modifié',
      file: path.join(outbox, files[0]!),
    })
    expect(first?.text.trim()).toBe('Bonjour Zoé, c’est noté.')
    expect(first?.html).toContain('<p>Bonjour Zoé, c’est noté.</p>')
    expect(first?.date).toBeInstanceOf(Date)
    expect(second?.to).toEqual(['daan@example.nl'])
    expect(second?.from).toBe('"Cadeaubon" <hallo@cadeaubon-nl.example>')
  })
})

describe('attachments', () => {
  it('travel in the .eml as their own part, with filename and type, byte for byte', async () => {
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x00, 0xff, 0x80])
    await sendEmail({
      from: storeName,
      to: 'facture@example.com',
      subject: 'Merci pour votre commande CC-52-000123',
      html: '<p>Votre facture est jointe.</p>',
      text: 'Votre facture est jointe.',
      attachments: [
        { filename: 'facture-F52-2026-000123.pdf', content: pdf, contentType: 'application/pdf' },
      ],
    })
    const mail = await waitForEmail(outbox, (m) => m.to.includes('facture@example.com'), 2_000)
    const eml = await readFile(mail.file, 'utf8')
    expect(eml).toMatch(/Content-Type: application\/pdf; name=facture-F52-2026-000123\.pdf/)
    expect(eml).toContain('filename=facture-F52-2026-000123.pdf')
    expect(mail.attachments).toEqual([
      {
        filename: 'facture-F52-2026-000123.pdf',
        contentType: 'application/pdf',
        content: Buffer.from(pdf),
      },
    ])
    expect(mail.text.trim()).toBe('Votre facture est jointe.')
  })

  it('are none on a plain message', async () => {
    await sendEmail({
      from: storeName,
      to: 'plain@example.com',
      subject: 'Sans pièce',
      html: '<p>-</p>',
      text: '-',
    })
    const mail = await waitForEmail(outbox, (m) => m.to.includes('plain@example.com'), 2_000)
    expect(mail.attachments).toEqual([])
  })
})

describe('the Payload e-mail adapter', () => {
  const adapter = async () => (await payloadEmail())({ payload: {} as Payload })

  it('announces MAIL_FROM as the sender', async () => {
    const { defaultFromName, defaultFromAddress } = await adapter()
    expect(defaultFromName).toBe('Carte Cadeau')
    expect(defaultFromAddress).toBe('bonjour@cartecadeau.localhost')
  })

  it('sends through the same outbox, with a text part made from the HTML', async () => {
    const email = await adapter()
    // As Payload's forgot-password operation calls it: HTML only, from the announced sender.
    await email.sendEmail({
      from: `"${email.defaultFromName}" <${email.defaultFromAddress}>`,
      to: 'staff@example.com',
      subject: 'Reset your password',
      html: '<p>Use <a href="https://shop.localhost/admin/reset/abc">this link</a>.</p>',
    })
    const mail = await waitForEmail(outbox, (m) => m.to.includes('staff@example.com'), 2_000)
    expect(mail.from).toBe('"Carte Cadeau" <bonjour@cartecadeau.localhost>')
    expect(mail.text).toContain('https://shop.localhost/admin/reset/abc')
  })
})

describe('the outbox helpers', () => {
  it('name files by time, so that names sort as messages were sent', () => {
    const name = outboxFileName(new Date('2026-11-23T10:15:00.123Z'))
    expect(name).toMatch(/^20261123T101500123Z-[0-9a-f]{6}\.eml$/)
    expect(outboxFileName(new Date('2026-11-23T10:15:00.124Z')) > name).toBe(true)
  })

  it('wait for a message that arrives later and give the newest match', async () => {
    const arriving = waitForEmail(outbox, (m) => m.subject.startsWith('Bienvenue'), 3_000)
    await sendEmail({
      from: storeName,
      to: 'a@example.com',
      subject: 'Bienvenue 1',
      html: '<p>1</p>',
      text: '1',
    })
    await sendEmail({
      from: storeName,
      to: 'a@example.com',
      subject: 'Bienvenue 2',
      html: '<p>2</p>',
      text: '2',
    })
    const mail = await arriving
    expect(mail.subject).toMatch(/^Bienvenue/)
    await expect(
      waitForEmail(outbox, (m) => m.subject.startsWith('Bienvenue'), 0),
    ).resolves.toMatchObject({
      subject: 'Bienvenue 2',
    })
  })

  it('fail after the timeout, naming what did arrive', async () => {
    await expect(waitForEmail(outbox, (m) => m.subject === 'Jamais', 150)).rejects.toThrow(
      /No matching e-mail.*\n.*zoe@example\.com: Votre mot de passe a été modifié/,
    )
  })

  it('read a missing folder as empty', async () => {
    expect(await readOutbox(path.join(outbox, 'missing'))).toEqual([])
  })
})
