import type { PostgresAdapter } from '@payloadcms/db-postgres'
import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

export type Locality = { locality: string; administrativeArea: string | null; countryCode: string }

type Query = { text: string; productId: number | null; limit: number; offset: number }

/**
 * Towns where cards are accepted whose name, region or post code starts with the text (accents
 * and case ignored), each once, with the total for paging.
 */
export async function findLocalities(
  payload: Payload,
  { text, productId, limit, offset }: Query,
): Promise<{ localities: Locality[]; total: number }> {
  const { drizzle } = payload.db as unknown as PostgresAdapter
  const { rows } = await drizzle.execute<Locality & { total: number }>(sql`
    with q as (select f_unaccent(lower(${text})) || '%' as prefix),
    places as (
      select distinct
        address_locality as "locality",
        address_administrative_area as "administrativeArea",
        address_country_code as "countryCode"
      from locations, q
      where (${productId}::int is null or product_id = ${productId}::int)
        and (f_unaccent(lower(address_locality)) like q.prefix
          or f_unaccent(lower(coalesce(address_administrative_area, ''))) like q.prefix
          or address_post_code like q.prefix)
    )
    select *, count(*) over () as total from places
    order by "locality", "administrativeArea"
    limit ${limit} offset ${offset}
  `)
  return {
    localities: rows.map(({ total: _total, ...place }) => place),
    total: Number(rows[0]?.total ?? 0),
  }
}
