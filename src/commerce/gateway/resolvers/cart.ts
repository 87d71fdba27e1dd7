import { z } from 'zod'

import { packageInputSchema } from '@/commerce/domain/package'
import { userDataSchema } from '@/commerce/domain/user-data'

import {
  addGiftcardPackage as addPackage,
  checkCart as checkCurrentCart,
  deleteGiftcardPackageGroup as deleteGroup,
  readCart as currentCartAnswer,
  updateGiftcardPackage as updatePackage,
} from '@/commerce/services/cart'
import type { CartResult } from '@/commerce/contract/types'
import { operation } from '../operation'

const empty = { order: null }
const packageId = z.uuid({ error: 'idInvalid' })

/** cart, cartV2 and cartQuantity (spec §7): the shopper's cart; orderUuid must be theirs. */
const readCart = operation(
  z.object({ userData: userDataSchema, orderUuid: z.uuid({ error: 'idInvalid' }).nullish() }),
  empty,
  ({ userData, orderUuid }, context): Promise<CartResult> =>
    currentCartAnswer(context, userData.language, orderUuid),
)

const addGiftcardPackage = operation(
  z.object({ userData: userDataSchema, package: packageInputSchema() }),
  empty,
  ({ userData, package: input }, context) => addPackage(context, userData.language, input),
)

const updateGiftcardPackage = operation(
  z.object({ userData: userDataSchema, packageId, package: packageInputSchema() }),
  empty,
  ({ userData, packageId: id, package: input }, context) =>
    updatePackage(context, userData.language, id, input),
)

const deleteGiftcardPackageGroup = operation(
  z.object({
    userData: userDataSchema,
    shipmentTag: z.string().min(1).max(100),
    packageId: packageId.nullish(),
  }),
  empty,
  ({ userData, shipmentTag, packageId: id }, context) =>
    deleteGroup(context, userData.language, shipmentTag, id),
)

/** Before ordering (the order button): cards still on sale, something to pay for. */
const checkCart = operation(
  z.object({ userData: userDataSchema }),
  empty,
  ({ userData }, context) => checkCurrentCart(context, userData.language),
)

export const cartQueries = { cart: readCart, cartV2: readCart, cartQuantity: readCart }
export const cartMutations = {
  addGiftcardPackage,
  updateGiftcardPackage,
  deleteGiftcardPackageGroup,
  checkCart,
}
