/** What /cart uses of the Account widget: the identify and guest-order forms' data. */
export { authPageData } from '../auth/page-data.server'
