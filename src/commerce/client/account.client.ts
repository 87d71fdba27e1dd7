'use client'

import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useSyncExternalStore } from 'react'

import { useGatewayCaller } from './caller-context.client'
import { GetUserInfoDocument } from './generated/documents/get-user-info'
import { gatewayRequest } from './request'
import { hasSessionHint, onSessionChange } from './session-hint'

export const USER_INFO_KEY = 'getUserInfo'

/** Whether the session hint cookie exists; false on the server, updated on every login/logout. */
export const useSessionHint = (): boolean =>
  useSyncExternalStore(onSessionChange, hasSessionHint, () => false)

/**
 * The logged-in customer (getUserInfo, spec §7), or null. Asked only when the session hint cookie
 * exists, and again whenever a widget announces a login or logout (same tab).
 */
export function useUserInfo() {
  const caller = useGatewayCaller()
  const client = useQueryClient()
  const hinted = useSessionHint()
  useEffect(
    () => onSessionChange(() => void client.invalidateQueries({ queryKey: [USER_INFO_KEY] })),
    [client],
  )
  const query = useQuery({
    queryKey: [USER_INFO_KEY, caller.userData.language],
    queryFn: () => gatewayRequest(GetUserInfoDocument, {}, caller),
    enabled: hinted,
    select: (data) => data.getUserInfo.user,
  })
  return { ...query, user: hinted ? (query.data ?? null) : null }
}
