'use client'

import type { ReactNode } from 'react'

import { Modal } from '@/components/ui/modal/modal.client'

type Props = { id: string; title: string; closeLabel: string; children: ReactNode }

/** Spec §2 "testimonials (mobile)": every quote of the block, where the phone shows the first. */
export default function TestimonialsModal({ id, title, closeLabel, children }: Props) {
  return (
    <Modal id={id} size="wide" title={title} closeLabel={closeLabel}>
      <ul className="grid gap-4">{children}</ul>
    </Modal>
  )
}
