'use client'

import { useSyncExternalStore } from 'react'

import { forgotPasswordEmail } from '@/commerce/client/auth-storage'

type Props = { text: string; textWithoutEmail: string }

const unchanging = () => () => {}

/** The forgot password success page's sentence, naming the e-mail the link went to. */
export function ForgotPasswordSent({ text, textWithoutEmail }: Props) {
  const email = useSyncExternalStore(unchanging, forgotPasswordEmail, () => null)
  return <p>{email ? text.replace('{email}', email) : textWithoutEmail}</p>
}
