'use client'

import { toast, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

type Answer = { message?: string; error?: string }

/**
 * Posts a customer-service action of the card being edited (src/server/cards/service-endpoints)
 * and shows its answer; on success the view reloads, so balance, status and ledger show it.
 */
export function useCardAction() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const router = useRouter()
  const [busy, setBusy] = useState(false)

  async function run(action: 'adjust' | 'status' | 'resend', body: object): Promise<boolean> {
    setBusy(true)
    try {
      // Relative: the admin may be opened on another host than SERVER_URL.
      const response = await fetch(`${config.routes.api}/gift-cards/${id}/${action}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      const answer = (await response.json().catch(() => ({}))) as Answer
      if (!response.ok) {
        toast.error(answer.error ?? `The action failed (${response.status}).`)
        return false
      }
      toast.success(answer.message ?? 'Done.')
      router.refresh()
      return true
    } catch {
      toast.error('The server could not be reached.')
      return false
    } finally {
      setBusy(false)
    }
  }

  return { ready: id !== undefined && id !== null, busy, run }
}
