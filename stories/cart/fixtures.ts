import { callerFor } from '@/commerce/client/caller'
import { cartTexts } from '@/commerce/widgets/cart/texts'
import { cartMessages } from '@/commerce/widgets/cart/messages'
import fr from '@/i18n/messages/fr'

export { cartLines, cartOrder, filledOrder } from '../../tests/fixtures/cart'

export const messages = cartMessages(fr)
export const labels = cartTexts('fr', 'fr-FR', messages)

export const errorLabels = {
  title: fr.Errors.title,
  generic: fr.Errors.generic,
  ok: fr.Errors.ok,
  close: fr.Modal.close,
}

export const caller = callerFor({ storeId: 52, country: 'FR' }, 'fr')

/** The analytics events pushed so far, ecommerce resets aside. */
export const pushedEvents = (): string[] =>
  (window.dataLayer ?? []).flatMap((entry) => ('event' in entry ? [entry.event] : []))
