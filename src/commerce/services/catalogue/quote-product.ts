import type { Payload } from 'payload'

import type { Locale } from '@/i18n/routing'

/** The product a business quote names, by id (its title goes into the mail), or null. */
export async function quoteProduct(
  payload: Payload,
  _storeId: number,
  id: string,
  locale: Locale,
): Promise<{ id: number; title: string } | null> {
  const product = await payload
    .findByID({ collection: 'products', id: Number(id), depth: 0, locale })
    .catch(() => null)
  return product && { id: product.id, title: product.title }
}
