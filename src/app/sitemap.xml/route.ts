import { sitemapIndex } from '@/server/sitemap/files'

// Rendered per request from cached reads (expired on publish): each host has its store's index.
export const dynamic = 'force-dynamic'

/** The sitemap index: a file per 1,000 documents of each collection, and the cards' places. */
export async function GET(request: Request): Promise<Response> {
  return new Response(await sitemapIndex(request.headers.get('host')), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  })
}
