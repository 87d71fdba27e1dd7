import type { ReactNode } from 'react'

import { callerFor } from '@/commerce/client/caller'
import { AccountFrame } from '@/commerce/widgets/account/area/account-frame'
import type { AreaPage } from '@/commerce/widgets/account/area/account-nav'
import { areaTexts } from '@/commerce/widgets/account/area/texts'
import { ErrorModalHost } from '@/components/error-modal/error-modal-host.client'
import fr from '@/i18n/messages/fr'

export { atelier, camille } from '../../tests/fixtures/account'

export const texts = areaTexts(fr)

export const caller = callerFor({ storeId: 52, country: 'FR' }, 'fr')

/** Links stay in the story: the login page is never reached (the customer is logged in). */
export const hrefs = {
  login: '#se-connecter',
  home: '#accueil',
  details: '#donnees',
  addressBook: '#carnet-adresses',
}

export const widgetProps = { locale: 'fr', storeCountry: 'FR', texts, hrefs }

/** An account page as the route renders it: navigation, title, the widget, the error modal. */
export function AreaPageFrame({ page, children }: { page: AreaPage; children: ReactNode }) {
  const titles = {
    overview: texts.overviewTitle,
    orders: texts.orders,
    details: texts.detailsTitle,
    addressBook: texts.addressBookTitle,
  }
  return (
    <>
      <AccountFrame locale="fr" current={page} title={titles[page]} caller={caller} texts={texts}>
        {children}
      </AccountFrame>
      <ErrorModalHost labels={{ ...fr.Errors, close: fr.Modal.close }} translatedMessages />
    </>
  )
}

export const desktop = { viewport: { value: 'desktop', isRotated: false } }
export const mobile = { viewport: { value: 'mobile', isRotated: false } }
