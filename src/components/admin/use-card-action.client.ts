'use client'

import { toast, useConfig, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { adminText } from '@/i18n/admin-texts'

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
  const { i18n } = useTranslation()

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
        toast.error(
          answer.error ??
            adminText(i18n.language, (texts) => texts.CardService.failed, {
              status: String(response.status),
            }),
        )
        return false
      }
      toast.success(answer.message ?? adminText(i18n.language, (texts) => texts.CardService.done))
      router.refresh()
      return true
    } catch {
      toast.error(adminText(i18n.language, (texts) => texts.CardService.unreachable))
      return false
    } finally {
      setBusy(false)
    }
  }

  return { ready: id !== undefined && id !== null, busy, run }
}
