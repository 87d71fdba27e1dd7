import path from 'node:path'

import nodemailer from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'

import { serverEnv } from '@/server/env'

import { outboxTransport, type Deliver } from './outbox'

/** One or more addresses, as nodemailer takes them: `a@b.fr`, `"Name" <a@b.fr>` or `{ name, address }`. */
export type MailRecipients = NonNullable<Mail.Options['to']>

/** A file sent with a message, e.g. the invoice PDF of an order confirmation. */
export type MailAttachment = { filename: string; content: Uint8Array | Buffer; contentType: string }

export type MailMessage = {
  to: MailRecipients
  subject: string
  html: string
  text: string
  replyTo?: MailRecipients
  attachments?: MailAttachment[]
}

let deliver: Deliver | undefined

/** SMTP when SMTP_URL is set, otherwise the outbox folder; chosen once, on the first message. */
function transport(): Deliver {
  if (deliver) return deliver
  const { SMTP_URL, MAIL_OUTBOX_DIR } = serverEnv()
  if (SMTP_URL) {
    const smtp = nodemailer.createTransport(SMTP_URL)
    deliver = async (mail) => {
      await smtp.sendMail(mail)
    }
  } else {
    // A run-time folder: not traced into the build (Next would copy the whole project for it).
    deliver = outboxTransport(
      path.resolve(/* turbopackIgnore: true */ process.cwd(), MAIL_OUTBOX_DIR),
    )
  }
  return deliver
}

/** Sends one message from MAIL_FROM; rejects when the transport refuses it. */
export async function sendEmail({
  to,
  subject,
  html,
  text,
  replyTo,
  attachments = [],
}: MailMessage): Promise<void> {
  await transport()({
    from: serverEnv().MAIL_FROM,
    to,
    subject,
    html,
    text,
    replyTo,
    // nodemailer treats a Buffer as binary content; @cantoo/pdf-lib hands out a Uint8Array.
    attachments: attachments.map(({ filename, content, contentType }) => ({
      filename,
      content: Buffer.isBuffer(content) ? content : Buffer.from(content),
      contentType,
    })),
  })
}
