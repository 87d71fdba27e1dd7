import { accountErrorCodes } from '@/commerce/domain/account/account-errors'
import fr from '@/i18n/messages/fr'

import { type GatewayBody, interceptGateway } from '../gateway-fetch'

/** The customer the mocked gateway knows, and their password. */
export const KNOWN_EMAIL = 'camille@exemple.fr'
export const KNOWN_PASSWORD = 'Cadeau2024!'
/** checkUserExist answers without data for this one (spec §4: to the register page). */
export const NO_DATA_EMAIL = 'mystere@exemple.fr'

export type AccountGatewayMode = 'answers' | 'down'

const error = (
  key: keyof typeof accountErrorCodes,
  referencedRequestParameter = null as string | null,
) => ({
  code: accountErrorCodes[key],
  message: fr.AccountErrors[key],
  referencedRequestParameter,
})

const status = (errors: ReturnType<typeof error>[] = []) => ({
  status: errors.length === 0,
  errors,
})

const answers: Record<string, (variables: GatewayBody['variables']) => unknown> = {
  getUserInfo: () => ({ getUserInfo: { user: null, errors: [] } }),
  checkUserExist: ({ email }) => ({
    checkUserExist: {
      status: email === NO_DATA_EMAIL ? null : email === KNOWN_EMAIL,
      errors: [],
    },
  }),
  userLogin: ({ email, password }) => ({
    userLogin: status(
      email === KNOWN_EMAIL && password === KNOWN_PASSWORD ? [] : [error('wrongCombination')],
    ),
  }),
  createAccount: ({ input }) => ({
    createAccount: status(
      (input as { email: string }).email === KNOWN_EMAIL
        ? [error('userExists', 'input.email')]
        : [],
    ),
  }),
  forgotPassword: ({ email }) => ({
    forgotPassword: status(email === KNOWN_EMAIL ? [] : [error('noUser')]),
  }),
  newPassword: () => ({ newPassword: status([error('resetLinkInvalid')]) }),
  CheckCart: () => ({ checkCart: { order: null, errors: [] } }),
}

/**
 * The account operations on a gateway that knows one customer, 500 ms after the question
 * (a gateway's pace, so busy states show). Returns the undo.
 */
export function mockAccountGateway(mode: AccountGatewayMode = 'answers'): () => void {
  return interceptGateway((body) => {
    if (mode === 'down') return new Response('Bad gateway', { status: 502 })
    const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? ''
    const answer = answers[operation]
    if (!answer) return Response.json({ errors: [{ message: `No mock for ${operation}` }] })
    return Response.json({ data: answer(body.variables) })
  }, 500)
}
