/** What the content route's templates (src/content) use of the Activation widget: no component. */
export { activationPageData } from '../page-data.server'
export type { ActivationTexts } from '../texts'
