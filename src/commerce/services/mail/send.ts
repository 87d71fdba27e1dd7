import addressparser from 'nodemailer/lib/addressparser'
import type Mail from 'nodemailer/lib/mailer'

import { serverEnv } from '@/server/env'

import { mailTransport } from './transport'

/** One or more addresses, as nodemailer takes them: `a@b.fr`, `"Name" <a@b.fr>` or `{ name, address }`. */
export type MailRecipients = NonNullable<Mail.Options['to']>

/** A file sent with a message, e.g. the invoice PDF of an order confirmation. */
export type MailAttachment = { filename: string; content: Uint8Array | Buffer; contentType: string }

/**
 * Who a message comes from: its store's sender (the Stores row's sender group). A store with no
 * address of its own sends from MAIL_FROM's address, under its own name.
 */
export type MailSender = { name: string; address: string | null }

export type MailMessage = {
  from: MailSender
  to: MailRecipients
  subject: string
  html: string
  text: string
  replyTo?: MailRecipients
  attachments?: MailAttachment[]
}

const fallbackAddress = (): string =>
  addressparser(serverEnv().MAIL_FROM, { flatten: true })[0]?.address ?? ''

/** Sends one message from its store's sender; rejects when the transport refuses it. */
export async function sendEmail({
  from,
  to,
  subject,
  html,
  text,
  replyTo,
  attachments = [],
}: MailMessage): Promise<void> {
  await mailTransport().sendMail({
    from: { name: from.name, address: from.address ?? fallbackAddress() },
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
