import { sitemapFile } from '@/server/sitemap/files'

// Rendered per request from cached reads (expired on publish): each host has its store's files.
export const dynamic = 'force-dynamic'

/** One file of the sitemap index (/sitemaps/products-1.xml); any other name is a 404. */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ file: string }> },
): Promise<Response> {
  const xml = await sitemapFile(request.headers.get('host'), (await params).file)
  if (xml === null) return new Response('Not found', { status: 404 })
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
}
