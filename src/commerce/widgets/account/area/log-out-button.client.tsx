'use client'

import { useState } from 'react'

import { accountErrorCodes } from '@/commerce/domain/account/account-errors'
import { openErrorModal } from '@/components/error-modal/ids'
import { useHydrated } from '@/components/ui/use-hydrated.client'

import { attempt, useAccountCalls } from './calls.client'
import { placeErrors } from '@/components/form/placed-errors'
import { leaveArea } from '@/commerce/client/leave-area'
import type { AreaTexts } from './texts'

type Props = {
  className: string
  homeHref: string
  labels: Pick<AreaTexts, 'logOut' | 'loggingOut' | 'errors'>
}

/** 'Se déconnecter' (spec §4): disabled while logging out; then home, the session gone. */
export function LogOutButton({ className, homeHref, labels }: Props) {
  const hydrated = useHydrated()
  const calls = useAccountCalls()
  const [busy, setBusy] = useState(false)

  async function logOut() {
    setBusy(true)
    const outcome = await attempt(calls.logOut)
    // A session that already ended is as good as a logout.
    const ended =
      outcome.ok || outcome.errors.every((e) => e.code === accountErrorCodes.notLoggedIn)
    if (ended) return leaveArea(homeHref)
    setBusy(false)
    openErrorModal(placeErrors(outcome.errors, { fields: new Set(), texts: labels.errors }).message)
  }

  return (
    <button type="button" onClick={logOut} disabled={!hydrated || busy} className={className}>
      {busy ? labels.loggingOut : labels.logOut}
    </button>
  )
}
