/** What /cart uses of the Cart widget. */
export { Cart } from '../cart.client'
export { cartShowsLines } from '../cart-props'
export { FilledCart } from '../filled-cart.client'
export { cartMessages } from '../texts'
