import { groupLayout } from '../group-layout'

/** The checkout: its header hides the menus and shows trust marks and the cart. */
export default groupLayout('checkout')
