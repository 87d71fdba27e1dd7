'use client'

import { useState } from 'react'

import type { ProductListFilters } from '@/commerce/client/generated/graphql'
import { primaryButtonClass, secondaryButtonClass } from '@/components/form/compact-styles'
import { Modal } from '@/components/ui/modal/modal.client'
import { closeModal } from '@/components/ui/modal/modal-registry.client'

import { BrandCheckboxes } from './brand-checkboxes'
import { useRedeemBrands } from './calls.client'
import { BRANDS_MODAL } from './ids'
import type { RedeemTexts } from './texts'

export type BrandsModalProps = {
  texts: Pick<RedeemTexts, 'redeem' | 'close'>
  /** The shop's filters but the brands: the counts are of the cards these keep. */
  filters: ProductListFilters
  /** The brands the list is narrowed by now. */
  chosen: readonly string[]
  onApply: (brands: string[]) => void
}

/**
 * Spec §2 brands modal, in the redeem shop: the brands of the cards to choose, each with its
 * count. Ticks change nothing until 'Appliquer'; 'Tout effacer' shows every card again at once,
 * as the catalogue's filters do; Esc or the close button leave the list as it was.
 */
export default function BrandsModal({ texts, filters, chosen, onApply }: BrandsModalProps) {
  const t = texts.redeem
  const brands = useRedeemBrands(filters)
  // Mounted afresh on each opening: the ticks start from the list's brands.
  const [ticked, setTicked] = useState<string[]>(() => [...chosen])
  const apply = (choice: string[]) => {
    onApply(choice)
    closeModal(BRANDS_MODAL)
  }
  const answer = brands.data
  const failed = brands.isError || (answer?.errors.length ?? 0) > 0
  return (
    <Modal
      id={BRANDS_MODAL}
      title={t.brandsTitle}
      closeLabel={texts.close}
      actions={
        <>
          <button type="button" className={secondaryButtonClass} onClick={() => apply([])}>
            {t.brandsClear}
          </button>
          <button type="button" className={primaryButtonClass} onClick={() => apply(ticked)}>
            {t.brandsApply}
          </button>
        </>
      }
    >
      {failed ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          <p>{t.brandsLoadFailed}</p>
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => void brands.refetch()}
          >
            {t.retry}
          </button>
        </div>
      ) : answer ? (
        <BrandCheckboxes
          brands={answer.brands}
          ticked={ticked}
          onChange={setTicked}
          legend={t.brandsLegend}
          none={t.brandsNone}
        />
      ) : (
        <p role="status">{t.loading}</p>
      )}
    </Modal>
  )
}
