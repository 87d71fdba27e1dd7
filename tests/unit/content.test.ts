import { describe, expect, it, vi } from 'vitest'

import { filterByTaxonomy } from '@/blocks/blocks-queue-reference/filter'
import { embedPlayerUrl, embedVideoId } from '@/blocks/embed-video/embed-url'
import { type ContentCollection, contentPath } from '@/collections/shared/paths'
import { previewLink } from '@/collections/shared/preview'
import { isSlug } from '@/collections/shared/slug'
import { routeSlug } from '@/content/route'

describe('blocks queue filter by taxonomy', () => {
  const sections = [
    { name: 'untagged', taxonomies: [] },
    { name: 'restaurants', taxonomies: [10] },
    { name: 'wellness', taxonomies: [{ id: 20 }] },
    { name: 'both', taxonomies: [10, 20] },
  ]
  const names = (filter: (number | { id: number })[] | null) =>
    filterByTaxonomy(sections, filter).map((s) => s.name)

  it('keeps every section without a filter', () => {
    expect(names(null)).toEqual(['untagged', 'restaurants', 'wellness', 'both'])
    expect(names([])).toEqual(['untagged', 'restaurants', 'wellness', 'both'])
  })

  it('keeps untagged sections and those sharing a category, in order', () => {
    expect(names([10])).toEqual(['untagged', 'restaurants', 'both'])
    expect(names([{ id: 20 }])).toEqual(['untagged', 'wellness', 'both'])
    expect(names([99])).toEqual(['untagged'])
  })
})

describe('embedded videos', () => {
  it.each([
    ['YOUTUBE', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['YOUTUBE', 'https://youtu.be/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['YOUTUBE', 'https://www.youtube.com/embed/aqz-KE-bpKQ', 'aqz-KE-bpKQ'],
    ['VIMEO', 'https://vimeo.com/76979871', '76979871'],
    ['VIMEO', 'https://player.vimeo.com/video/76979871', '76979871'],
    ['VIMEO', 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', null],
    ['YOUTUBE', 'https://evil.example/watch?v=aqz-KE-bpKQ', null],
    ['YOUTUBE', 'javascript:alert(1)', null],
  ])('%s %s → %s', (provider, url, id) => {
    expect(embedVideoId(provider, url)).toBe(id)
  })

  it('plays from the providers’ privacy-friendly players', () => {
    expect(embedPlayerUrl('YOUTUBE', 'aqz-KE-bpKQ')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    )
    expect(embedPlayerUrl('VIMEO', '76979871')).toContain('dnt=1')
  })
})

describe('content paths', () => {
  it.each([
    ['pages', 'home', '/', '/nl/'],
    ['pages', 'livraison', '/livraison/', '/nl/livraison/'],
    [
      'pages',
      'verifier-solde/resultat',
      '/verifier-solde/resultat/',
      '/nl/verifier-solde/resultat/',
    ],
    ['blog-posts', 'noel', '/blog/noel/', '/nl/blog/noel/'],
    ['giving-moments', 'mariage', '/offrir-un-moment/mariage/', '/nl/geefmomenten/mariage/'],
    ['categories', 'restaurants', '/categorie/restaurants/', '/nl/categorie/restaurants/'],
    ['products', 'spa', '/cartes-cadeaux/spa/', '/nl/cadeaubonnen/spa/'],
  ] as const)('%s %s → %s, %s', (collection, slug, fr, nl) => {
    expect(contentPath(collection, slug, 'fr', 'fr')).toBe(fr)
    expect(contentPath(collection, slug, 'nl', 'fr')).toBe(nl)
  })

  it("open the live preview on the document's own route in the admin's chosen locale", () => {
    vi.stubEnv('PREVIEW_SECRET', 'test-preview-secret')
    const previewed = (url: string) => new URL(url, 'http://shop.test').searchParams.get('path')
    // Payload passes the locale as { code } to livePreview.url and as a code to preview.
    const link = (collection: ContentCollection, slug: string, locale: unknown) =>
      previewLink(collection, slug, locale, { storeId: 52, defaultLocale: 'fr' })
    expect(previewed(link('blog-posts', 'noel', { code: 'nl' }))).toBe('/nl/blog/noel/')
    expect(previewed(link('pages', 'home', 'fr'))).toBe('/')
    expect(previewed(link('products', 'spa', { code: 'nl' }))).toBe('/nl/cadeaubonnen/spa/')
    // On a Dutch store (CBBE), Dutch has no prefix and French has.
    const belgian = { storeId: 53, defaultLocale: 'nl' } as const
    expect(previewed(previewLink('products', 'spa', { code: 'nl' }, belgian))).toBe(
      '/cadeaubonnen/spa/',
    )
    expect(previewed(previewLink('products', 'spa', 'fr', belgian))).toBe('/fr/cartes-cadeaux/spa/')
    // The store the preview shows, whatever host /admin is on.
    const store = new URL(previewLink('pages', 'home', 'nl', belgian), 'http://shop.test')
    expect(store.searchParams.get('store')).toBe('53')
  })

  it('turn a route path back into the slug of the page that serves it', () => {
    expect(routeSlug('fr', '/')).toBe('home')
    expect(routeSlug('nl', '/')).toBe('home')
    expect(routeSlug('fr', '/terms')).toBe('cgv')
    expect(routeSlug('nl', '/redeem/result')).toBe('saldocheck/resultaat')
  })

  it.each([
    ['cgv', true],
    ['verifier-solde/resultat', true],
    ['politiques-d-annulation', true],
    ['Bad Slug', false],
    ['/cgv/', false],
    ['a--b', false],
    ['', false],
  ])('slug %s is valid: %s', (slug, valid) => {
    expect(isSlug(slug)).toBe(valid)
  })
})
