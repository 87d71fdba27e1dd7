import { z } from 'zod'

import {
  captchaTokenSchema,
  identifySchema,
  loginSchema,
  registerSchemaFor,
} from '@/commerce/domain/account/customer'
import { userDataSchema } from '@/commerce/domain/user-data'

import {
  currentUser,
  customerExists,
  registerCustomer,
  signIn,
  signOut,
} from '@/commerce/services/account'
import { cartSettings } from '@/commerce/services/store'
import type { StatusResult, UserExistResult, UserInfoResult } from '@/commerce/contract/types'
import { operation } from '../operation'
import { vatNumberDigits } from '../vat-number'

/** getUserInfo (spec §7): the signed-in customer, or user null for a visitor. */
const getUserInfo = operation(
  z.object({ userData: userDataSchema }),
  { user: null },
  (_input, context): Promise<UserInfoResult> => currentUser(context),
)

/** checkUserExist (spec §4 identify): whether an e-mail has an account; captcha first. */
const checkUserExist = operation(
  identifySchema.extend({ userData: userDataSchema }),
  { status: null },
  ({ userData, ...credentials }, context): Promise<UserExistResult> =>
    customerExists(context, userData.language, credentials),
)

const userLogin = operation(
  loginSchema.extend({ userData: userDataSchema }),
  { status: false },
  ({ userData, ...credentials }, context): Promise<StatusResult> =>
    signIn(context, userData.language, credentials),
)

/** userLogout: ends this browser's session and forgets its cart (spec §4 resets the cart). */
const userLogout = operation(
  z.object({ userData: userDataSchema }),
  { status: false },
  (_input, context): Promise<StatusResult> => signOut(context),
)

/** createAccount: a new customer, logged in at once (also while ordering). */
const createAccount = operation(
  // The company register is the store's country's (its settings), whatever userData claims.
  async (context) =>
    z
      .object({
        userData: userDataSchema,
        input: registerSchemaFor((await cartSettings(context.payload, context.storeId)).country),
        captchaToken: captchaTokenSchema,
      })
      .superRefine(vatNumberDigits((value) => value.input, ['input'])),
  { status: false },
  ({ userData, input, captchaToken }, context): Promise<StatusResult> =>
    registerCustomer(context, userData.language, input, captchaToken),
)

export const accountQueries = { getUserInfo, checkUserExist }
export const accountMutations = { userLogin, userLogout, createAccount }
