/** What /business uses of the Business widget. */
export { businessPageData } from '../page-data.server'
