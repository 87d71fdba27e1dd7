import { AddressBook } from '@/commerce/widgets/account/area/address-book.client'
import { areaRoute } from '@/commerce/widgets/account/area/area-route'

/** The address book (/compte/carnet-adresses/). */
const route = areaRoute('addressBook', ({ locale, texts, hrefs, storeCountry }) => (
  <AddressBook locale={locale} texts={texts} hrefs={hrefs} storeCountry={storeCountry} />
))

export default route.Page
export const generateMetadata = route.generateMetadata
