import { z } from 'zod'

import {
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  newPasswordSchema,
} from '@/commerce/domain/account/customer'
import { userDataSchema } from '@/commerce/domain/user-data'

import {
  changePassword as changeCustomerPassword,
  deleteAccount as deleteCustomerAccount,
  requestPasswordReset,
  resetPassword,
} from '@/commerce/services/account'
import type { StatusResult } from '@/commerce/contract/types'
import { operation } from '../operation'

const withUserData = <T extends z.ZodRawShape>(schema: z.ZodObject<T>) =>
  schema.extend({ userData: userDataSchema })

/** forgotPassword: e-mails a one-time link that expires. */
const forgotPassword = operation(
  withUserData(forgotPasswordSchema),
  { status: false },
  ({ userData, ...request }, context): Promise<StatusResult> =>
    requestPasswordReset(context, userData.language, request),
)

/** newPassword: the link's token sets the password once; every session of the customer ends. */
const newPassword = operation(
  z.object({ userData: userDataSchema }).and(newPasswordSchema),
  { status: false },
  ({ userData, token, password }, context): Promise<StatusResult> =>
    resetPassword(context, userData.language, { token, password }),
)

/** changePassword: the current password, then the new one; other sessions end. */
const changePassword = operation(
  z.object({ userData: userDataSchema }).and(changePasswordSchema),
  { status: false },
  ({ userData, currentPassword, password }, context): Promise<StatusResult> =>
    changeCustomerPassword(context, userData.language, { currentPassword, password }),
)

/** deleteAccount: after the password, the customer, sessions and carts go; orders stay. */
const deleteAccount = operation(
  withUserData(deleteAccountSchema),
  { status: false },
  ({ userData, password }, context): Promise<StatusResult> =>
    deleteCustomerAccount(context, userData.language, password),
)

export const accountPasswordMutations = {
  forgotPassword,
  newPassword,
  changePassword,
  deleteAccount,
}
