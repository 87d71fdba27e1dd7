import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

/** How close a word must be: 'lumeire' finds 'Lumière' (0.375), 'xqzw' finds nothing. */
export const WORD_SIMILARITY = 0.35
export const SEARCH_LIMIT = 24

export type Match = { kind: 'product' | 'givingMoment'; id: number; score: number }

/**
 * A store's published products and giving moments whose title (or hero title) resembles the text, accents
 * and case ignored, typos forgiven: trigram word similarity over f_unaccent(lower(...)), served by
 * the GIN indexes of the search migration.
 */
export async function findMatches(
  payload: Payload,
  storeId: number,
  text: string,
  locale: string,
): Promise<Match[]> {
  const { drizzle } = payload.db as unknown as PostgresAdapter
  return drizzle.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`,
    )
    // The term as a constant expression, not a CTE column: Postgres folds it before planning and
    // answers `<%` from the trigram index (a CTE term made it scan every title: 50 ms at 10,000).
    const term = sql`f_unaccent(lower(${text}))`
    const title = sql`f_unaccent(lower(l.title))`
    // One store's documents (their store's row), before the limit: another store's never show.
    const store = sql`(select s.id from stores s where s.store_id = ${storeId})`
    const heroTitle = sql`f_unaccent(lower(coalesce(l.hero_title, '')))`
    const { rows } = await tx.execute<{ kind: Match['kind']; id: number; score: number }>(sql`
      (
        select 'product' as kind, p.id, word_similarity(${term}, ${title}) as score
        from products p
        join products_locales l on l._parent_id = p.id and l._locale = ${locale}
        where p._status = 'published' and p.product_type <> 'blankGiftCardPack'
          and p.store_id = ${store} and ${term} <% ${title}
      ) union all (
        select 'givingMoment' as kind, g.id,
          greatest(word_similarity(${term}, ${title}), word_similarity(${term}, ${heroTitle})) as score
        from giving_moments g
        join giving_moments_locales l on l._parent_id = g.id and l._locale = ${locale}
        where g._status = 'published' and g.store_id = ${store}
          and (${term} <% ${title} or ${term} <% ${heroTitle})
      )
      order by score desc, id
      limit ${SEARCH_LIMIT}
    `)
    return rows.map((row) => ({ kind: row.kind, id: Number(row.id), score: Number(row.score) }))
  })
}
