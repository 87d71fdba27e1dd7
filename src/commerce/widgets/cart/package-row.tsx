import type { CartPackage } from '@/commerce/client/cart-order'
import { editPackageHref, steppedInput } from '@/commerce/client/package-input'
import { ModalTrigger } from '@/components/ui/modal/modal-trigger.client'
import { useHydrated } from '@/components/ui/use-hydrated.client'

import { PACKAGE_PREVIEW_MODAL } from './ids'
import type { CartTexts } from './texts'

const linkClass =
  'inline-flex min-h-11 items-center rounded-full px-2 text-sm font-medium underline underline-offset-4 hover:bg-muted'
const stepClass =
  'flex size-11 items-center justify-center rounded-full border border-ink/40 text-lg font-semibold hover:bg-muted aria-disabled:cursor-not-allowed aria-disabled:opacity-40'

export type StepPackage = (item: CartPackage, by: 1 | -1) => void

type Props = {
  item: CartPackage
  productHref: string
  labels: CartTexts
  /** A change of this line is under way: the buttons wait for it. */
  busy: boolean
  onStep: StepPackage
}

/** The card and amount of a package: 'Bistrot du Port 25 €'. */
export const packageLabel = (item: CartPackage, labels: CartTexts): string =>
  `${item.giftcard.variation.title} ${labels.money(item.giftcard.variation.price)}`

/**
 * One package of a cart line (issue 24): its card and amount, − and + a card, 'Modifier' (the
 * product page's configurator holding it) and 'Aperçu' (the package item preview). A button past
 * its limit stays focusable (aria-disabled), so focus does not fall out of the line after a change.
 */
export function PackageRow({ item, productHref, labels, busy, onStep }: Props) {
  const hydrated = useHydrated()
  const product = packageLabel(item, labels)
  // The gateway names the product by its slug in the cart's language.
  const slug = item.giftcard.variation.product?.path
  const page = slug && productHref.replace('PRODUCT', encodeURIComponent(slug))
  const step = (by: 1 | -1) => {
    const off = busy || steppedInput(item, by) === null
    return {
      // Rendered on the server with the basket: disabled until the page's code can answer.
      disabled: !hydrated,
      'aria-disabled': off || undefined,
      onClick: () => (off ? undefined : onStep(item, by)),
    }
  }
  return (
    <li className="flex flex-col gap-1">
      <span className="text-sm font-medium break-words">{product}</span>
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span role="group" aria-label={labels.quantityOf(product)} className="flex items-center">
          <button
            type="button"
            aria-label={labels.decreaseOf(product)}
            className={stepClass}
            {...step(-1)}
          >
            <span aria-hidden="true">−</span>
          </button>
          <span className="min-w-8 text-center font-semibold">{item.giftcard.qty}</span>
          <button
            type="button"
            aria-label={labels.increaseOf(product)}
            className={stepClass}
            {...step(1)}
          >
            <span aria-hidden="true">+</span>
          </button>
        </span>
        {page && (
          <a
            href={editPackageHref(page, item.id)}
            aria-label={labels.editOf(product)}
            className={linkClass}
          >
            {labels.edit}
          </a>
        )}
        <ModalTrigger
          modal={PACKAGE_PREVIEW_MODAL}
          payload={{ id: item.id }}
          aria-label={labels.previewOf(product)}
          className={linkClass}
        >
          {labels.preview.open}
        </ModalTrigger>
      </span>
    </li>
  )
}
