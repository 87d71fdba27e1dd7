import type { CartPackage } from '@/commerce/domain/cart'
import type { Locale } from '@/i18n/routing'

import type { CartResult, CustomerOrdersResult } from '@/commerce/contract/types'
import { accountError, signedIn } from '@/commerce/services/account'
import {
  answer,
  buildPackages,
  changeCart,
  currentCart,
  mergePackages,
} from '@/commerce/services/cart'
import type { ServiceContext } from '@/commerce/services/context'
import { cartSettings } from '@/commerce/services/store'
import { type GatewayError, orderError } from '@/commerce/services/errors'
import { toPlacedOrder } from './placed-view'
import { reorderInput } from './reorder'
import { findCustomerOrders, findPlacedOrder } from '@/commerce/db/order-repository'

/** The signed-in customer's placed orders, newest first, a page at a time. */
export async function customerOrders(
  context: ServiceContext,
  locale: Locale,
  { itemsPerPage, currentPage }: { itemsPerPage: number; currentPage: number },
): Promise<CustomerOrdersResult> {
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
  const { country, timeZone } = await cartSettings(context.payload, context.storeId)
  return {
    orders: rows.map((row) => toPlacedOrder(row, locale, { access: null, country, timeZone })),
    paging: { currentPage, itemsPerPage, totalItems: total },
    errors: [],
  }
}

/**
 * Puts packages of one of the customer's orders back in the cart at today's prices (spec §6
 * reorder). Packages whose card is no longer on sale are reported and left out.
 */
export async function reorder(
  context: ServiceContext,
  locale: Locale,
  uuid: string,
  packageIds: readonly string[] | null | undefined,
): Promise<CartResult> {
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
}
