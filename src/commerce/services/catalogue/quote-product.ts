import type { Payload } from 'payload'

import { oneOfStore } from '@/collections/shared/store-scope'
import type { Locale } from '@/i18n/routing'

/** The product a business quote names, by id (its title goes into the mail), or null. */
export async function quoteProduct(
  payload: Payload,
  storeId: number,
  id: string,
  locale: Locale,
): Promise<{ id: number; title: string } | null> {
  const product = await payload
    .find({
      collection: 'products',
      ...oneOfStore('products', storeId, id),
      depth: 0,
      locale,
    })
    .then(({ docs }) => docs[0] ?? null)
    .catch(() => null)
  return product && { id: product.id, title: product.title }
}
