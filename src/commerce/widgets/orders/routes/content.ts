/** What the content route's templates (src/content) use of the Orders widget: no component. */
export { ordersTexts, type OrdersTexts } from '../texts'
