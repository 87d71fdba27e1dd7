'use client'

import { useMemo } from 'react'

import { useGatewayCaller } from '@/commerce/client/caller-context.client'
import type { AddressInput } from '@/commerce/client/generated/graphql'
import { AddAddressDocument } from '@/commerce/client/generated/documents/add-address'
import { ChangePasswordDocument } from '@/commerce/client/generated/documents/change-password'
import { DeleteAccountDocument } from '@/commerce/client/generated/documents/delete-account'
import { DeleteAddressDocument } from '@/commerce/client/generated/documents/delete-address'
import { UpdateAddressDocument } from '@/commerce/client/generated/documents/update-address'
import { UpdateUserDetailsDocument } from '@/commerce/client/generated/documents/update-user-details'
import { UserLogoutDocument } from '@/commerce/client/generated/documents/user-logout'
import type { GatewayErrorData } from '@/commerce/client/gateway-errors'
import { gatewayRequest } from '@/commerce/client/request'
import { accountErrorCodes } from '@/commerce/domain/account/account-errors'
import { withApiNames } from '@/commerce/domain/api-names'
import type { DetailsOutput } from './rules'

import type { AccountUser } from '@/commerce/client/customer'

type Answer = { errors: readonly GatewayErrorData[] }

/** A call's outcome: its answer when it carries no error, else its errors (a failed request: -1). */
export type Outcome<R> =
  { ok: true; answer: R } | { ok: false; errors: readonly GatewayErrorData[] }

const REQUEST_FAILED: GatewayErrorData = { code: -1, message: '', referencedRequestParameter: null }

export async function attempt<R extends Answer>(call: () => Promise<R>): Promise<Outcome<R>> {
  try {
    const answer = await call()
    return answer.errors.length > 0 ? { ok: false, errors: answer.errors } : { ok: true, answer }
  } catch {
    return { ok: false, errors: [REQUEST_FAILED] }
  }
}

const SESSION_ENDED: GatewayErrorData = {
  code: accountErrorCodes.notLoggedIn,
  message: '',
  referencedRequestParameter: null,
}

type UserAnswer = Answer & { user: AccountUser | null }

/** The customer a mutation answered; none means the session ended meanwhile. */
export const answeredUser = (outcome: Outcome<UserAnswer>): AccountUser | null =>
  outcome.ok ? outcome.answer.user : null

/** What went wrong with a mutation that answers the customer. */
export const problemsOf = (outcome: Outcome<UserAnswer>): readonly GatewayErrorData[] =>
  outcome.ok ? [SESSION_ENDED] : outcome.errors

/** The account operations of the area (spec §7), for the customer of the session. */
export function useAccountCalls() {
  const caller = useGatewayCaller()
  return useMemo(() => {
    const who = () => ({ ...caller, pathname: window.location.pathname })
    return {
      updateDetails: async (input: DetailsOutput) =>
        (await gatewayRequest(UpdateUserDetailsDocument, { input: withApiNames(input) }, who()))
          .updateUserDetails,
      addAddress: async (address: AddressInput) =>
        (await gatewayRequest(AddAddressDocument, { address }, who())).addAddress,
      updateAddress: async (id: string, address: AddressInput) =>
        (await gatewayRequest(UpdateAddressDocument, { id, address }, who())).updateAddress,
      deleteAddress: async (id: string) =>
        (await gatewayRequest(DeleteAddressDocument, { id }, who())).deleteAddress,
      changePassword: async (passwords: {
        currentPassword: string
        password: string
        passwordConfirmation: string
      }) => (await gatewayRequest(ChangePasswordDocument, passwords, who())).changePassword,
      deleteAccount: async (password: string) =>
        (await gatewayRequest(DeleteAccountDocument, { password }, who())).deleteAccount,
      logOut: async () => (await gatewayRequest(UserLogoutDocument, {}, who())).userLogout,
    }
  }, [caller])
}
