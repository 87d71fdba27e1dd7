/** A sitemap entry: its URL, last change, and the same page in the store's other languages. */
export type SitemapEntry = {
  url: string
  lastModified?: string
  /** hreflang → URL, the entry's own language included. */
  alternates?: Record<string, string>
}

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&'"]/g,
    (character) =>
      ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[character]!,
  )

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n'

/** The sitemap index (sitemaps.org): one <sitemap> per file. */
export function sitemapIndexXml(files: readonly string[]): string {
  const items = files.map((loc) => `<sitemap>\n<loc>${escapeXml(loc)}</loc>\n</sitemap>\n`)
  return `${HEAD}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('')}</sitemapindex>\n`
}

/** One sitemap file, with hreflang alternates as Google reads them (xhtml:link). */
export function urlSetXml(entries: readonly SitemapEntry[]): string {
  const items = entries.map(({ url, lastModified, alternates }) => {
    const links = Object.entries(alternates ?? {}).map(
      ([lang, href]) =>
        `<xhtml:link rel="alternate" hreflang="${escapeXml(lang)}" href="${escapeXml(href)}" />\n`,
    )
    const modified = lastModified ? `<lastmod>${escapeXml(lastModified)}</lastmod>\n` : ''
    return `<url>\n<loc>${escapeXml(url)}</loc>\n${links.join('')}${modified}</url>\n`
  })
  return `${HEAD}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${items.join('')}</urlset>\n`
}
