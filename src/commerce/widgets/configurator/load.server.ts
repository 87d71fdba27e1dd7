import 'server-only'

import type { PackagingKind } from '@/collections/packaging-options'
import { type ImageSource, imageSource } from '@/components/media-image'
import type { Locale } from '@/i18n/routing'
import { cached } from '@/server/cache/cached'
import { getPayloadClient } from '@/server/payload'

export type PackagingOption = {
  id: string
  kind: PackagingKind
  title: string
  description: string | null
  price: number
  image: ImageSource | null
}

/**
 * The wrappers and gift packing on offer in a language, in the editors' order. Cached for every
 * product page; the collection's hooks drop it on any change.
 */
export const getPackagingOptions = cached(
  'packaging-options',
  async (locale: Locale): Promise<PackagingOption[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'packaging-options',
      where: { available: { equals: true } },
      sort: 'sortOrder',
      locale,
      depth: 1,
      pagination: false,
      overrideAccess: false,
    })
    return docs.map((doc) => ({
      id: String(doc.id),
      kind: doc.kind,
      title: doc.title,
      description: doc.description ?? null,
      price: doc.price,
      image: imageSource(doc.image),
    }))
  },
)
