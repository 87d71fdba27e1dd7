'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'

import { useGatewayCaller } from '@/commerce/client/gateway-provider.client'
import {
  EnterDoublerWithRedeemTokenDocument,
  type EnterDoublerWithRedeemTokenMutation,
} from '@/commerce/client/generated/graphql'
import { gatewayRequest } from '@/commerce/client/request'
import { type DoublerRedeemEntry, doublerRedeemFormSchema } from '@/commerce/domain/doubler/entry'
import { secondaryButtonClass } from '@/components/form/styles'
import { fill } from '@/i18n/fill'
import { FormError } from '@/components/form/form-error.client'
import { SubmitButton } from '@/components/form/submit-button.client'
import { TextField } from '@/components/form/text-field.client'
import { useGatewaySubmit } from '@/components/form/use-gateway-submit.client'
import { TermsField } from '@/commerce/widgets/Doubler/TermsField.client'
import { worded } from '@/commerce/widgets/Doubler/worded'
import { Modal } from '@/components/ui/modal/Modal'
import { closeModal } from '@/components/ui/modal/modal-registry'

import { useRedeemPayments } from '../calls'
import { REDEEM_DOUBLER_MODAL } from './ids'
import type { RedeemDoublerTexts } from './texts'

export type DoublerModalProps = { texts: RedeemDoublerTexts; termsHref: string }

type Values = { email: string; termsAccepted: boolean }
type Entry = EnterDoublerWithRedeemTokenMutation['enterDoublerWithRedeemToken']['entry']

const FIELDS = ['email', 'termsAccepted'] as const
const resolver = zodResolver(doublerRedeemFormSchema)

/**
 * The redeem doubler modal (spec §1 prize draw, §2 redeem modals): the card being exchanged
 * enters the monthly draw with an e-mail and the terms; the PIN is not asked again, the redeem
 * session stands for it (enterDoublerWithRedeemToken). The answer tells the draw's date.
 */
export default function DoublerModal({ texts, termsHref }: DoublerModalProps) {
  const id = useId()
  const caller = useGatewayCaller()
  const formRef = useRef<HTMLFormElement>(null)
  const lastFour = useRedeemPayments().data?.payments[0]?.lastFour
  const [entry, setEntry] = useState<Entry>(null)
  const form = useForm<Values, unknown, DoublerRedeemEntry>({
    defaultValues: { email: '', termsAccepted: false },
    resolver,
    mode: 'onTouched',
    shouldFocusError: false,
  })
  const submit = useGatewaySubmit({
    form,
    formRef,
    texts: texts.form,
    fields: FIELDS,
    send: async (input) => {
      const answer = (await gatewayRequest(EnterDoublerWithRedeemTokenDocument, { input }, caller))
        .enterDoublerWithRedeemToken
      return { ...answer, errors: answer.errors.map(worded) }
    },
    onSuccess: (answer) => setEntry(answer.entry),
  })
  const { doubler, modal } = texts
  const field = (name: (typeof FIELDS)[number]) => ({
    id: `${id}-${name}`,
    registration: form.register(name),
    error: submit.errorOf(form.formState.errors[name]),
  })

  return (
    <Modal
      id={REDEEM_DOUBLER_MODAL}
      size="narrow"
      title={modal.title}
      description={lastFour ? fill(modal.intro, { lastFour }) : modal.introNoCard}
      closeLabel={texts.close}
      escapeCloses
    >
      {entry ? (
        <div className="grid gap-5">
          <p role="status" className="rounded-2xl bg-muted p-5 text-lg">
            {fill(doubler.entered, { lastFour: entry.lastFour, date: entry.formattedDrawDate })}
          </p>
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => closeModal(REDEEM_DOUBLER_MODAL)}
          >
            {modal.close}
          </button>
        </div>
      ) : (
        <form
          ref={formRef}
          noValidate
          onSubmit={submit.onSubmit}
          aria-label={modal.title}
          className="grid gap-5"
        >
          <FormError
            errors={submit.formErrors}
            onDismiss={submit.dismissErrors}
            dismissLabel={doubler.dismissError}
          />
          <TextField
            {...field('email')}
            label={doubler.email}
            hint={doubler.emailHint}
            type="email"
            autoComplete="email"
          />
          <TermsField
            {...field('termsAccepted')}
            template={doubler.terms}
            linkLabel={doubler.termsLink}
            href={termsHref}
          />
          <div>
            <SubmitButton busy={submit.busy} busyLabel={doubler.sending}>
              {doubler.submit}
            </SubmitButton>
          </div>
        </form>
      )}
    </Modal>
  )
}
