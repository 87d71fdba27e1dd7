import { z } from 'zod'

import { userDataSchema } from '@/commerce/domain/user-data'

import { accountError, signedIn } from '@/commerce/services/account'
import {
  answer,
  buildPackages,
  cartSettings,
  changeCart,
  currentCart,
  mergePackages,
} from '@/commerce/services/cart'
import type { CartPackage } from '@/commerce/domain/cart'
import { type GatewayError, orderError } from '@/commerce/services/errors'
import type { CartResult, CustomerOrdersResult } from '@/commerce/contract/types'
import { operation } from '../operation'
import {
  findCustomerOrders,
  findPlacedOrder,
  reorderInput,
  toPlacedOrder,
} from '@/commerce/services/orders'

const ORDERS_PER_PAGE = 10

/** The signed-in customer's placed orders, newest first (spec §2 /compte/commandes/). */
const customerOrders = operation(
  z.object({
    userData: userDataSchema,
    paging: z
      .object({
        itemsPerPage: z.number().int().min(1).max(50).nullish(),
        pageNumber: z.number().int().min(1).max(10_000).nullish(),
      })
      .nullish(),
  }),
  { orders: [], paging: { currentPage: 1, itemsPerPage: ORDERS_PER_PAGE, totalItems: 0 } } as Omit<
    CustomerOrdersResult,
    'errors'
  >,
  async ({ userData, paging }, context) => {
    const locale = userData.language
    const itemsPerPage = paging?.itemsPerPage ?? ORDERS_PER_PAGE
    const currentPage = paging?.pageNumber ?? 1
    const session = await signedIn(context)
    if (!session) {
      return {
        orders: [],
        paging: { currentPage, itemsPerPage, totalItems: 0 },
        errors: [accountError(locale, 'notLoggedIn')],
      }
    }
    const { rows, total } = await findCustomerOrders(
      context.payload,
      session.customer.id,
      context.storeId,
      itemsPerPage,
      (currentPage - 1) * itemsPerPage,
    )
    return {
      orders: rows.map((row) => toPlacedOrder(row, locale, { access: null })),
      paging: { currentPage, itemsPerPage, totalItems: total },
      errors: [],
    }
  },
)

/**
 * Puts packages of one of the customer's orders back in the cart at today's prices (spec §6
 * reorder). Packages whose card is no longer on sale are reported and left out.
 */
const reorder = operation(
  z.object({
    userData: userDataSchema,
    uuid: z.uuid({ error: 'idInvalid' }),
    packageIds: z.array(z.string().min(1).max(64)).max(100).nullish(),
  }),
  { order: null } as Omit<CartResult, 'errors'>,
  async ({ userData, uuid, packageIds }, context) => {
    const locale = userData.language
    const session = await signedIn(context)
    if (!session) {
      return answer(context, await currentCart(context), locale, [
        accountError(locale, 'notLoggedIn'),
      ])
    }
    const row = await findPlacedOrder(context.payload, uuid, context.storeId)
    if (!row || row.customer_id !== session.customer.id) {
      return answer(context, await currentCart(context), locale, [
        orderError(locale, 'orderNotFound', 'uuid'),
      ])
    }
    const chosen = row.packages.filter((item) => !packageIds || packageIds.includes(item.id))
    const settings = await cartSettings(context.payload, context.storeId)
    const added: CartPackage[] = []
    const errors: GatewayError[] = []
    for (const item of chosen) {
      const input = reorderInput(item)
      const built = input.success
        ? await buildPackages(context.payload, locale, settings, input.data)
        : { errors: [orderError(locale, 'orderNotFound', `packageIds.${item.id}`)] }
      if ('errors' in built) errors.push(...built.errors)
      else added.push(...built.packages)
    }
    if (added.length === 0) return answer(context, await currentCart(context), locale, errors)
    const result = await changeCart(
      context,
      locale,
      (packages) => ({ packages: mergePackages(packages, added) }),
      { create: true },
    )
    return { ...result, errors: [...errors, ...result.errors] }
  },
)

export const orderQueries = { customerOrders }
export const orderMutations = { reorder }
