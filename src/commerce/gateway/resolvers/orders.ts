import { z } from 'zod'

import { userDataSchema } from '@/commerce/domain/user-data'

import type { CartResult, CustomerOrdersResult } from '@/commerce/contract/types'
import { operation } from '../operation'
import {
  customerOrders as ordersPage,
  reorder as reorderPackages,
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
  ({ userData, paging }, context) =>
    ordersPage(context, userData.language, {
      itemsPerPage: paging?.itemsPerPage ?? ORDERS_PER_PAGE,
      currentPage: paging?.pageNumber ?? 1,
    }),
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
  ({ userData, uuid, packageIds }, context) =>
    reorderPackages(context, userData.language, uuid, packageIds),
)

export const orderQueries = { customerOrders }
export const orderMutations = { reorder }
