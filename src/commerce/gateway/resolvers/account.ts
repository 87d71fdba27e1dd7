import { z } from 'zod'

import {
  captchaTokenSchema,
  identifySchema,
  loginSchema,
  registerSchema,
} from '@/commerce/domain/account/customer'
import { userDataSchema } from '@/commerce/domain/user-data'
import { isInvalidField } from '@/server/payload-errors'

import {
  accountError,
  captchaError,
  checkPassword,
  customerByEmail,
  deleteSession,
  endSessionCookies,
  failed,
  forgetCartOnLogout,
  ok,
  rateLimited,
  sendWelcome,
  signedIn,
  startSession,
  userOf,
} from '@/commerce/services/account'
import type { StatusResult, UserExistResult, UserInfoResult } from '@/commerce/contract/types'
import { operation } from '../operation'

/** getUserInfo (spec §7): the signed-in customer, or user null for a visitor. */
const getUserInfo = operation(
  z.object({ userData: userDataSchema }),
  { user: null },
  async (_input, context): Promise<UserInfoResult> => {
    const session = await signedIn(context)
    return { user: session ? userOf(session.customer) : null, errors: [] }
  },
)

/** checkUserExist (spec §4 identify): whether an e-mail has an account; captcha first. */
const checkUserExist = operation(
  identifySchema.extend({ userData: userDataSchema }),
  { status: null },
  async ({ userData, email, captchaToken }, context): Promise<UserExistResult> => {
    const locale = userData.language
    const refused =
      (await rateLimited(context, locale, 'identify')) ??
      (await captchaError(context.payload, locale, captchaToken))
    if (refused) return { status: null, errors: [refused] }
    return { status: Boolean(await customerByEmail(context, email)), errors: [] }
  },
)

const userLogin = operation(
  loginSchema.extend({ userData: userDataSchema }),
  { status: false },
  async ({ userData, email, password, captchaToken }, context): Promise<StatusResult> => {
    const locale = userData.language
    if (await signedIn(context)) return failed([accountError(locale, 'alreadyLoggedIn')])
    const refused =
      (await rateLimited(context, locale, 'login')) ??
      (await captchaError(context.payload, locale, captchaToken))
    if (refused) return failed([refused])
    const customer = await customerByEmail(context, email)
    if (!customer) return failed([accountError(locale, 'unknownEmail', 'email')])
    const wrong = await checkPassword(context, locale, email, password)
    if (wrong) return failed([wrong])
    await startSession(context, customer.id)
    return ok
  },
)

/** userLogout: ends this browser's session and forgets its cart (spec §4 resets the cart). */
const userLogout = operation(
  z.object({ userData: userDataSchema }),
  { status: false },
  async (_input, context): Promise<StatusResult> => {
    const session = await signedIn(context)
    if (session) await deleteSession(context.payload, session.secret)
    context.responseCookies.push(...endSessionCookies(context.request))
    forgetCartOnLogout(context)
    return ok
  },
)

/** createAccount: a new customer, logged in at once (also while ordering). */
const createAccount = operation(
  z.object({ userData: userDataSchema, input: registerSchema, captchaToken: captchaTokenSchema }),
  { status: false },
  async ({ userData, input, captchaToken }, context): Promise<StatusResult> => {
    const locale = userData.language
    if (await signedIn(context)) return failed([accountError(locale, 'alreadyLoggedIn')])
    const refused =
      (await rateLimited(context, locale, 'register')) ??
      (await captchaError(context.payload, locale, captchaToken))
    if (refused) return failed([refused])
    if (await customerByEmail(context, input.email)) {
      return failed([accountError(locale, 'userExists', 'input.email')])
    }
    const { passwordConfirmation: _confirmation, ...data } = input
    const customer = await context.payload
      .create({
        collection: 'customers',
        data: { ...data, storeId: context.storeId },
        overrideAccess: true,
      })
      // Two requests for one new e-mail at once: the unique index lets one through.
      .catch((error: unknown) => (isInvalidField(error, 'email') ? null : Promise.reject(error)))
    if (!customer) return failed([accountError(locale, 'userExists', 'input.email')])
    await startSession(context, customer.id)
    await sendWelcome(locale, customer)
    return ok
  },
)

export const accountQueries = { getUserInfo, checkUserExist }
export const accountMutations = { userLogin, userLogout, createAccount }
