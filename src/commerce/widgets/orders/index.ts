/** The Orders widget's public surface: what other widgets may use of it. */
export { Orders } from './orders.client'
export { ordersTexts } from './texts'
