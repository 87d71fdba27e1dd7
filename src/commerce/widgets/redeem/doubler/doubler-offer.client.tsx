'use client'

import { secondaryButtonClass } from '@/components/form/compact-styles'
import { DoublerEntryFields } from '@/commerce/widgets/doubler'
import { lazyModal } from '@/components/ui/modal/lazy-modal.client'
import { ModalTrigger } from '@/components/ui/modal/modal-trigger.client'

import { useRedeemToken } from '../redeem-provider.client'
import type { DoublerModalProps } from './doubler-modal.client'
import { REDEEM_DOUBLER_MODAL } from './ids'

const DoublerModal = lazyModal<DoublerModalProps>(REDEEM_DOUBLER_MODAL, () =>
  Promise.all([import('./doubler-modal.client'), DoublerEntryFields.load()]).then(
    ([modal]) => modal,
  ),
)

/**
 * The redeem shop's offer of the monthly draw (spec §1 prize draw): shown while a redeem
 * session holds the checked card, it opens the doubler modal.
 */
export function DoublerOffer(props: DoublerModalProps) {
  const token = useRedeemToken()
  if (!token) return null
  const t = props.texts.modal
  return (
    <section
      aria-labelledby="redeem-doubler-offer"
      className="flex flex-wrap items-center gap-4 rounded-2xl border border-ink/15 p-5"
    >
      <div className="flex-1 basis-64">
        <h2 id="redeem-doubler-offer" className="text-lg font-bold">
          {t.offerTitle}
        </h2>
        <p>{t.offerText}</p>
      </div>
      <ModalTrigger modal={REDEEM_DOUBLER_MODAL} className={secondaryButtonClass}>
        {t.offerButton}
      </ModalTrigger>
      <DoublerModal {...props} />
    </section>
  )
}
