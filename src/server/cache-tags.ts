/** Every cached read carries tags from here; collection hooks revalidate them on write. */
export const cacheTags = {
  store: (storeId: number) => `store:${storeId}`,
} as const

/** Tags of content reads: by document, by list, and by the slug a lookup asked for. */
export const contentTags = {
  doc: (collection: string, id: number | string) => `content:${collection}:doc:${id}`,
  list: (collection: string) => `content:${collection}:list`,
  slug: (collection: string, locale: string, slug: string) =>
    `content:${collection}:${locale}:${slug}`,
} as const
