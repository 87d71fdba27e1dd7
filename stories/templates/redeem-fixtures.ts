import type { RedeemPageData } from '@/commerce/widgets/redeem/redeem-frame'
import type { RedeemResultData } from '@/content/templates/page-types/redeem-result'
import { authLinks } from '@/commerce/widgets/account/auth/links'
import { authTexts } from '@/commerce/widgets/account/auth/texts'
import { checkoutTexts } from '@/commerce/widgets/checkout/texts'
import { doublerTexts } from '@/commerce/widgets/doubler/texts'
import fr from '@/i18n/messages/fr'

import { store, texts } from '../redeem/redeem-fixtures'

/** What every redeem page's widgets get from the server; links stay in the story. */
export const redeemData: RedeemPageData = {
  locale: 'fr',
  texts,
  hideCaptchaBadge: false,
  store,
  hrefs: {
    balance: '#verifier-solde',
    shop: '#resultat',
    info: '#info/',
    checkout: '#paiement',
    terms: '#cgv',
    cart: '#panier',
  },
}

const { doubler, form } = doublerTexts(fr)

/** The redeem shop's data, its doubler offer's and identify modal's texts. */
export const redeemResultData = (
  category: RedeemResultData['category'] = null,
): RedeemResultData => ({
  redeem: redeemData,
  category,
  doubler: {
    texts: { doubler, form, modal: fr.DoublerModal, close: fr.Modal.close },
    termsHref: '#cgv',
  },
  identify: {
    texts: {
      identify: fr.RedeemIdentify,
      auth: authTexts(fr),
      fields: checkoutTexts(fr).fields,
    },
    links: authLinks('fr', 'fr'),
    locale: 'fr',
    hideCaptchaBadge: false,
    checkoutHref: '#paiement',
  },
})
