import 'server-only'

import type { PackagingKind } from '@/collections/packaging-options'
import { type ImageSource, imageSource } from '@/components/media-image'
import type { Locale } from '@/i18n/routing'

import { pagePackagingOptions } from '@/commerce/services/catalogue/pages'

export type PackagingOption = {
  id: string
  kind: PackagingKind
  title: string
  description: string | null
  price: number
  image: ImageSource | null
}

/**
 * The wrappers and gift packing a store offers in a language, in the editors' order, as the
 * configurator shows them (the catalogue's read, which the cart prices with too).
 */
export async function getPackagingOptions(
  storeId: number,
  locale: Locale,
): Promise<PackagingOption[]> {
  const docs = await pagePackagingOptions(storeId, locale)
  return docs.map((doc) => ({
    id: String(doc.id),
    kind: doc.kind,
    title: doc.title,
    description: doc.description ?? null,
    price: doc.price,
    image: imageSource(doc.image),
  }))
}
