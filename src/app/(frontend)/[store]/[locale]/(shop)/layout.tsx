import { groupLayout } from '../group-layout'

/** Most storefront pages: the shop header (default or v3, by the store's toggle). */
export default groupLayout('shop')
