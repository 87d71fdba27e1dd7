/** The Doubler widget's public surface: what other widgets may use of it. */
export { doublerTexts, type DoublerTexts } from './texts'
export { worded } from './worded'
export { DoublerEntryFields } from './entry-fields-on-demand.client'
