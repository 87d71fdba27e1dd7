/** What /account/orders uses of the Account widget. */
export { areaRoute } from '../area/area-route'
