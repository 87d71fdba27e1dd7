'use client'

import { IdentifyForm } from './identify-form.client'
import { withCallback } from './callback'
import type { AuthLinks } from './auth-links'
import { goTo, type Navigate } from '@/commerce/client/navigate'
import { usePageQuery } from './page-query.client'
import type { IDENTIFY_TEXTS, TextsOf } from './text-keys'
import type { AuthTexts } from './texts'

export type IdentifyPageProps = {
  texts: AuthTexts<TextsOf<typeof IDENTIFY_TEXTS>>
  links: AuthLinks
  language: string
  hideCaptchaBadge: boolean
  navigate?: Navigate
}

/**
 * The account identify page (/compte/): a known e-mail goes on to log in, any other to create
 * an account, the e-mail prefilled there and the query's callback carried along.
 */
export function IdentifyPage({ links, navigate = goTo, ...form }: IdentifyPageProps) {
  const { callback } = usePageQuery()
  return (
    <IdentifyForm
      {...form}
      onIdentified={(existence) =>
        navigate(withCallback(existence === 'known' ? links.login : links.register, callback))
      }
    />
  )
}
