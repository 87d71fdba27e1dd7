import { METHOD_LOGOS, type PaymentLogoKind } from '@/collections/stores/payments'
import type { Store } from '@/payload-types'

/**
 * The payment logos of the footer (the `footerLogos` toggle): the store's own list when
 * `logosFromStoreBackend` is on, else the logos of the methods its checkout offers, then the
 * secure-payment badge.
 */
export function footerLogoKinds(store: Pick<Store, 'toggles' | 'paymentIcons' | 'paymentMethods'>) {
  if (!store.toggles?.footerLogos) return []
  if (store.toggles.logosFromStoreBackend) return store.paymentIcons ?? []
  const offered = (store.paymentMethods ?? []).flatMap((method) => METHOD_LOGOS[method])
  return [...new Set<PaymentLogoKind>([...offered, 'secure'])]
}
