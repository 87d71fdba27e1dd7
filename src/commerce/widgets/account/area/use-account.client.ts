'use client'

import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect } from 'react'

import { USER_INFO_KEY, useSessionHint, useUserInfo } from '@/commerce/client/account.client'
import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import type { GetUserInfoQuery } from '@/commerce/client/generated/graphql'
import { useHydrated } from '@/components/ui/use-hydrated.client'

import { isLeaving } from '@/commerce/client/leave-area'
import type { AccountUser } from '@/commerce/client/customer'

export type AccountState =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'failed'; retry: () => void }
  | { status: 'ready'; user: AccountUser }

/**
 * The customer of an account page, once known. Nobody logged in (no session hint, or getUserInfo
 * answers no user): the page sends them to log in and come back (spec §4), in the browser, so
 * the page itself stays static; without a login path (a content page) they stay.
 */
export function useAccount(loginHref: string | null): AccountState {
  const hydrated = useHydrated()
  const hinted = useSessionHint()
  const info = useUserInfo()
  let state: AccountState
  if (!hydrated) state = { status: 'loading' }
  else if (!hinted) state = { status: 'anonymous' }
  else if (info.isPending) state = { status: 'loading' }
  else if (info.isError) state = { status: 'failed', retry: () => void info.refetch() }
  else state = info.user ? { status: 'ready', user: info.user } : { status: 'anonymous' }

  const anonymous = state.status === 'anonymous'
  useEffect(() => {
    if (!anonymous || loginHref === null || isLeaving()) return
    const callback = window.location.pathname + window.location.search
    window.location.replace(`${loginHref}?callback=${encodeURIComponent(callback)}`)
  }, [anonymous, loginHref])
  return state
}

/** Puts the customer a mutation answered in the cache, so every part of the page shows it. */
export function useSetAccount(): (user: AccountUser) => void {
  const client = useQueryClient()
  const { userData } = useGatewayCaller()
  return useCallback(
    (user) =>
      client.setQueryData<GetUserInfoQuery>([USER_INFO_KEY, userData.language], {
        getUserInfo: { user, errors: [] },
      }),
    [client, userData.language],
  )
}
