import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import addressparser from 'nodemailer/lib/addressparser'

import { serverEnv } from '@/server/env'

// Not through './index': payload.config also loads in plain Node (CLI, seed), where 'server-only' throws.
import { mailTransport } from './transport'

/** Payload's own mails (the staff password reset of /admin) leave through the store's transport. */
export function payloadEmail(): ReturnType<typeof nodemailerAdapter> {
  const [sender] = addressparser(serverEnv().MAIL_FROM, { flatten: true })
  return nodemailerAdapter({
    transport: mailTransport(),
    defaultFromAddress: sender?.address ?? '',
    defaultFromName: sender?.name ?? '',
    // Verifying would connect to SMTP at every start (and the adapter only logs a failure).
    skipVerify: true,
  })
}
