import { z } from 'zod'

import { captchaTokenSchema } from '@/commerce/domain/account/customer'
import { placedFromPath } from '@/commerce/domain/orders/attribution'
import { userDataSchema } from '@/commerce/domain/user-data'

import {
  activationOptions as readOptions,
  createActivationOrder as placeActivation,
} from '@/commerce/services/activation'
import type { ActivationOptionsResult, PlaceOrderResult } from '@/commerce/contract/types'
import { operation } from '../operation'

/** The amounts and payment methods of the activation form (/activer/). */
const activationOptions = operation(
  z.object({ userData: userDataSchema }),
  { options: null } as Omit<ActivationOptionsResult, 'errors'>,
  ({ userData }, context): Promise<ActivationOptionsResult> =>
    readOptions(context, userData.language),
)

const noOrder: Omit<PlaceOrderResult, 'errors'> = { orderUuid: null, redirectUrl: null }

/**
 * Places the activation of a blank card and starts its payment. The input is checked by the
 * service, after the limit and the captcha, with the activation's own errors.
 */
const createActivationOrder = operation(
  z.object({ userData: userDataSchema, input: z.unknown(), captchaToken: captchaTokenSchema }),
  noOrder,
  ({ userData, input, captchaToken }, context): Promise<PlaceOrderResult> =>
    placeActivation(
      context,
      userData.language,
      input,
      captchaToken,
      placedFromPath(context.gateway.pathname),
    ),
)

export const activationQueries = { activationOptions }
export const activationMutations = { createActivationOrder }
