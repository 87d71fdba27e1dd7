/** What /account/overview uses of the Account widget. */
export { areaRoute } from '../area/area-route'
export { Overview } from '../area/overview.client'
