// The store facade: every read of a store's row, for the store it is given. Pages read through
// pages.ts (Next's data cache, server-only); this index stays loadable by Payload's CLI.
export { cardPrefixes, storeCardPrefix, storeCodesByRow, storeIdsByRow } from './store-numbers'
export { storeMail, type StoreMail } from './mail'
export { storeRow } from './row'
export {
  cartSettings,
  type CartSettings,
  storeContact,
  storeCardRules,
  storeIntlLocale,
  storeTimeZone,
  type StoreContact,
  storeCurrency,
} from './settings'
export { storefronts } from './storefronts'
export { originOf, originOn, siteOf, siteUrl, type StoreSite, storeSite } from './site'
