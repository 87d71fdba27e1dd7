/** What /reorder uses of the Account widget. */
export { withCallback } from '../auth/callback'
