'use client'

import { useHydrated } from '@/components/ui/use-hydrated.client'
import { primaryButtonClass } from '@/components/form/compact-styles'

import { useConfigurator } from './context.client'
import type { EditState } from './edit-mode.client'
import type { SubmitState } from './use-add-to-cart.client'
import { loadRequest } from './use-add-to-cart.client'

/**
 * The form's button and what it says: 'Ajouter au panier', or, for a cart line being edited,
 * 'Enregistrer les modifications' with a way back to the cart unchanged.
 */
export function SubmitArea({ state, edit }: { state: SubmitState; edit: EditState }) {
  const { texts, cartPath } = useConfigurator()
  const hydrated = useHydrated()
  const editing = edit.editing !== null && edit.texts
  let status = null
  if (edit.loading) status = texts.editLoading
  else if (state === 'pending') status = editing ? editing.saving : texts.submitting
  else if (state === 'added') {
    status = (
      <p className="font-semibold">
        {texts.added}{' '}
        <a href={cartPath} className="underline underline-offset-4">
          {texts.viewCart}
        </a>
      </p>
    )
  }
  return (
    <div className="grid gap-3">
      {edit.missing && <p className="font-semibold">{edit.texts?.editMissing ?? texts.generic}</p>}
      <button
        type="submit"
        disabled={!hydrated || edit.loading}
        aria-disabled={state === 'pending' ? true : undefined}
        onPointerEnter={() => void loadRequest()}
        onFocus={() => void loadRequest()}
        // Painted above floating buttons (globals.css).
        data-primary-action
        className={`${primaryButtonClass} w-full sm:w-auto sm:justify-self-start aria-disabled:opacity-60`}
      >
        {editing ? editing.saveChanges : texts.submit}
      </button>
      {editing && (
        <a href={cartPath} className="justify-self-start text-sm underline underline-offset-4">
          {editing.backToCart}
        </a>
      )}
      <div role="status" className="text-sm">
        {status}
      </div>
    </div>
  )
}
