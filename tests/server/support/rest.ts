import type { ServerClient } from './client'

/** A JSON request to Payload's REST API. */
export const json = (method: string, body: object): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

/** The row id of store 52 (CBFR), which a page's `store` relationship names. */
export async function frenchStoreRow(admin: ServerClient): Promise<number> {
  const stores = await admin.fetch('/api/stores/?where[storeId][equals]=52&depth=0')
  return (stores.json as { docs: { id: number }[] }).docs[0]!.id
}

/** Publishes a landing page of the store at `slug`, titled `title`; the API's answer. */
export const publishLandingPage = (
  admin: ServerClient,
  store: number,
  title: string,
  slug: string,
) =>
  admin.fetch(
    '/api/pages/?locale=fr&depth=0',
    json('POST', { title, slug, pageType: 'landing', store, _status: 'published' }),
  )
