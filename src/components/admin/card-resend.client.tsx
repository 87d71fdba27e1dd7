'use client'

import { Button, TextInput, useAuth, useTranslation } from '@payloadcms/ui'
import { type ChangeEvent, useState } from 'react'

import { mayOverrideCardSafeguards } from '@/access/staff-roles'
import { adminText } from '@/i18n/admin-texts'

type Run = (action: 'resend', body: object) => Promise<boolean>

/**
 * Resends a digital card's e-mail to its receiver; an admin may send it to another address
 * instead, with a reason (kept in the audit log; the address becomes the receiver's).
 */
export function CardResend({ busy, run }: { busy: boolean; run: Run }) {
  const { user } = useAuth()
  const { i18n } = useTranslation()
  const [to, setTo] = useState('')
  const [reason, setReason] = useState('')
  const elsewhere = to.trim() !== ''

  async function resend() {
    if (await run('resend', elsewhere ? { to, reason } : {})) {
      setTo('')
      setReason('')
    }
  }

  return (
    <div style={{ display: 'grid', gap: 8 }}>
      {mayOverrideCardSafeguards(user) && (
        <>
          <TextInput
            path="service.resendTo"
            label={adminText(i18n.language, (texts) => texts.StaffRules.resendTo)}
            value={to}
            onChange={(event: ChangeEvent<HTMLInputElement>) => setTo(event.target.value)}
          />
          {elsewhere && (
            <TextInput
              path="service.resendReason"
              label={adminText(i18n.language, (texts) => texts.StaffRules.resendReason)}
              required
              value={reason}
              onChange={(event: ChangeEvent<HTMLInputElement>) => setReason(event.target.value)}
            />
          )}
        </>
      )}
      <Button buttonStyle="secondary" disabled={busy} onClick={resend}>
        {adminText(i18n.language, (texts) => texts.StaffRules.resend)}
      </Button>
    </div>
  )
}
