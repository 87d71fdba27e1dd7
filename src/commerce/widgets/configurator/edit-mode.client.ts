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
import type { ConfiguratorProps } from './types'

let calls: Promise<typeof import('./edit-package')> | null = null

/** The gateway calls of editing, loaded only on a page that edits. */
export const loadEdit = () => (calls ??= import('./edit-package'))

const noSubscription = () => () => {}
const requestedPackage = () => new URLSearchParams(window.location.search).get(EDIT_PARAMETER)

export type EditState = {
  /** The package being edited, once the form holds it; null while adding a new one. */
  editing: string | null
  loading: boolean
  /** The link named a package the cart no longer holds: the form adds instead. */
  missing: boolean
}

type Form = UseFormReturn<ConfiguratorValues, unknown, PackageInput>

/**
 * The cart package the page was opened for: read from the shopper's cart in the browser (the
 * page itself is the same for everyone) and put in the form as it was configured.
 */
export function useEditPackage(form: Form, props: ConfiguratorProps): EditState {
  const requested = useSyncExternalStore(noSubscription, requestedPackage, () => null)
  const [loaded, setLoaded] = useState<{ packageId: string; found: boolean } | null>(null)
  const { storeID, countryCode, locale, product } = props
  const { reset, trigger } = form
  useEffect(() => {
    if (!requested) return
    let current = true
    const caller = callerFor({ storeId: storeID, country: countryCode }, locale)
    loadEdit()
      .then((edit) => edit.cartPackage(requested, product.id, caller))
      .catch(() => null)
      .then((input) => {
        if (!current) return
        if (input) reset(valuesOf(input))
        // A sending date now past must be chosen again: its receiver says so at once.
        if (input && hasPassedDate(input.receivers ?? [])) void trigger('receivers')
        setLoaded({ packageId: requested, found: input !== null })
      })
    return () => {
      current = false
    }
  }, [requested, reset, trigger, storeID, countryCode, locale, product.id])
  const settled = loaded !== null && loaded.packageId === requested
  return {
    editing: settled && loaded.found ? requested : null,
    loading: requested !== null && !settled,
    missing: settled && !loaded.found,
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
