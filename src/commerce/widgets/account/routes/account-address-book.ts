/** What /account/address-book uses of the Account widget. */
export { AddressBook } from '../area/address-book.client'
export { areaRoute } from '../area/area-route'
