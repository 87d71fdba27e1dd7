'use client'

import { Button, TextInput, useFormFields, useTranslation } from '@payloadcms/ui'
import { type ChangeEvent, useState } from 'react'

import { adjustmentSchema, centsFromEuroText } from '@/commerce/domain/cards/card-service'
import { adminText, type AdminTexts, cardServiceText } from '@/i18n/admin-texts'

import { CardResend } from './card-resend.client'
import { useCardAction } from './use-card-action.client'

/**
 * Customer service on the gift card being edited (a `ui` field of the Gift Cards collection):
 * adjust its balance with a mandatory reason, block or unblock it, and resend its e-mail.
 */
export function CardService() {
  const status = useFormFields(([fields]) => fields.status?.value)
  const deliveryType = useFormFields(([fields]) => fields.deliveryType?.value)
  const { ready, busy, run } = useCardAction()
  const [amount, setAmount] = useState('')
  const [adjustReason, setAdjustReason] = useState('')
  const [statusReason, setStatusReason] = useState('')
  const [fraud, setFraud] = useState(false)
  const { i18n } = useTranslation()
  const [problem, setProblem] = useState<string | null>(null)
  const blocked = status === 'blocked'
  const say = (pick: (texts: AdminTexts['CardService']) => string) =>
    adminText(i18n.language, (texts) => pick(texts.CardService))

  async function adjust() {
    const cents = centsFromEuroText(amount)
    if (cents === null) return setProblem(say((texts) => texts.notAnAmount))
    const parsed = adjustmentSchema.safeParse({ amount: cents, reason: adjustReason })
    if (!parsed.success) {
      return setProblem(
        parsed.error.issues.map((issue) => cardServiceText(i18n.language, issue.message)).join(' '),
      )
    }
    setProblem(null)
    if (await run('adjust', parsed.data)) {
      setAmount('')
      setAdjustReason('')
    }
  }

  async function changeStatus() {
    if (await run('status', { blocked: !blocked, fraud, reason: statusReason })) {
      setStatusReason('')
      setFraud(false)
    }
  }

  if (!ready) return null
  return (
    <section className="card-service" style={{ display: 'grid', gap: 16, marginBottom: 32 }}>
      <h3>{say((texts) => texts.heading)}</h3>
      <div style={{ display: 'grid', gap: 8 }}>
        <TextInput
          path="service.amount"
          label={say((texts) => texts.adjustBy)}
          placeholder={say((texts) => texts.adjustPlaceholder)}
          value={amount}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setAmount(event.target.value)}
        />
        <TextInput
          path="service.adjustReason"
          label={say((texts) => texts.adjustReason)}
          required
          value={adjustReason}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setAdjustReason(event.target.value)}
        />
        {problem && <p role="alert">{problem}</p>}
        <Button buttonStyle="secondary" disabled={busy} onClick={adjust}>
          {say((texts) => texts.adjust)}
        </Button>
      </div>
      <div style={{ display: 'grid', gap: 8 }}>
        <TextInput
          path="service.statusReason"
          label={say((texts) => (blocked ? texts.whyUnblock : texts.whyBlock))}
          required
          value={statusReason}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setStatusReason(event.target.value)}
        />
        {!blocked && (
          <label style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <input
              type="checkbox"
              checked={fraud}
              onChange={(event) => setFraud(event.target.checked)}
            />
            {adminText(i18n.language, (texts) => texts.StaffRules.fraudBlockField)} (
            {adminText(i18n.language, (texts) => texts.StaffRules.fraudBlockDescription)})
          </label>
        )}
        <Button
          buttonStyle={blocked ? 'secondary' : 'error'}
          disabled={busy || statusReason.trim().length < 3}
          onClick={changeStatus}
        >
          {say((texts) => (blocked ? texts.unblock : texts.block))}
        </Button>
      </div>
      {deliveryType === 'DIGITAL' && <CardResend busy={busy} run={run} />}
    </section>
  )
}
