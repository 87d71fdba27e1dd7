'use client'

import { useState } from 'react'
import { useFormContext } from 'react-hook-form'

import { Modal } from '@/components/ui/modal/modal.client'
import { closeModal, openedModal } from '@/components/ui/modal/modal-registry.client'

import { useConfigurator } from './context.client'
import type { ConfiguratorValues } from './form-values'
import { GIFT_PACKING_MODAL } from './ids'
import { primaryButtonClass } from '@/components/form/compact-styles'
import { fill } from '@/i18n/fill'

/** The gift packing preview modal (spec §2): the packing large, what it is, what it costs. */
export default function GiftPackingModal() {
  const { packaging, texts, money } = useConfigurator()
  const { setValue } = useFormContext<ConfiguratorValues>()
  const [optionId] = useState(() => openedModal()?.payload.id)
  const option = packaging.find((choice) => choice.id === optionId)
  if (!option) return null
  const choose = () => {
    setValue('giftPackingId', option.id, { shouldDirty: true })
    closeModal(GIFT_PACKING_MODAL)
  }
  return (
    <Modal
      id={GIFT_PACKING_MODAL}
      size="wide"
      title={option.title}
      closeLabel={texts.close}
      actions={
        <button type="button" onClick={choose} className={primaryButtonClass}>
          {texts.choosePacking}
        </button>
      }
    >
      <div className="overflow-hidden rounded-xl bg-muted [&_img]:h-auto [&_img]:w-full">
        {option.preview}
      </div>
      {option.description && <p className="mt-4">{option.description}</p>}
      <p className="mt-2 font-semibold">
        {option.price === 0 ? texts.free : fill(texts.perCard, { price: money(option.price) })}
      </p>
    </Modal>
  )
}
