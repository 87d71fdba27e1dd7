/** What /account/details uses of the Account widget. */
export { areaRoute } from '../area/area-route'
export { Details } from '../area/details.client'
