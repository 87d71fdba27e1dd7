import { proxyPool } from './proxy-pool'

/**
 * The proxy's read of every store's hosts and its own country's languages. The proxy is bundled
 * apart from the app and cannot start Payload, so it asks Postgres itself: one connection at most
 * per process, whatever the request rate (its caller keeps the answer).
 */
const QUERY = `
  select s.store_id::int as "storeId", s.country,
    coalesce((select json_agg(h.host) from store_hosts h where h._parent_id = s.id), '[]') as hosts,
    coalesce((select json_agg(json_build_object('country', c.country, 'languagesCombinations',
      (select json_agg(json_build_object('languageCode', l.language_code, 'isDefault', l.is_default)
         order by l._order) from store_languages l where l._parent_id = c.id)))
       from store_countries c where c._parent_id = s.id and c.country = s.country), '[]')
      as "countriesCombinations"
  from stores s`

export type StoreHostRow = {
  storeId: number
  country: string
  hosts: string[]
  countriesCombinations: {
    country: string
    languagesCombinations: { languageCode: string; isDefault: boolean }[] | null
  }[]
}

export async function readStoreHosts(connectionString: string): Promise<StoreHostRow[]> {
  return (await proxyPool(connectionString).query<StoreHostRow>(QUERY)).rows
}
