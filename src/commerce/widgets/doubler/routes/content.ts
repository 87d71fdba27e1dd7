/** What the content route's templates (src/content) use of the Doubler widget: no component. */
export { doublerTexts } from '../texts'
