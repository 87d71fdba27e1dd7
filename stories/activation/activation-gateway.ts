import { activationErrorCodes } from '@/commerce/domain/activation/activation-errors'
import fr from '@/i18n/messages/fr'

import { type GatewayBody, interceptGateway } from '../gateway-fetch'

const euros = (value: number) => ({ currency: 'EUR', value })

/** A card the mocked gateway cannot activate (already active, say). */
export const ACTIVE_CARD = '6280452000000000005'

const answers: Record<string, (variables: GatewayBody['variables']) => unknown> = {
  activationOptions: () => ({
    activationOptions: {
      options: {
        fixedAmounts: [2_000, 2_500, 5_000, 7_500, 10_000, 15_000].map(euros),
        minAmount: euros(1_000),
        maxAmount: euros(15_000),
        paymentMethods: [
          { id: 'creditcard', title: 'Carte bancaire', logos: ['visa'], banks: [] },
          { id: 'paypal', title: 'PayPal', logos: ['paypal'], banks: [] },
        ],
      },
      errors: [],
    },
  }),
  createActivationOrder: ({ input }) => {
    const { cardNumber } = input as { cardNumber: string }
    const refused = cardNumber === ACTIVE_CARD
    return {
      createActivationOrder: {
        orderUuid: refused ? null : '2f1c7d1e-4b7a-4d55-9a53-8c1f0f4e9d10',
        redirectUrl: refused ? null : '/api/payments/local/loc_story/',
        errors: refused
          ? [
              {
                code: activationErrorCodes.failed,
                message: fr.ActivationErrors.failed,
                referencedRequestParameter: 'input.cardNumber',
              },
            ]
          : [],
      },
    }
  },
  placedOrder: () => ({
    placedOrder: {
      orderStatus: { uuid: '2f1c7d1e', status: 'COMPLETED', paymentStatus: 'paid' },
      errors: [],
    },
  }),
  giftcardInfo: () => ({
    giftcardInfo: {
      giftcard: {
        lastFour: '9012',
        productTitle: 'Carte Cadeau Multi-enseignes',
        balance: euros(4_250),
        expiresAt: '2028-11-23',
        formattedExpiryDate: '23 novembre 2028',
        redeemable: true,
      },
      errors: [],
    },
  }),
}

/** The gateway of the activation widgets, answering at a gateway's pace. Returns the undo. */
export const mockActivationGateway = (): (() => void) =>
  interceptGateway((body) => {
    const name = Object.keys(answers).find((operation) => body.query.includes(`${operation}(`))
    const data = name ? answers[name]!(body.variables) : null
    return Response.json({ data })
  }, 300)
