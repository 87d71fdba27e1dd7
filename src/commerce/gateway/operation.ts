import type { GraphQLResolveInfo } from 'graphql'
import type { z } from 'zod'

import { toApiPath, toCodeNames } from '@/commerce/domain/api-names'
import type { UserData } from '@/commerce/domain/user-data'
import type { Locale } from '@/i18n/routing'
import { logger } from '@/server/logger'
import { metrics } from '@/server/metrics/registry'

import type { GatewayContext } from './context'
import {
  errorCodes,
  gatewayError,
  genericError,
  type GatewayError,
  unstorableTextErrors,
  validationErrors,
} from '@/commerce/services/errors'
import { cartSettings } from '@/commerce/services/store'
import { unstorableTextPaths } from './storable-text'

type Result = { errors: GatewayError[] }

/** The errors' paths as the API names its arguments (api-names.ts: the code's words stay inside). */
const inApiNames = <R extends Result>(result: R): R =>
  result.errors.some((error) => error.referencedRequestParameter)
    ? {
        ...result,
        errors: result.errors.map((error) => ({
          ...error,
          referencedRequestParameter:
            error.referencedRequestParameter && toApiPath(error.referencedRequestParameter),
        })),
      }
    : result

/** The shopper's language from raw arguments, for messages about those same arguments. */
const languageOf = (raw: unknown): Locale =>
  (raw as { userData?: { language?: unknown } } | null)?.userData?.language === 'nl' ? 'nl' : 'fr'

/**
 * A gateway operation: its arguments validated with a zod schema (userData always), the store
 * checked, and any failure answered as an error inside data, so no input makes a resolver throw.
 * A schema whose rules depend on the store's settings is built for the request's store: the
 * store is the host's, never what userData claims of it (its country, say).
 */
export function operation<S extends z.ZodType<{ userData: UserData }>, R extends Result>(
  schema: S | ((context: GatewayContext) => Promise<S>),
  empty: Omit<R, 'errors'>,
  run: (input: z.infer<S>, context: GatewayContext) => Promise<R>,
) {
  const answer = async (raw: unknown, context: GatewayContext): Promise<R> => {
    // Every string of every operation passes here first: none reaches a rule or a query unstorable.
    const unstorable = unstorableTextPaths(raw)
    if (unstorable.length > 0) {
      return { ...empty, errors: unstorableTextErrors(unstorable, languageOf(raw)) } as R
    }
    let parsed: z.ZodSafeParseResult<z.infer<S>>
    try {
      const rules = typeof schema === 'function' ? await schema(context) : schema
      parsed = rules.safeParse(toCodeNames(raw))
      if (!parsed.success) {
        // Amounts in the messages (a range's bounds) are written as the store writes money.
        const store = await cartSettings(context.payload, context.storeId)
        return { ...empty, errors: validationErrors(parsed.error, languageOf(raw), store) } as R
      }
    } catch (error) {
      logger().error({ err: error }, 'Gateway operation failed')
      return { ...empty, errors: [genericError()] } as R
    }
    if (parsed.data.userData.storeID !== context.storeId) {
      const message = `This gateway serves store ${context.storeId}`
      const error = gatewayError(errorCodes.wrongStore, message, 'userData.storeID')
      return { ...empty, errors: [error] } as R
    }
    try {
      return await run(parsed.data, context)
    } catch (error) {
      logger().error({ err: error }, 'Gateway operation failed')
      return { ...empty, errors: [genericError()] } as R
    }
  }
  // Timed and counted by the schema's field name and the codes answered: both of bounded sets.
  return async (
    _parent: unknown,
    raw: unknown,
    context: GatewayContext,
    info: Pick<GraphQLResolveInfo, 'fieldName'>,
  ): Promise<R> => {
    const { gatewayOperations, gatewayErrors } = metrics()
    const operation = info.fieldName
    const done = gatewayOperations.startTimer({ operation })
    const result = inApiNames(await answer(raw, context))
    done()
    for (const { code } of result.errors) gatewayErrors.inc({ operation, code: String(code) })
    return result
  }
}
