import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ofStore } from '@/collections/shared/store-scope'
import { localizedPath, type Pathname } from '@/i18n/paths'
import type { Locale } from '@/i18n/routing'
import { seed } from '@/seed'
import { belgianStore } from '@/seed/data/store-be'
import { dutchStore } from '@/seed/data/store-nl'

/*
 * Issue 38 point 5: the Belgian (nl, fr) and Dutch (nl) stores have their own home, legal and
 * contact pages, in each of their languages, each page of its store.
 */
let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
})

afterAll(async () => {
  await payload.destroy()
})

const ROUTES: Pathname[] = ['/', '/contact', '/terms', '/privacy', '/cookie-statement']
const slugOf = (locale: Locale, route: Pathname) =>
  localizedPath(locale, route, locale).replace(/^\/|\/$/g, '') || 'home'

/** A store's published pages at these slugs in a language, without another language's stand-in. */
const pagesOf = async (storeId: number, locale: Locale, slugs: string[]) => {
  const { docs } = await payload.find({
    collection: 'pages',
    where: ofStore('pages', storeId, { slug: { in: slugs }, _status: { equals: 'published' } }),
    locale,
    fallbackLocale: false,
    depth: 1,
    pagination: false,
  })
  return docs
}

const headingOf = (page: { layout?: unknown[] | null }) =>
  (page.layout?.[0] as { title?: string } | undefined)?.title

describe('the Belgian and Dutch stores’ content', () => {
  it.each([
    [belgianStore.storeId, 'nl' as const, 'De cadeaubon voor heel België'],
    [belgianStore.storeId, 'fr' as const, 'Le bon cadeau pour toute la Belgique'],
    [dutchStore.storeId, 'nl' as const, 'Cadeaubonnen voor iedereen in Nederland'],
  ])('store %i has its home, contact and legal pages in %s', async (storeId, locale, hero) => {
    const slugs = ROUTES.map((route) => slugOf(locale, route))
    const pages = await pagesOf(storeId, locale, slugs)
    expect(pages.map((page) => page.slug).sort()).toEqual([...slugs].sort())
    for (const page of pages) {
      expect(page.store, page.slug).toMatchObject({ storeId })
      expect(page.layout?.length, page.slug).toBeGreaterThan(0)
    }
    expect(headingOf(pages.find((page) => page.slug === 'home')!)).toBe(hero)
  })

  it('writes the Belgian pages’ two languages apart: no French on a Dutch page', async () => {
    const slugs = ROUTES.map((route) => slugOf('nl', route))
    const dutch = await pagesOf(belgianStore.storeId, 'nl', slugs)
    for (const page of dutch) {
      const french = await payload.findByID({
        collection: 'pages',
        id: page.id,
        locale: 'fr',
        fallbackLocale: false,
        depth: 0,
      })
      expect(french.title, page.slug).not.toBe(page.title)
      expect(headingOf(french), page.slug).not.toBe(headingOf(page))
    }
  })

  it('gives the Dutch store no French pages', async () => {
    const slugs = ROUTES.map((route) => slugOf('fr', route))
    expect(await pagesOf(dutchStore.storeId, 'fr', slugs)).toEqual([])
  })

  it('seeds each store nine pages, a giving moment and a blog post, once', async () => {
    const counts = () =>
      Promise.all(
        [belgianStore.storeId, dutchStore.storeId].flatMap((storeId) =>
          (['pages', 'giving-moments', 'blog-posts'] as const).map((collection) =>
            payload
              .count({ collection, where: ofStore(collection, storeId) })
              .then(({ totalDocs }) => totalDocs),
          ),
        ),
      )
    expect(await counts()).toEqual([9, 1, 1, 9, 1, 1])
    await seed(payload)
    expect(await counts()).toEqual([9, 1, 1, 9, 1, 1])
  })
})
