import type { AccountUserFragment } from '@/commerce/client/generated/graphql'
import { accountErrorCodes } from '@/commerce/domain/account/account-errors'
import { SESSION_HINT_COOKIE } from '@/commerce/client/session-hint'

import { type GatewayBody, interceptGateway } from '../gateway-fetch'

/**
 * works: every call succeeds; refuses: the gateway refuses input (a field error on the last name
 * or the postal code, a wrong current password); down: 502.
 */
export type AreaGatewayMode = 'works' | 'refuses' | 'down'

const fieldError = (parameter: string, message: string) => ({
  code: 1000,
  message,
  referencedRequestParameter: parameter,
})

/**
 * The account operations of the area on a customer kept in memory, 400 ms after the question,
 * with the session hint cookie set (the widgets ask only then). Returns the undo.
 */
export function mockAreaGateway(mode: AreaGatewayMode, customer: AccountUserFragment): () => void {
  let user = structuredClone(customer)
  let next = 1
  const withUser = (key: string) => ({ [key]: { user, errors: [] } })
  const refused = (key: string, error: object) => ({ [key]: { user: null, errors: [error] } })
  const status = (key: string, errors: object[] = []) => ({
    [key]: { status: errors.length === 0, errors },
  })
  type Vars = Record<string, Record<string, unknown>> & { id?: string }
  const answers: Record<string, (variables: Vars) => unknown> = {
    getUserInfo: () => withUser('getUserInfo'),
    updateUserDetails: ({ input }) => {
      if (mode === 'refuses') {
        return refused('updateUserDetails', fieldError('input.lastName', 'Ce nom est refusé.'))
      }
      const { address, ...details } = input!
      user = {
        ...user,
        subscribed: Boolean(details.subscribed),
        mainProfile: {
          ...user.mainProfile,
          ...(details as object),
          billingEmail: (details.invoiceEmail as string | null) ?? user.mainProfile.email,
          address: address ?? null,
        } as AccountUserFragment['mainProfile'],
      }
      return withUser('updateUserDetails')
    },
    addAddress: ({ address }) => {
      if (mode === 'refuses') {
        return refused('addAddress', fieldError('address.postCode', 'Code postal inconnu.'))
      }
      const entry = {
        id: `new-${next++}`,
        ...address,
      } as AccountUserFragment['addressBook'][number]
      user = { ...user, addressBook: [...user.addressBook, entry] }
      return withUser('addAddress')
    },
    updateAddress: ({ id, address }) => {
      if (mode === 'refuses') {
        return refused('updateAddress', fieldError('address.postCode', 'Code postal inconnu.'))
      }
      const entries = user.addressBook.map((entry) =>
        entry.id === id ? { ...entry, ...address } : entry,
      )
      user = { ...user, addressBook: entries }
      return withUser('updateAddress')
    },
    deleteAddress: ({ id }) => {
      user = { ...user, addressBook: user.addressBook.filter((entry) => entry.id !== id) }
      return withUser('deleteAddress')
    },
    changePassword: () =>
      mode === 'refuses'
        ? status('changePassword', [
            {
              code: accountErrorCodes.incorrectCurrentPassword,
              message: '',
              referencedRequestParameter: null,
            },
          ])
        : status('changePassword'),
    deleteAccount: () =>
      mode === 'refuses'
        ? status('deleteAccount', [
            {
              code: accountErrorCodes.incorrectCurrentPassword,
              message: '',
              referencedRequestParameter: null,
            },
          ])
        : status('deleteAccount'),
    userLogout: () => status('userLogout'),
  }
  document.cookie = `${SESSION_HINT_COOKIE}=1; path=/`
  const undo = interceptGateway((body: GatewayBody) => {
    if (mode === 'down') return new Response('Bad gateway', { status: 502 })
    const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? ''
    const answer = answers[operation]
    if (!answer) return Response.json({ errors: [{ message: `No mock for ${operation}` }] })
    return Response.json({ data: answer(body.variables as Vars) })
  }, 400)
  return () => {
    undo()
    document.cookie = `${SESSION_HINT_COOKIE}=; path=/; max-age=0`
  }
}
