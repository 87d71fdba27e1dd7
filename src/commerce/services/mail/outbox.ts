import { randomBytes } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

import nodemailer from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'

/** Hands one composed message to a transport. */
export type Deliver = (mail: Mail.Options) => Promise<void>

/** `20261123T101500123Z-ab12cd.eml`: names sort by sending time; the suffix parts same-millisecond messages. */
export function outboxFileName(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '')
  return `${stamp}-${randomBytes(3).toString('hex')}.eml`
}

/** Without SMTP, every message becomes one .eml file that a person, a mail client or a test can open. */
export function outboxTransport(dir: string): Deliver {
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  })
  return async (mail) => {
    const { message } = await composer.sendMail(mail)
    if (!Buffer.isBuffer(message))
      throw new Error('The outbox transport did not buffer the message')
    await mkdir(dir, { recursive: true })
    const file = path.join(dir, outboxFileName())
    // Written aside, then renamed: a reader never finds half a message.
    await writeFile(`${file}.part`, message)
    await rename(`${file}.part`, file)
  }
}
