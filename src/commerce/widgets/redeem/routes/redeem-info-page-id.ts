/** What /redeem/info/[pageId] uses of the Redeem widget. */
export { GiftcardInfo } from '../giftcard-info'
export { RedeemFrame } from '../redeem-frame'
export { redeemPageData } from '../redeem-route'
