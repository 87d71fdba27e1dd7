import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

/** How close a word must be: 'lumeire' finds 'Lumière' (0.375), 'xqzw' finds nothing. */
export const WORD_SIMILARITY = 0.35
export const SEARCH_LIMIT = 24

export type Match = { kind: 'product' | 'givingMoment'; id: number; score: number }

/**
 * Published products and giving moments whose title (or hero title) resembles the text, accents
 * and case ignored, typos forgiven: trigram word similarity over f_unaccent(lower(...)), served by
 * the GIN indexes of the search migration.
 */
export async function findMatches(
  payload: Payload,
  text: string,
  locale: string,
): Promise<Match[]> {
  const { drizzle } = payload.db as unknown as PostgresAdapter
  return drizzle.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(WORD_SIMILARITY)}, true)`,
    )
    const { rows } = await tx.execute<{ kind: Match['kind']; id: number; score: number }>(sql`
      with q as (select f_unaccent(lower(${text})) as term)
      (
        select 'product' as kind, p.id, word_similarity(q.term, f_unaccent(lower(l.title))) as score
        from products p
        join products_locales l on l._parent_id = p.id and l._locale = ${locale}, q
        where p._status = 'published' and p.product_type <> 'blankGiftCardPack'
          and q.term <% f_unaccent(lower(l.title))
      ) union all (
        select 'givingMoment' as kind, g.id,
          greatest(
            word_similarity(q.term, f_unaccent(lower(l.title))),
            word_similarity(q.term, f_unaccent(lower(coalesce(l.hero_title, ''))))
          ) as score
        from giving_moments g
        join giving_moments_locales l on l._parent_id = g.id and l._locale = ${locale}, q
        where g._status = 'published'
          and (q.term <% f_unaccent(lower(l.title))
            or q.term <% f_unaccent(lower(coalesce(l.hero_title, ''))))
      )
      order by score desc, id
      limit ${SEARCH_LIMIT}
    `)
    return rows.map((row) => ({ kind: row.kind, id: Number(row.id), score: Number(row.score) }))
  })
}
