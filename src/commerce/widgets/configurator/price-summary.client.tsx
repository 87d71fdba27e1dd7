'use client'

import { useFormContext, useWatch } from 'react-hook-form'

import { ModalTrigger } from '@/components/ui/modal/modal-trigger.client'
import { linkButtonClass } from '@/components/form/compact-styles'

import { useConfigurator } from './context.client'
import { type ConfiguratorValues, toPackageInput } from './form-values'
import { PRODUCT_ORDER_OVERVIEW_MODAL } from './ids'
import { configurationPrice } from './price'

/**
 * The running price of what is composed: the cards, the options, the total (VAT included), and
 * the product order overview, the same line by line.
 */
export function PriceSummary() {
  const { product, packaging, texts, money } = useConfigurator()
  const { control } = useFormContext<ConfiguratorValues>()
  const values = useWatch({ control }) as ConfiguratorValues
  const input = toPackageInput(values, product)
  const price = configurationPrice(input, packaging)
  return (
    <div className="grid justify-items-start gap-2 border-t border-ink/15 pt-4">
      <dl className="grid w-full grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {price && (
          <>
            <dt>{texts.cards}</dt>
            <dd className="text-right">
              {input.qty} × {money(input.amount)} = {money(price.cards)}
            </dd>
            {price.extras > 0 && (
              <>
                <dt>{texts.extras}</dt>
                <dd className="text-right">{money(price.extras)}</dd>
              </>
            )}
          </>
        )}
        <dt className="text-lg font-bold">{texts.total}</dt>
        <dd className="text-right text-lg font-bold" data-total>
          {price ? money(price.total) : '–'}
        </dd>
      </dl>
      {price && (
        <ModalTrigger modal={PRODUCT_ORDER_OVERVIEW_MODAL} className={`${linkButtonClass} -ml-3`}>
          {texts.orderOverviewOpen}
        </ModalTrigger>
      )}
    </div>
  )
}
