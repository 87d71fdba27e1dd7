'use client'

import { useFormContext, useWatch } from 'react-hook-form'

import { Modal } from '@/components/ui/modal/modal.client'

import { useConfigurator } from './context.client'
import { useModalTexts } from './modal-texts.client'
import type { ConfiguratorValues } from './form-values'
import { DELIVERY_OVERVIEW_MODAL } from './ids'
import { deliveryOverview } from './overview'
import { receiverDetail } from './receivers'
import { fill } from '@/i18n/fill'

/** The product delivery overview modal (spec §2): each receiver and what they get. */
export default function DeliveryOverviewModal() {
  const { product, packaging, money } = useConfigurator()
  const texts = useModalTexts()
  const { control } = useFormContext<ConfiguratorValues>()
  const values = useWatch({ control }) as ConfiguratorValues
  const lines = deliveryOverview(values, product, packaging)
  const toSomeone = values.deliveryMode !== 'DEFAULT'
  return (
    <Modal
      id={DELIVERY_OVERVIEW_MODAL}
      size="wide"
      title={texts.overview}
      description={texts.overviewText}
      closeLabel={texts.close}
    >
      <ul className="grid gap-3">
        {lines.map((line, index) => (
          <li key={index} className="rounded-xl border border-ink/15 p-4">
            <p className="font-semibold">
              {line.receiver?.name ?? (toSomeone ? texts.missingReceiver : texts.you)}
            </p>
            {line.receiver && (
              <p className="text-sm break-words">{receiverDetail(line.receiver)}</p>
            )}
            <ul className="mt-2 list-disc pl-5 text-sm">
              <li>
                {fill(texts.gets, {
                  qty: line.qty,
                  title: product.title,
                  amount: Number.isFinite(line.amount) ? money(line.amount) : '–',
                })}
              </li>
              {line.wrapper && <li>{fill(texts.withWrapper, { title: line.wrapper })}</li>}
              {line.giftPacking && <li>{fill(texts.withPacking, { title: line.giftPacking })}</li>}
              {line.message && (
                <li className="break-words">{fill(texts.withMessage, { text: line.message })}</li>
              )}
            </ul>
          </li>
        ))}
      </ul>
    </Modal>
  )
}
