'use client'

import { useState } from 'react'
import type { FieldPath, UseFormReturn } from 'react-hook-form'

import { callerFor } from '@/commerce/client/caller'
import { publishCartCount } from '@/commerce/client/cart-signal'
import { goTo } from '@/commerce/client/navigate'
import { errorText, type GatewayErrorData } from '@/commerce/client/gateway-errors'
import type { PackageInput } from '@/commerce/domain/package'
import { pushEvent } from '@/components/analytics/data-layer'
import { openErrorModal } from '@/components/error-modal/ids'
import { openModal } from '@/components/ui/modal/modal-registry.client'

import { addToCartEvent } from './analytics'
import type { ConfiguratorContextValue } from './context.client'
import type { ConfiguratorValues } from './form-values'
import { loadEdit } from './edit-mode.client'
import { askModalTexts } from './modal-texts.client'
import { ALTERNATIVE_CHOICE_MODAL } from './ids'
import { configurationPrice } from './price'
import { fieldOfParameter } from './server-errors'
import { validationText } from './texts'
import { SERVER_ERROR } from '@/components/form/field-text'

export type SubmitState = 'idle' | 'pending' | 'added'

let request: Promise<typeof import('./add-package')> | null = null

/** Loads the gateway client (graphql-request) on the way to the button, not with the page. */
export const loadRequest = () => (request ??= import('./add-package'))

type Form = UseFormReturn<ConfiguratorValues, unknown, PackageInput>

/**
 * Adds the package to the cart, or saves the edited one in its place: the gateway's errors that
 * name a field go on it (in its words), any other opens the error modal (spec §8); what the
 * shopper entered stays as it is. Success tells the header the answer's count (no second request);
 * an add pushes add_to_cart, a save goes back to the cart, where the line shows the change.
 */
export function useAddToCart(form: Form, context: ConfiguratorContextValue, focus: () => void) {
  const [state, setState] = useState<SubmitState>('idle')

  const showErrors = async (errors: readonly GatewayErrorData[]) => {
    let unplaced: GatewayErrorData | null = null
    for (const error of errors) {
      const path = fieldOfParameter(error.referencedRequestParameter)
      if (path && error.message) {
        form.setError(path as FieldPath<ConfiguratorValues>, {
          type: SERVER_ERROR,
          message: error.message,
        })
      } else unplaced ??= error
    }
    if (unplaced) {
      // The first submit may come before a render with the texts: they are asked, once.
      const validation =
        context.validation ?? (await askModalTexts(context.locale))?.validation ?? null
      const translate = (key: string) =>
        validationText(key, {
          ...context,
          validation,
          generic: context.texts.generic,
          bounds: null,
        })
      openErrorModal(errorText(unplaced, translate))
    } else focus()
  }

  const add = async (input: PackageInput) => {
    setState('pending')
    const store = { storeId: context.storeID, country: context.countryCode }
    const caller = callerFor(store, context.locale)
    try {
      const { editing } = context
      const result = editing
        ? await (await loadEdit()).updateGiftcardPackage(editing, input, caller)
        : await (await loadRequest()).addGiftcardPackage(input, caller)
      if (result.errors.length > 0) {
        setState('idle')
        await showErrors(result.errors)
        return
      }
      publishCartCount(result.order)
    } catch {
      setState('idle')
      openErrorModal(null)
      return
    }
    if (context.editing) return goTo(context.cartPath)
    const total = configurationPrice(input, context.packaging)?.total ?? input.qty * input.amount
    pushEvent(addToCartEvent(context.analytics, input, total, context.currency))
    setState('added')
  }

  // A sold-out version is no typo to fix: the alternative choice modal offers what sells.
  const submit = form.handleSubmit(add, (errors) =>
    errors.deliveryType?.message === 'outOfStock' ? openModal(ALTERNATIVE_CHOICE_MODAL) : focus(),
  )
  return {
    state,
    submit: (event: React.FormEvent) =>
      state === 'pending' ? event.preventDefault() : submit(event),
  }
}
