'use client'

import {
  type RefObject,
  useCallback,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import type { UseFormReturn } from 'react-hook-form'

import { callerFor } from '@/commerce/client/caller'
import { EDIT_PARAMETER } from '@/commerce/client/package-input'
import type { PackageInput } from '@/commerce/domain/package'
import { openModal } from '@/components/ui/modal/modal-registry.client'

import { type ConfiguratorValues, type ReceiverValues, valuesOf } from './form-values'
import { RESET_RECEIVERS_CONFIRM_MODAL } from './ids'
import { askModalTexts } from './modal-texts.client'
import type { ConfiguratorProps, ModalOnlyTexts } from './types'

let calls: Promise<typeof import('./edit-package')> | null = null

/** The gateway calls of editing, loaded only on a page that edits. */
export const loadEdit = () => (calls ??= import('./edit-package'))

const noSubscription = () => () => {}
const requestedPackage = () => new URLSearchParams(window.location.search).get(EDIT_PARAMETER)

/** What the edit mode says, asked with the modals' texts (the product page does not carry them). */
export type EditTexts = Pick<
  ModalOnlyTexts,
  'editTitle' | 'editMissing' | 'saveChanges' | 'saving' | 'backToCart'
>

export type EditState = {
  /** The package being edited, once the form holds it and its texts came; null while adding. */
  editing: string | null
  loading: boolean
  /** The link named a package the cart no longer holds (or its texts did not come): the form adds. */
  missing: boolean
  texts: EditTexts | null
}

type Form = UseFormReturn<ConfiguratorValues, unknown, PackageInput>

/**
 * The cart package the page was opened for: read from the shopper's cart in the browser (the
 * page itself is the same for everyone) and put in the form as it was configured.
 */
export function useEditPackage(form: Form, props: ConfiguratorProps): EditState {
  const requested = useSyncExternalStore(noSubscription, requestedPackage, () => null)
  const [loaded, setLoaded] = useState<{
    packageId: string
    found: boolean
    texts: EditTexts | null
  } | null>(null)
  const { storeID, countryCode, locale, product, modalTexts } = props
  const { reset, trigger } = form
  useEffect(() => {
    if (!requested) return
    let current = true
    const caller = callerFor({ storeId: storeID, country: countryCode }, locale)
    const cartPackage = loadEdit()
      .then((edit) => edit.cartPackage(requested, product.id, caller))
      .catch(() => null)
    // The texts come with the props in stories.
    const editTexts = modalTexts ? Promise.resolve(modalTexts) : askModalTexts(locale)
    void Promise.all([cartPackage, editTexts]).then(([inCart, texts]) => {
      if (!current) return
      // Edited only with its words: without them the form adds (and says the generic error).
      const input = texts && inCart
      if (input) reset(valuesOf(input))
      // A sending date now past must be chosen again: its receiver says so at once.
      if (input && hasPassedDate(input.receivers ?? [])) void trigger('receivers')
      setLoaded({ packageId: requested, found: Boolean(input), texts })
    })
    return () => {
      current = false
    }
  }, [requested, reset, trigger, storeID, countryCode, locale, product.id, modalTexts])
  const settled = loaded !== null && loaded.packageId === requested
  return {
    editing: settled && loaded.found ? requested : null,
    loading: requested !== null && !settled,
    missing: settled && !loaded.found,
    texts: settled ? loaded.texts : null,
  }
}

const hasPassedDate = (receivers: readonly object[]) =>
  receivers.some((receiver) => {
    const date = 'deliveryDate' in receiver ? receiver.deliveryDate : null
    return typeof date === 'string' && Date.parse(date) < Date.now()
  })

/** A change waiting for the shopper's yes, and where focus goes back after the question. */
export type PendingReset = { apply: () => void; trigger: HTMLElement | null }

/**
 * Applies a change that leaves receivers without a card; on an edited cart line it asks first
 * (the reset receiver confirmation), since saving would take them out of the cart.
 */
export function useConfirmReset(editing: boolean) {
  const pending = useRef<PendingReset | null>(null)
  const confirmReset = useCallback(
    (dropped: ReceiverValues[], apply: () => void) => {
      if (!editing || dropped.length === 0) return apply()
      const focused = document.activeElement
      pending.current = { apply, trigger: focused instanceof HTMLElement ? focused : null }
      openModal(RESET_RECEIVERS_CONFIRM_MODAL, {
        names: dropped.map((receiver) => receiver.name).join(', '),
      })
    },
    [editing],
  )
  return { confirmReset, pending: pending as RefObject<PendingReset | null> }
}
