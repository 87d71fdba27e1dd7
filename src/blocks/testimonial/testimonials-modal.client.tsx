'use client'

import { useState } from 'react'

import { Modal } from '@/components/ui/modal/modal.client'

type Props = { id: string; title: string; closeLabel: string; listId: string }

/**
 * Spec §2 "testimonials (mobile)": every quote of the block, where the phone shows the first. The
 * quotes are the page's own list, copied on opening: the page carries them once, not again as
 * this modal's props (issue 39). The phone hides the list's items past the first: not here.
 */
export default function TestimonialsModal({ id, title, closeLabel, listId }: Props) {
  const [quotes] = useState(() => document.getElementById(listId)?.innerHTML ?? '')
  return (
    <Modal id={id} size="wide" title={title} closeLabel={closeLabel}>
      <ul className="grid gap-4 [&>li]:block" dangerouslySetInnerHTML={{ __html: quotes }} />
    </Modal>
  )
}
