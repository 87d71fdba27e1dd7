import { accountErrorCodes } from '@/commerce/domain/account/account-errors'
import { doublerErrorCodes } from '@/commerce/domain/doubler/doubler-errors'
import fr from '@/i18n/messages/fr'

import { KNOWN_EMAIL, KNOWN_PASSWORD } from '../account/auth-gateway-mock'
import { type GatewayBody, interceptGateway } from '../gateway-fetch'
import { payments, redeemOrder } from './redeem-fixtures'

/** works: every call answers; entered: the card is in this month's draw already. */
export type IdentifyGatewayMode = 'works' | 'entered'

const SESSION_HINT = 'has_session'

/** The logged-in customer, with an address that can take posted cards. */
const user = {
  subscribed: false,
  mainProfile: {
    firstName: 'Camille',
    lastName: 'Durand',
    email: KNOWN_EMAIL,
    invoiceEmail: null,
    billingEmail: KNOWN_EMAIL,
    phoneNumber: null,
    customerType: 'PRIVATE',
    companyName: null,
    chamberOfCommerceNumber: null,
    vatNumber: null,
    address: {
      postCode: '75001',
      houseNumber: 10,
      suffix: null,
      street: 'rue de Rivoli',
      city: 'Paris',
      countryCode: 'FR',
      administrativeArea: null,
    },
  },
  addressBook: [],
}

const entry = {
  lastFour: '9012',
  drawDate: '2027-02-01',
  formattedDrawDate: 'lundi 1 février 2027',
  productId: '12',
}

const setHint = (on: boolean) => {
  document.cookie = `${SESSION_HINT}=1; path=/${on ? '' : '; max-age=0'}`
}

/**
 * The redeem shop's identify and doubler calls, 400 ms after the question: a session of two
 * e-cards paid by one card, one known customer (who logs in with the session hint). Returns
 * the undo.
 */
export function mockIdentifyGateway(mode: IdentifyGatewayMode = 'works'): () => void {
  const order = redeemOrder()
  const answers: Record<string, (variables: GatewayBody['variables']) => unknown> = {
    RedeemOrder: () => ({ order: { order, orderStatus: null, errors: [] } }),
    CheckGiftcardPayment: () => ({ checkGiftcardPayment: payments(order) }),
    checkUserExist: ({ email }) => ({
      checkUserExist: { status: email === KNOWN_EMAIL, errors: [] },
    }),
    userLogin: ({ email, password }) => {
      const right = email === KNOWN_EMAIL && password === KNOWN_PASSWORD
      if (right) setHint(true)
      const wrong = {
        code: accountErrorCodes.wrongCombination,
        message: fr.AccountErrors.wrongCombination,
        referencedRequestParameter: null,
      }
      return { userLogin: { status: right, errors: right ? [] : [wrong] } }
    },
    getUserInfo: () => ({ getUserInfo: { user, errors: [] } }),
    EnterDoublerWithRedeemToken: () => ({
      enterDoublerWithRedeemToken:
        mode === 'works'
          ? { entry, errors: [] }
          : {
              entry: null,
              errors: [
                {
                  code: doublerErrorCodes.alreadyEntered,
                  message: fr.DoublerErrors.alreadyEntered.replace(
                    '{date}',
                    entry.formattedDrawDate,
                  ),
                  referencedRequestParameter: null,
                },
              ],
            },
    }),
  }
  const undo = interceptGateway((body) => {
    const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? ''
    const answer = answers[operation]
    if (!answer) return Response.json({ errors: [{ message: `No mock for ${operation}` }] })
    return Response.json({ data: answer(body.variables) })
  }, 400)
  return () => {
    undo()
    setHint(false)
  }
}
