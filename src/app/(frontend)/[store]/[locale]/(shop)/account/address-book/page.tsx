import { AddressBook, areaRoute } from '@/commerce/widgets/account/routes/account-address-book'

/** The address book (/compte/carnet-adresses/). */
const route = areaRoute('addressBook', ({ locale, texts, hrefs, storeCountry }) => (
  <AddressBook locale={locale} texts={texts} hrefs={hrefs} storeCountry={storeCountry} />
))

export default route.Page
export const generateMetadata = route.generateMetadata
