import { proxyPool } from './proxy-pool'

/**
 * Every slug a store's landing page has or had when published in a language (drafts included: a
 * superset, so a page never answers 404 here by mistake), and the paths of its redirects.
 */
const QUERY = `
  select coalesce(array_agg(distinct slug) filter (where slug is not null), '{}') as slugs,
    (select coalesce(array_agg(r."from"), '{}') from redirects r
      join stores s on s.id = r.store_id where s.store_id = $1) as redirects
  from (
    select l.slug from pages p join stores s on s.id = p.store_id
      join pages_locales l on l._parent_id = p.id and l._locale = $2
      where s.store_id = $1
    union
    select vl.version_slug from _pages_v v join pages p on p.id = v.parent_id
      join stores s on s.id = p.store_id
      join _pages_v_locales vl on vl._parent_id = v.id and vl._locale = $2
      where s.store_id = $1 and v.version__status = 'published'
  ) as known(slug)`

export type KnownPages = { slugs: Set<string>; redirects: Set<string> }

/** The store's landing page slugs in a language and its redirects' paths. */
export async function readKnownPages(
  connectionString: string,
  storeId: number,
  locale: string,
): Promise<KnownPages> {
  const { rows } = await proxyPool(connectionString).query<{
    slugs: string[]
    redirects: string[]
  }>(QUERY, [storeId, locale])
  return { slugs: new Set(rows[0]!.slugs), redirects: new Set(rows[0]!.redirects) }
}
