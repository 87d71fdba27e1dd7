import { ordersTexts } from '@/commerce/widgets/orders/texts'
import fr from '@/i18n/messages/fr'

export { caller, desktop, mobile, texts as areaTexts } from '../account/area-fixtures'

export const texts = ordersTexts(fr)

/** Links stay in the story. */
export const hrefs = {
  login: '#se-connecter',
  cart: '#panier',
  giftCards: '#cartes-cadeaux',
  identify: '#compte',
  payOrder: '/paiement/ORDER/',
}
