/** What the content route's templates (src/content) use of the Redeem widget: no component. */
export type { DoublerModalProps } from '../doubler/doubler-modal.client'
export type { RedeemIdentifyModalProps } from '../identify/redeem-identify-modal.client'
export type { RedeemPageData } from '../redeem-frame'
export { redeemPageData } from '../redeem-route'
export { cardStepTexts, type CardStepTexts } from '../texts'
