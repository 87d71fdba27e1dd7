/** What /reorder uses of the Orders widget. */
export { Reorder } from '../reorder.client'
export { ordersTexts } from '../texts'
