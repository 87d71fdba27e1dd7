/** The tag of the buyer's own shipments ('buyer-digital', 'buyer-physical'); see shipmentTag. */
export const BUYER_TAG = 'buyer-'

/**
 * Whether a shipment (or a cart line, which has its tag) goes to the buyer. Its own module, so
 * the cart's browser code reads it without the zod schemas of the cart.
 */
export const isBuyerShipment = (tag: string): boolean => tag.startsWith(BUYER_TAG)
