export { buildPackages, mergePackages, stockErrors } from './build'
export { cartCookies, forgetCartCookies, hashSecret, newCartSecret, readCartSecret } from './cookie'
export {
  addGiftcardPackage,
  checkCart,
  deleteGiftcardPackageGroup,
  readCart,
  updateGiftcardPackage,
} from './package-changes'
export { answer, changeCart, currentCart, notFound } from './service'
export { toOrder } from './view'
export { deliveryAddress } from './view-package'
