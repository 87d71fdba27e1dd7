import { describe, expect, it } from 'vitest'

import {
  partFileName,
  partOfFileName,
  SITEMAP_PART_SIZE,
  sitemapParts,
} from '@/server/sitemap/parts'
import { sitemapIndexXml, urlSetXml } from '@/server/sitemap/xml'

describe('the sitemap index splits each source into files of 1,000 documents', () => {
  it('gives a source as many files as its documents fill, none when it has none', () => {
    expect(SITEMAP_PART_SIZE).toBe(1000)
    const parts = sitemapParts([
      { source: 'pages', count: 12 },
      { source: 'products', count: 1000 },
      { source: 'locations', count: 2001 },
      { source: 'brands', count: 0 },
    ])
    expect(parts).toEqual([
      { source: 'pages', page: 1 },
      { source: 'products', page: 1 },
      { source: 'locations', page: 1 },
      { source: 'locations', page: 2 },
      { source: 'locations', page: 3 },
    ])
  })

  it('splits at the size asked', () => {
    expect(sitemapParts([{ source: 'blog-posts', count: 5 }], 2).map((part) => part.page)).toEqual([
      1, 2, 3,
    ])
  })

  it('names a file by its source and page, and reads only such names back', () => {
    const part = { source: 'giving-moments', page: 12 } as const
    expect(partFileName(part)).toBe('giving-moments-12.xml')
    expect(partOfFileName('giving-moments-12.xml')).toEqual(part)
    expect(partOfFileName('locations-1.xml')).toEqual({ source: 'locations', page: 1 })
    for (const name of ['users-1.xml', 'pages-0.xml', 'pages-1', 'pages-01.xml', '../pages-1.xml'])
      expect(partOfFileName(name), name).toBeNull()
  })
})

describe('the sitemap files as XML', () => {
  it('lists the files in a sitemap index', () => {
    const xml = sitemapIndexXml(['https://a.example/sitemaps/pages-1.xml'])
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect(xml).toContain('<sitemap>\n<loc>https://a.example/sitemaps/pages-1.xml</loc>')
  })

  it('writes each URL with its hreflang alternates and last change, escaped', () => {
    const xml = urlSetXml([
      {
        url: 'https://a.example/?a=1&b=2',
        lastModified: '2026-11-30T10:00:00.000Z',
        alternates: { 'fr-BE': 'https://a.example/fr/', 'nl-BE': 'https://a.example/' },
      },
    ])
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"')
    expect(xml).toContain('<loc>https://a.example/?a=1&amp;b=2</loc>')
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="fr-BE" href="https://a.example/fr/" />',
    )
    expect(xml).toContain('<lastmod>2026-11-30T10:00:00.000Z</lastmod>')
  })
})
