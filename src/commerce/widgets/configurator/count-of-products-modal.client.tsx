'use client'

import { GIFT_CARD_LIMIT } from '@/commerce/domain/cart-errors'
import { primaryButtonClass } from '@/components/form/compact-styles'
import { Modal } from '@/components/ui/modal/modal.client'
import { fill } from '@/i18n/fill'

import { useConfigurator } from './context.client'
import { useModalTexts } from './modal-texts.client'
import { COUNT_OF_PRODUCTS_MODAL } from './ids'

/**
 * The count of products modal (spec §2): asked for more cards than one cart line holds (spec
 * §9, 50), it says so and where a larger order goes: the business shop.
 */
export default function CountOfProductsModal() {
  const { businessPath } = useConfigurator()
  const texts = useModalTexts()
  return (
    <Modal
      id={COUNT_OF_PRODUCTS_MODAL}
      size="narrow"
      title={fill(texts.countTitle, { max: GIFT_CARD_LIMIT })}
      closeLabel={texts.close}
      actions={
        <a href={businessPath} className={primaryButtonClass}>
          {texts.countBusiness}
        </a>
      }
    >
      <p>{fill(texts.countText, { max: GIFT_CARD_LIMIT })}</p>
    </Modal>
  )
}
