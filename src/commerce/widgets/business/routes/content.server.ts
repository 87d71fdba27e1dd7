/** What the content route's loaders (src/content) read for the Business widget. */
export { type BusinessPageData, businessPageData } from '../page-data.server'
