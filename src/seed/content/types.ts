import type { ContentCollection } from '@/collections/shared/paths'
import type { Config } from '@/payload-types'

import type { SeedMedia } from './media'

type Data<C extends ContentCollection> = Omit<
  Config['collections'][C],
  'id' | 'createdAt' | 'updatedAt'
>

/** A seeded content document: its French data, and the Dutch title and slug. */
export type SeedDoc<C extends ContentCollection> = {
  fr: Omit<Data<C>, '_status'>
  nl: { title: string; slug: string }
}

/** References a seed file may need: uploaded media and ids of documents seeded before it. */
export type SeedRefs = {
  media: SeedMedia
  products: Record<string, number>
  categories: Record<string, number>
  queues: Record<string, number>
}
