import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'
import type { z } from 'zod'

import { type RedeemGuest, redeemGuestSchema } from '@/commerce/domain/redeem/redeem-guest'
import { formRules } from '@/components/form/form-rules'
import {
  blankPostal,
  type PostalValues,
  postalInput,
  postalValues,
} from '@/components/form/postal-values'

import type { RedeemDetails } from './details'

/** The guest order form as typed: strings, the address's too. */
export type GuestValues = {
  firstName: string
  lastName: string
  email: string
  address: PostalValues
}

/** The form from what is known: the kept details, else the e-mail of the identify step. */
export const guestValues = (kept: RedeemDetails | null, email: string | null): GuestValues => ({
  firstName: kept?.firstName ?? '',
  lastName: kept?.lastName ?? '',
  email: kept?.email || email || '',
  // Posted cards go to France only (the checkout's delivery rule).
  address: kept?.address ?? blankPostal('FR'),
})

export const guestInput = (values: GuestValues, needsAddress: boolean) => ({
  firstName: values.firstName,
  lastName: values.lastName,
  email: values.email,
  address: needsAddress ? postalInput(values.address) : null,
})

/** The checked form as the details the redeem checkout is prefilled with. */
export const guestDetails = ({ address, ...holder }: RedeemGuest): RedeemDetails => ({
  ...holder,
  address: address && postalValues(address),
})

export const guestResolver = (needsAddress: boolean) =>
  zodResolver(
    formRules<GuestValues, z.ZodType<RedeemGuest>>(redeemGuestSchema(needsAddress), (values) =>
      guestInput(values, needsAddress),
    ),
  ) as Resolver<GuestValues, unknown, RedeemGuest>
