// The catalogue facade: every read of products, categories, brands and packaging, for the store
// it is given. Pages read through pages.ts (Next's data cache, server-only); this index (the
// memo and the gateway's lists) stays loadable by Payload's CLI.
export { listBrands } from './brand-list'
export { cartProduct, type CartProduct } from './cart-product'
export { packagingOptions } from './packaging'
export { listProducts } from './product-list'
export { quoteProduct } from './quote-product'
export {
  redeemProduct,
  type RedeemProduct,
  redeemProducts,
  type RedeemProducts,
} from './redeem-product'
