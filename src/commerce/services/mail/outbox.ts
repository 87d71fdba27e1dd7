import { randomBytes } from 'node:crypto'
import { mkdir, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'

import type { NodemailerError } from 'nodemailer/lib/errors'
import type { SentMessageInfo, Transport } from 'nodemailer/lib/mailer'

/** `20261123T101500123Z-ab12cd.eml`: names sort by sending time; the suffix parts same-millisecond messages. */
export function outboxFileName(now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:.]/g, '')
  return `${stamp}-${randomBytes(3).toString('hex')}.eml`
}

/**
 * A nodemailer transport for when there is no SMTP: every message becomes one .eml file (CRLF, as
 * nodemailer composes it) that a person, a mail client or a test can open.
 */
export function outboxTransport(dir: string): Transport<SentMessageInfo> {
  const write = async (message: Buffer): Promise<string> => {
    await mkdir(dir, { recursive: true })
    const file = path.join(dir, outboxFileName())
    // Written aside, then renamed: a reader never finds half a message.
    await writeFile(`${file}.part`, message)
    await rename(`${file}.part`, file)
    return file
  }
  return {
    name: 'outbox',
    version: '1',
    send: (mail, done) => {
      const envelope = mail.message.getEnvelope()
      const messageId = mail.message.messageId()
      mail.message
        .build()
        .then(write)
        .then(
          (file) => done(null, { envelope, messageId, response: file }),
          (error: NodemailerError) => done(error),
        )
    },
  }
}
