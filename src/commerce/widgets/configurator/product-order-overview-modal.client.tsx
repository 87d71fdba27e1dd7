'use client'

import { useFormContext, useWatch } from 'react-hook-form'

import { Modal } from '@/components/ui/modal/modal.client'
import { fill } from '@/i18n/fill'

import { useConfigurator } from './context.client'
import { useModalTexts } from './modal-texts.client'
import { type ConfiguratorValues, toPackageInput } from './form-values'
import { PRODUCT_ORDER_OVERVIEW_MODAL } from './ids'
import { productOrderOverview } from './order-overview'

/**
 * The product order overview modal (spec §2): what the composed card costs before it goes in the
 * cart, line by line, with how it is sent. It follows the form while open.
 */
export default function ProductOrderOverviewModal() {
  const { product, packaging, money, deliveryChoices } = useConfigurator()
  const texts = useModalTexts()
  const { control } = useFormContext<ConfiguratorValues>()
  const values = useWatch({ control }) as ConfiguratorValues
  const overview = productOrderOverview(toPackageInput(values, product), product.title, packaging)
  const version = deliveryChoices.find((choice) => choice.type === values.deliveryType)
  const mode = { DEFAULT: texts.modeDefault, SINGLE: texts.modeSingle, SPLIT: texts.modeSplit }
  const wrapper = values.deliveryType === 'DIGITAL' ? texts.digitalWrapper : texts.physicalWrapper
  const kinds = { cards: texts.cards, wrapper, giftPacking: texts.giftPacking }
  return (
    <Modal
      id={PRODUCT_ORDER_OVERVIEW_MODAL}
      size="wide"
      title={texts.orderOverview}
      closeLabel={texts.close}
    >
      <p>
        {version?.title} · {mode[values.deliveryMode]}
      </p>
      {overview ? (
        <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-4 gap-y-3">
          {overview.lines.map((line) => (
            <div key={line.kind} className="contents">
              <dt className="min-w-0">
                <span className="block text-sm text-ink/70">{kinds[line.kind]}</span>
                <span className="block font-medium break-words">{line.title}</span>
                <span className="block text-sm">
                  {fill(texts.timesEach, { qty: line.qty, price: money(line.each) })}
                </span>
              </dt>
              <dd className="text-right font-medium">{money(line.total)}</dd>
            </div>
          ))}
          <dt className="border-t border-ink/15 pt-3 text-lg font-bold">{texts.total}</dt>
          <dd className="border-t border-ink/15 pt-3 text-right text-lg font-bold">
            {money(overview.total)}
          </dd>
        </dl>
      ) : (
        <p className="mt-4">{texts.orderOverviewEmpty}</p>
      )}
    </Modal>
  )
}
