/** What /voucher-data uses of the Activation widget. */
export { activationPageData } from '../page-data.server'
export { VoucherData } from '../voucher-data.client'
