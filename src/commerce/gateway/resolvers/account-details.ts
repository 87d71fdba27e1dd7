import { z } from 'zod'

import { addressSchema } from '@/commerce/domain/account/address'
import { detailsSchemaFor } from '@/commerce/domain/account/customer'
import { userDataSchema } from '@/commerce/domain/user-data'

import {
  addAddress as addToBook,
  deleteAddress as deleteFromBook,
  updateAddress as updateInBook,
  updateUserDetails as updateDetails,
} from '@/commerce/services/account'
import { cartSettings } from '@/commerce/services/store'
import { operation } from '../operation'
import { vatNumberDigits } from '../vat-number'

const updateUserDetails = operation(
  // Numbers in the address's country, else the store's (its settings, not userData's claim).
  async (context) =>
    z
      .object({
        userData: userDataSchema,
        input: detailsSchemaFor((await cartSettings(context.payload, context.storeId)).country),
      })
      .superRefine(vatNumberDigits((value) => value.input, ['input'])),
  { user: null },
  ({ userData, input }, context) => updateDetails(context, userData.language, input),
)

const addAddress = operation(
  z.object({ userData: userDataSchema, address: addressSchema }),
  { user: null },
  ({ userData, address }, context) => addToBook(context, userData.language, address),
)

const addressId = z.string().min(1).max(64)

const updateAddress = operation(
  z.object({ userData: userDataSchema, id: addressId, address: addressSchema }),
  { user: null },
  ({ userData, id, address }, context) => updateInBook(context, userData.language, id, address),
)

const deleteAddress = operation(
  z.object({ userData: userDataSchema, id: addressId }),
  { user: null },
  ({ userData, id }, context) => deleteFromBook(context, userData.language, id),
)

export const accountDetailsMutations = {
  updateUserDetails,
  addAddress,
  updateAddress,
  deleteAddress,
}
