'use client'

import { useEffect } from 'react'

import { useGatewayCaller } from '@/commerce/client/caller-context.client'

import { isLoggedIn } from './logged-in'
import { goTo, type Navigate } from '@/commerce/client/navigate'
import { usePageQuery } from './page-query.client'

type Props = {
  /** Where a logged-in customer goes instead: the callback of the query, else this. */
  to: string
  navigate?: Navigate
}

/** Identify, login and register are for visitors: a customer already logged in moves on. */
export function LoggedInRedirect({ to, navigate = goTo }: Props) {
  const caller = useGatewayCaller()
  const { known, callback } = usePageQuery()
  useEffect(() => {
    if (!known) return
    let current = true
    void isLoggedIn(caller).then((yes) => {
      if (yes && current) navigate(callback ?? to)
    })
    return () => {
      current = false
    }
  }, [caller, known, callback, to, navigate])
  return null
}
