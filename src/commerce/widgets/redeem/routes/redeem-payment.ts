/** What /redeem/payment uses of the Redeem widget. */
export { RedeemCheckout } from '../redeem-checkout.client'
export { RedeemFrame, RedeemHeading } from '../redeem-frame'
export { redeemPageData } from '../redeem-route'
