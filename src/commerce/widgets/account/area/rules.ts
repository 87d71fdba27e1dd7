import { zodResolver } from '@hookform/resolvers/zod'
import type { Resolver } from 'react-hook-form'
import { z } from 'zod'

import { addressSchema } from '@/commerce/domain/account/address'
import { type detailsSchema, detailsSchemaFor } from '@/commerce/domain/account/customer'

import { type AddressValues, toAddressInput } from './address-values'
import { type DetailsValues, toDetailsInput } from './details-values'
import { formRules } from '@/components/form/form-rules'

export type DetailsOutput = z.output<typeof detailsSchema>
export type AddressOutput = z.output<typeof addressSchema>

/**
 * The details form's resolver; `administrativeArea` is the stored one, kept as it is, and the
 * store's country checks the numbers when the customer gives no address.
 */
export const detailsResolver = (administrativeArea: string | null, storeCountry: string) =>
  zodResolver(
    formRules<DetailsValues, typeof detailsSchema>(detailsSchemaFor(storeCountry), (values) =>
      toDetailsInput(values, administrativeArea),
    ),
  ) as Resolver<DetailsValues, unknown, DetailsOutput>

export const addressResolver = () =>
  zodResolver(
    formRules<AddressValues, typeof addressSchema>(addressSchema, toAddressInput),
  ) as Resolver<AddressValues, unknown, AddressOutput>
