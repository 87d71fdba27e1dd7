import { groupLayout } from '../group-layout'

/** Redeem pages: the redeem header and footer. */
export default groupLayout('redeem', 'redeem')
