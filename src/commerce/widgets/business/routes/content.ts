/** What the content route's templates (src/content) render of the Business widget: no client component. */
export { BusinessIntro } from '../business-intro'
