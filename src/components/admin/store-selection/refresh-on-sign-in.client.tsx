'use client'

import { useAuth } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { type ReactNode, useEffect } from 'react'

/**
 * Signing in moves on within the admin without loading its layout again: once a user is known,
 * the layout is fetched again so the store selection (StoreSelectionProvider) is there.
 */
export function RefreshOnSignIn({ children }: { children: ReactNode }) {
  const { user } = useAuth()
  const router = useRouter()
  useEffect(() => {
    if (user) router.refresh()
  }, [user, router])
  return children
}
