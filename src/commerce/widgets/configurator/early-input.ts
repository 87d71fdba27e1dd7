import type { DeliveryMode, DeliveryType } from '@/commerce/domain/package'

import { centsOf, type ConfiguratorValues } from './form-values'

/** What the server-rendered form's native inputs hold: what the shopper chose before hydration. */
export type EarlyInput = Partial<Omit<ConfiguratorValues, 'receivers'>>

type Fields = HTMLFormElement['elements']

const checked = (elements: Fields, name: string): string | undefined => {
  const found = elements.namedItem(name)
  if (found instanceof RadioNodeList) return found.value || undefined
  return found instanceof HTMLInputElement && found.checked ? found.value : undefined
}
const input = (elements: Fields, name: string) => {
  const found = elements.namedItem(name)
  return found instanceof HTMLInputElement || found instanceof HTMLTextAreaElement
    ? found
    : undefined
}

/**
 * The configurator's native inputs as they stand (`id`: the form's useId, which names its radio
 * groups). Read while the page hydrates, before the form's own values overwrite them.
 */
export function readEarlyInput(form: HTMLFormElement, id: string): EarlyInput {
  const { elements } = form
  const chip = checked(elements, `${id}-amount`) ?? checked(elements, `${id}-suggested`)
  const typed = centsOf(input(elements, 'amount')?.value ?? '')
  const qty = input(elements, 'qty')
  const withMessage = input(elements, 'withMessage')
  const read: EarlyInput = {
    deliveryType: checked(elements, `${id}-deliveryType`) as DeliveryType | undefined,
    deliveryMode: checked(elements, `${id}-deliveryMode`) as DeliveryMode | undefined,
    // Text that is no amount yet is left for the shopper to type again.
    amount:
      typed !== null ? (Number.isNaN(typed) ? undefined : typed) : chip ? Number(chip) : undefined,
    qty: qty instanceof HTMLInputElement && qty.value !== '' ? qty.valueAsNumber : undefined,
    wrapperId: checked(elements, 'wrapperId'),
    giftPackingId: checked(elements, 'giftPackingId'),
    withMessage: withMessage instanceof HTMLInputElement ? withMessage.checked : undefined,
    message: input(elements, 'message')?.value,
  }
  return Object.fromEntries(Object.entries(read).filter(([, value]) => value !== undefined))
}

/**
 * What of the early input differs from the form's defaults, to carry into it. A version changed
 * before hydration drops the amount and wrapper chosen for the other one, as a click on it would.
 */
export function earlyChanges(early: EarlyInput, defaults: ConfiguratorValues): EarlyInput {
  const changes: EarlyInput = {}
  for (const [name, value] of Object.entries(early) as [keyof EarlyInput, never][]) {
    if (!Object.is(value, defaults[name])) changes[name] = value
  }
  if (changes.deliveryType) {
    delete changes.amount
    delete changes.wrapperId
    delete changes.giftPackingId
  }
  return changes
}
