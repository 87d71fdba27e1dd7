import { groupLayout } from '../group-layout'

/** The checkout: its header hides the menus and shows trust marks and the basket. */
export default groupLayout('checkout')
