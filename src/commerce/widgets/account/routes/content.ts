/** What the content route's templates (src/content) use of the Account widget: no component. */
export { areaHrefs } from '../area/hrefs.server'
export type { AreaHrefs } from '../area/overview.client'
export { areaTexts, type AreaTexts } from '../area/texts'
export { withCallback } from '../auth/callback'
export { authLinks } from '../auth/links'
export { authTexts } from '../auth/texts'
