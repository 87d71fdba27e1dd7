'use client'

import { type InputHTMLAttributes, useEffect, useRef } from 'react'

import { openedModal, openModal, preloadModal } from '@/components/ui/modal/modal-registry.client'

import { consumeFocusReturn } from './focus-return'
import { SEARCH_MODAL } from './ids'
import { searchParamOf } from './search-url'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onFocus' | 'onClick' | 'onPointerEnter'>

const openSearch = () => {
  if (openedModal()?.id !== SEARCH_MODAL) openModal(SEARCH_MODAL)
}

/**
 * The header's search input once JavaScript runs: focusing, clicking or tapping it opens the
 * search modal (spec §2), and pointing at it loads the modal's code ahead. Before that, and
 * without JavaScript, it is a plain field of the GET form.
 */
export function HeaderSearchInput(props: Props) {
  const ref = useRef<HTMLInputElement>(null)
  // A page opened with ?s=… (the form's target, a shared link) opens the modal with that text.
  useEffect(() => {
    const text = searchParamOf(window.location.search)
    if (!text || !ref.current) return
    ref.current.value = text
    openSearch()
  }, [])
  return (
    <input
      ref={ref}
      {...props}
      onPointerEnter={() => preloadModal(SEARCH_MODAL)}
      onFocus={() => {
        if (!consumeFocusReturn()) openSearch()
      }}
      onClick={openSearch}
    />
  )
}
