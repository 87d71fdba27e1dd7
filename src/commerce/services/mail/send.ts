import type Mail from 'nodemailer/lib/mailer'

import { mailTransport } from './transport'

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

/** Sends one message from MAIL_FROM; rejects when the transport refuses it. */
export async function sendEmail({
  to,
  subject,
  html,
  text,
  replyTo,
  attachments = [],
}: MailMessage): Promise<void> {
  await mailTransport().sendMail({
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
