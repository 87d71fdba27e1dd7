/** What /doubler uses of the Doubler widget. */
export { DoublerIntro, DoublerSection } from '../doubler-page'
export { doublerPageData } from '../page-data.server'
