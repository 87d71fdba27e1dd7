import path from 'node:path'

import { toPlainText } from '@react-email/render'
import nodemailer from 'nodemailer'
import type { Transporter } from 'nodemailer/lib/mailer'

import { serverEnv } from '@/server/env'

import { outboxTransport } from './outbox'

let transporter: Transporter | undefined

/**
 * The one way mail leaves, for the store's messages and Payload's own (/admin password reset):
 * SMTP when SMTP_URL is set, otherwise the outbox folder; from MAIL_FROM unless a message says
 * otherwise. Chosen once.
 */
export function mailTransport(): Transporter {
  if (transporter) return transporter
  const { SMTP_URL, MAIL_OUTBOX_DIR, MAIL_FROM } = serverEnv()
  const transport =
    SMTP_URL ??
    outboxTransport(
      // A run-time folder: not traced into the build (Next would copy the whole project for it).
      path.resolve(/* turbopackIgnore: true */ process.cwd(), MAIL_OUTBOX_DIR),
    )
  transporter = nodemailer.createTransport(transport, { from: MAIL_FROM })
  // Payload's mails come as HTML only: mail clients and filters expect a text part too.
  transporter.use('compile', (mail, done) => {
    const { html, text } = mail.data
    if (text === undefined && typeof html === 'string') mail.data.text = toPlainText(html)
    done()
  })
  return transporter
}
