'use client'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'

import { CloseModalButton } from '@/components/ui/modal/close-modal-button.client'
import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import type { EnterDoublerWithRedeemTokenMutation } from '@/commerce/client/generated/graphql'
import { EnterDoublerWithRedeemTokenDocument } from '@/commerce/client/generated/documents/enter-doubler-with-redeem-token'
import { gatewayRequest } from '@/commerce/client/request'
import { CaptchaForm } from '@/components/form/captcha-form.client'
import { useCaptchaForm } from '@/components/form/use-captcha-form.client'
import { doublerRedeemFormSchema } from '@/commerce/domain/doubler/entry'
import { fill } from '@/i18n/fill'
import { DoublerEntryFields, worded } from '@/commerce/widgets/doubler'
import { Modal } from '@/components/ui/modal/modal.client'

import { useRedeemPayments } from '../calls.client'
import { REDEEM_DOUBLER_MODAL } from './ids'
import type { RedeemDoublerTexts } from './texts'

export type DoublerModalProps = { texts: RedeemDoublerTexts; termsHref: string }

type Entry = EnterDoublerWithRedeemTokenMutation['enterDoublerWithRedeemToken']['entry']

const FIELDS = ['email', 'termsAccepted'] as const
const resolver = zodResolver(doublerRedeemFormSchema)

/**
 * The redeem doubler modal (spec §1 prize draw, §2 redeem modals): the card being exchanged
 * enters the monthly draw with an e-mail and the terms; the PIN is not asked again, the redeem
 * session stands for it (enterDoublerWithRedeemToken). The answer tells the draw's date.
 */
export default function DoublerModal({ texts, termsHref }: DoublerModalProps) {
  const caller = useGatewayCaller()
  const lastFour = useRedeemPayments().data?.payments[0]?.lastFour
  const [entry, setEntry] = useState<Entry>(null)
  const frame = useCaptchaForm({
    defaultValues: { email: '', termsAccepted: false },
    resolver,
    withoutCaptcha: true,
    texts: texts.form,
    fields: FIELDS,
    send: async (input) => {
      const answer = (await gatewayRequest(EnterDoublerWithRedeemTokenDocument, { input }, caller))
        .enterDoublerWithRedeemToken
      return { ...answer, errors: answer.errors.map(worded) }
    },
    onSuccess: (answer) => setEntry(answer.entry),
  })
  const { field } = frame
  const { doubler, modal } = texts

  return (
    <Modal
      id={REDEEM_DOUBLER_MODAL}
      title={modal.title}
      description={lastFour ? fill(modal.intro, { lastFour }) : modal.introNoCard}
      closeLabel={texts.close}
    >
      {entry ? (
        <div className="grid gap-5">
          <p role="status" className="rounded-2xl bg-muted p-5 text-lg">
            {fill(doubler.entered, { lastFour: entry.lastFour, date: entry.formattedDrawDate })}
          </p>
          <CloseModalButton modal={REDEEM_DOUBLER_MODAL}>{modal.close}</CloseModalButton>
        </div>
      ) : (
        <CaptchaForm
          frame={frame}
          label={modal.title}
          dismissLabel={doubler.dismissError}
          submitLabel={doubler.submit}
          busyLabel={doubler.sending}
        >
          <DoublerEntryFields field={field} texts={doubler} termsHref={termsHref} />
        </CaptchaForm>
      )}
    </Modal>
  )
}
