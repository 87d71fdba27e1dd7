import { toPlainText } from '@react-email/render'
import addressparser from 'nodemailer/lib/addressparser'
import type { PayloadEmailAdapter } from 'payload'

import { serverEnv } from '@/server/env'

// Not through './index': payload.config also loads in plain Node (CLI, seed), where 'server-only' throws.
import { sendEmail } from './send'

/** Payload's own mails (the staff password reset of /admin) leave through the store's transport. */
export const payloadEmail: PayloadEmailAdapter<void> = () => {
  const [sender] = addressparser(serverEnv().MAIL_FROM, { flatten: true })
  return {
    name: 'storefront-mail',
    defaultFromAddress: sender?.address ?? '',
    defaultFromName: sender?.name ?? '',
    // The sender is always MAIL_FROM, the same address defaultFrom* announce.
    sendEmail: async ({ to, subject, html, text, replyTo }) => {
      if (!to || typeof html !== 'string') {
        throw new Error('Payload e-mail without recipient or HTML')
      }
      const plain = typeof text === 'string' ? text : toPlainText(html)
      await sendEmail({ to, subject: subject ?? '', html, text: plain, replyTo })
    },
  }
}
