'use client'

import { useState } from 'react'
import { useFormContext } from 'react-hook-form'

import { Modal } from '@/components/ui/modal/modal.client'
import { closeModal, openedModal } from '@/components/ui/modal/modal-registry.client'

import { useConfigurator } from './context.client'
import { useModalTexts } from './modal-texts.client'
import type { ConfiguratorValues } from './form-values'
import { GIFT_PACKING_MODAL, WRAPPER_OVERLAY_MODAL } from './ids'
import { PackagingImage } from './packaging-image'
import { primaryButtonClass } from '@/components/form/compact-styles'
import { fill } from '@/i18n/fill'

export type PackagingPreviewProps = { field: 'wrapperId' | 'giftPackingId' }

/**
 * The wrapper overlay and the gift packing preview (spec §2): one option large, what it is, what
 * it costs, and a button that chooses it.
 */
export default function PackagingPreviewModal({ field }: PackagingPreviewProps) {
  const { packaging, money } = useConfigurator()
  const texts = useModalTexts()
  const { setValue } = useFormContext<ConfiguratorValues>()
  const [optionId] = useState(() => openedModal()?.payload.id)
  const option = packaging.find((choice) => choice.id === optionId)
  if (!option) return null
  const id = field === 'wrapperId' ? WRAPPER_OVERLAY_MODAL : GIFT_PACKING_MODAL
  const choose = () => {
    setValue(field, option.id, { shouldDirty: true })
    closeModal(id)
  }
  return (
    <Modal
      id={id}
      size="wide"
      title={option.title}
      closeLabel={texts.close}
      actions={
        <button type="button" onClick={choose} className={primaryButtonClass}>
          {field === 'wrapperId' ? texts.chooseWrapper : texts.choosePacking}
        </button>
      }
    >
      <div className="overflow-hidden rounded-xl bg-muted [&_img]:h-auto [&_img]:w-full">
        <PackagingImage
          sources={option.preview ?? option.image}
          alt={option.title}
          width={960}
          height={640}
        />
      </div>
      {option.description && <p className="mt-4">{option.description}</p>}
      <p className="mt-2 font-semibold">
        {option.price === 0 ? texts.free : fill(texts.perCard, { price: money(option.price) })}
      </p>
    </Modal>
  )
}
