/** What /cart uses of the Cart widget. */
export { Cart } from '../cart.client'
export { cartMessages } from '../messages'
