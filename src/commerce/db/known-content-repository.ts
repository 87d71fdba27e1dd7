import type { ContentCollection } from '@/collections/shared/paths'

import { proxyPool } from './proxy-pool'

/** Each content collection's table (its versions' tables are `_{table}_v…`). */
const TABLES: Record<ContentCollection, string> = {
  pages: 'pages',
  'blog-posts': 'blog_posts',
  'giving-moments': 'giving_moments',
  products: 'products',
  categories: 'categories',
  brands: 'brands',
}

/** A collection's slugs in a store and language, now or once published (drafts included). */
const slugsOf = (collection: ContentCollection, table: string) => `
    select '${collection}' as collection, l.slug from ${table} d
      join stores s on s.id = d.store_id
      join ${table}_locales l on l._parent_id = d.id and l._locale = $2
      where s.store_id = $1
    union
    select '${collection}', vl.version_slug from _${table}_v v
      join ${table} d on d.id = v.parent_id join stores s on s.id = d.store_id
      join _${table}_v_locales vl on vl._parent_id = v.id and vl._locale = $2
      where s.store_id = $1 and v.version__status = 'published'`

/**
 * Every slug a store's content document has or had when published in a language (drafts
 * included: a superset, so a document never answers 404 here by mistake), each as
 * `{collection}/{slug}`, and the paths of the store's redirects.
 */
const QUERY = `
  select coalesce(array_agg(distinct collection || '/' || slug)
      filter (where slug is not null), '{}') as slugs,
    (select coalesce(array_agg(r."from"), '{}') from redirects r
      join stores s on s.id = r.store_id where s.store_id = $1) as redirects
  from (${Object.entries(TABLES)
    .map(([collection, table]) => slugsOf(collection as ContentCollection, table))
    .join('\n    union')}
  ) as known(collection, slug)`

export type KnownContent = { slugs: Set<string>; redirects: Set<string> }

/** A store's content slugs in a language (`{collection}/{slug}`) and its redirects' paths. */
export async function readKnownContent(
  connectionString: string,
  storeId: number,
  locale: string,
): Promise<KnownContent> {
  const { rows } = await proxyPool(connectionString).query<{
    slugs: string[]
    redirects: string[]
  }>(QUERY, [storeId, locale])
  return { slugs: new Set(rows[0]!.slugs), redirects: new Set(rows[0]!.redirects) }
}
