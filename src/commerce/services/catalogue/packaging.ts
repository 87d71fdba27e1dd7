import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'
import type { PackagingOption } from '@/payload-types'
import { memo } from '@/server/cache/memo'

/**
 * The wrappers and gift packing on offer in a language, in the editors' order, their images
 * populated: the one read of the collection, which product pages keep in Next's data cache
 * (pages.ts) and the cart in the memo (below).
 */
export async function findPackagingOptions(
  payload: Payload,
  locale: Locale,
): Promise<PackagingOption[]> {
  const { docs } = await payload.find({
    collection: 'packaging-options',
    where: { available: { equals: true } },
    sort: 'sortOrder',
    locale,
    depth: 1,
    pagination: false,
    overrideAccess: false,
  })
  return docs
}

const options = memo<PackagingOption[]>('packaging-options')

/** The store's packaging options as the cart prices them, kept a minute. */
export const packagingOptions = (payload: Payload, storeId: number, locale: Locale) =>
  options([storeId, locale], () => findPackagingOptions(payload, locale))
