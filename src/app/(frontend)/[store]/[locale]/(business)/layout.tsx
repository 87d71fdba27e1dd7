import { groupLayout } from '../group-layout'

/** The business pages: the business header (business page v2). */
export default groupLayout('business')
