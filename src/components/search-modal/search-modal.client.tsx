'use client'

import { Dialog } from '@base-ui/react/dialog'
import { useEffect, useMemo, useRef } from 'react'

import { callerFor } from '@/commerce/client/caller'
import { GatewayProvider } from '@/commerce/client/gateway-provider.client'
import { useAskedOnce } from '@/components/ui/ask-once.client'
import { closeModal, useOpenModal } from '@/components/ui/modal/modal-registry.client'

import { markFocusReturn } from './focus-return'
import { headerSearchInput, SEARCH_MODAL } from './ids'
import { searchTexts } from './texts'
import type { SearchModalData, SearchModalProps } from './props'
import { SearchPanel } from './search-panel.client'
import { withSearchParam } from './search-url'
import { searchTracking } from './tracking'

/** Focus goes back to the header input, which must not take that as a reason to reopen. */
function returnFocus(): HTMLElement | true {
  const input = headerSearchInput()
  if (!input) return true
  markFocusReturn()
  return input
}

function close() {
  closeModal(SEARCH_MODAL)
  window.history.replaceState(null, '', withSearchParam(window.location.href, ''))
}

/** An answer kept for later openings: one without popular data is asked again. */
const complete = (data: SearchModalData) => data.popular !== null

/**
 * The search modal (spec §2): full screen at every width, body scroll locked, Esc and the back
 * arrow close it. Loaded on first opening, with the TanStack Query client it brings, and its texts
 * and popular data in one request, once per language for the tab's life (the lazy host's Suspense
 * shows nothing until both have come). Nothing came: nothing shown; no popular data: the field
 * alone. Either is asked again on the next opening.
 */
export default function SearchModal(props: SearchModalProps) {
  const { locale, load } = props
  const data = useAskedOnce(`search:${locale}`, () => load(locale), props.data, complete)
  return data ? <SearchDialog {...props} data={data} /> : null
}

function SearchDialog(props: SearchModalProps & { data: SearchModalData }) {
  const { locale, storeID, countryCode, tracking, data } = props
  const { messages } = data
  const open = useOpenModal()?.id === SEARCH_MODAL
  const inputRef = useRef<HTMLInputElement>(null)
  const labels = useMemo(() => searchTexts(locale, messages), [locale, messages])
  const caller = useMemo(
    () => callerFor({ storeId: storeID, country: countryCode }, locale),
    [locale, storeID, countryCode],
  )

  useEffect(() => {
    if (open && tracking) searchTracking.opened()
  }, [open, tracking])

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Popup
          initialFocus={inputRef}
          finalFocus={returnFocus}
          data-modal={SEARCH_MODAL}
          className="fixed inset-0 z-50 flex flex-col bg-surface text-ink outline-none transition-opacity duration-300 data-ending-style:opacity-0 data-starting-style:opacity-0"
        >
          <Dialog.Title className="sr-only">{labels.title}</Dialog.Title>
          <GatewayProvider caller={caller}>
            <SearchPanel
              tracking={tracking}
              popular={data.popular}
              labels={labels}
              inputRef={inputRef}
              onClose={close}
            />
          </GatewayProvider>
        </Dialog.Popup>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
