/** The Orders widget's public surface: what other widgets may use of it. */
export { Orders } from './Orders.client'
export { ordersTexts } from './texts'
