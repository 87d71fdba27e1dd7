'use client'

import type { ReactNode } from 'react'

import { LoadFailed } from '@/components/ui/load-failed'
import type { AreaTexts } from './texts'
import type { AccountUser } from '@/commerce/client/customer'
import type { AccountState } from './use-account.client'

type Props = {
  state: AccountState
  texts: Pick<AreaTexts, 'loading' | 'loadFailed' | 'retry' | 'toLogin'>
  children: (user: AccountUser) => ReactNode
}

/** An account page's content once the customer is known; until then, what is happening. */
export function AccountGate({ state, texts, children }: Props) {
  switch (state.status) {
    case 'ready':
      return children(state.user)
    case 'failed':
      return <LoadFailed texts={texts} onRetry={state.retry} />
    default:
      return <p role="status">{state.status === 'anonymous' ? texts.toLogin : texts.loading}</p>
  }
}
