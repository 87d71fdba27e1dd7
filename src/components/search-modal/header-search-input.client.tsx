'use client'

import { type InputHTMLAttributes, useEffect, useRef } from 'react'

import { openedModal, openModal, preloadModal } from '@/components/ui/modal/modal-registry.client'

import { consumeFocusReturn } from './focus-return'
import { RESULTS_PAGE_INPUT_ID, SEARCH_MODAL } from './ids'
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
  // A page opened with ?s=… (a shared link) opens the modal with that text; the results page
  // (the form's target) shows that search already, and a modal over it would only hide it.
  useEffect(() => {
    const text = searchParamOf(window.location.search)
    if (!text || !ref.current || document.getElementById(RESULTS_PAGE_INPUT_ID)) return
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
