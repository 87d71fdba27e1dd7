'use client'

import { useWatch } from 'react-hook-form'

import { primaryButtonClass } from '@/components/form/compact-styles'
import { Modal } from '@/components/ui/modal/modal.client'
import { closeModal } from '@/components/ui/modal/modal-registry.client'
import { fill } from '@/i18n/fill'

import { useConfigurator } from './context.client'
import { useModalTexts } from './modal-texts.client'
import type { ConfiguratorValues } from './form-values'
import { ALTERNATIVE_CHOICE_MODAL } from './ids'

const cardLinkClass =
  'flex min-h-11 items-center rounded-xl border border-ink/15 px-4 py-2 font-semibold underline-offset-4 hover:bg-muted hover:underline'

/**
 * The alternative choice modal (spec §2): the version asked for is sold out, so it offers the
 * other version of the card when that one sells, and other cards of the same categories.
 */
export default function AlternativeChoiceModal() {
  const { id, product, deliveryChoices, alternatives, giftCardsPath } = useConfigurator()
  const texts = useModalTexts()
  const type = useWatch<ConfiguratorValues, 'deliveryType'>({ name: 'deliveryType' })
  const chosen = deliveryChoices.find((choice) => choice.type === type)
  const other = deliveryChoices.find(
    (choice) => choice.type !== type && !product.outOfStock[choice.type],
  )
  // The version's own radio: the change goes through the field (each version keeps its amount).
  const chooseOther = () => {
    closeModal(ALTERNATIVE_CHOICE_MODAL)
    const selector = `input[name="${id}-deliveryType"][value="${other?.type}"]`
    document.querySelector<HTMLInputElement>(selector)?.click()
  }
  return (
    <Modal
      id={ALTERNATIVE_CHOICE_MODAL}
      size="narrow"
      title={texts.alternativeTitle}
      closeLabel={texts.close}
      actions={
        other && (
          <button type="button" onClick={chooseOther} className={primaryButtonClass}>
            {fill(texts.alternativeOther, { version: other.title })}
          </button>
        )
      }
    >
      <p>{fill(texts.alternativeText, { version: chosen?.title ?? '', title: product.title })}</p>
      <h3 className="mt-5 font-semibold">{texts.alternativeCards}</h3>
      <ul className="mt-2 grid gap-2">
        {alternatives.map((card) => (
          <li key={card.href}>
            <a href={card.href} className={cardLinkClass}>
              {card.title}
            </a>
          </li>
        ))}
        <li>
          <a href={giftCardsPath} className={cardLinkClass}>
            {texts.alternativeAll}
          </a>
        </li>
      </ul>
    </Modal>
  )
}
