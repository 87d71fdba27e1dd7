/** What the content route's templates (src/content) use of the Business widget: no client component. */
export { BusinessIntro } from '../business-intro'
export { type BusinessPageData, businessPageData } from '../page-data.server'
