import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import type { AnalyticsEvent } from '@/components/analytics/data-layer'
import { debounce } from '@/components/ui/debounce'
import { searchMessages } from '@/components/search-modal/messages'
import { searchTexts } from '@/components/search-modal/texts'
import { popularProductIds, popularSearch } from '@/components/search-modal/popular'
import { type SearchAnswer, searchOutcome } from '@/components/search-modal/results'
import { searchParamOf, withSearchParam } from '@/components/search-modal/search-url'
import { searchTracker } from '@/components/search-modal/tracking'
import en from '@/i18n/messages/en'
import fr from '@/i18n/messages/fr'
import nl from '@/i18n/messages/nl'
import type { Media, Product, Store } from '@/payload-types'
import { popularSearchSeed } from '@/seed/popular-search'
import type { SeedRefs } from '@/seed/content/types'

const colour = { color: '#fff4d6', opacity: 100 }
const card = (id: string, title: string) => ({
  __typename: 'SearchProductItem' as const,
  id,
  path: `/cartes-cadeaux/${id}/`,
  title,
  description: null,
  productType: 'giftcard' as const,
  showShadow: true,
  backgroundColor: colour,
  image: null,
})
const moment = (id: string, heroTitle: string) => ({
  __typename: 'SearchGivingMomentItem' as const,
  id,
  path: `/offrir-un-moment/${id}/`,
  heroTitle,
  description: null,
  backgroundColor: colour,
  image: null,
})
const answer = (groups: NonNullable<SearchAnswer['body']>['groups']): SearchAnswer => ({
  body: { count: groups.reduce((n, g) => n + g.items.length, 0), groups },
  errors: [],
})

describe('a search answer', () => {
  it('merges groups of one type, each item once, and counts what is shown', () => {
    const outcome = searchOutcome(
      answer([
        { groupType: 'products', items: [card('1', 'Librairie Lumière'), card('2', 'Cinéma')] },
        { groupType: 'givingMoments', items: [moment('9', 'Un anniversaire à fêter ?')] },
        { groupType: 'products', items: [card('2', 'Cinéma'), card('3', 'Spa')] },
      ]),
    )
    expect(outcome.kind).toBe('results')
    if (outcome.kind !== 'results') return
    expect(outcome.count).toBe(4)
    expect(outcome.groups.map((g) => [g.groupType, g.items.map((i) => i.id)])).toEqual([
      ['products', ['1', '2', '3']],
      ['givingMoments', ['9']],
    ])
  })

  it('is "no results" without items, and an error when the gateway reports one', () => {
    expect(searchOutcome(answer([]))).toEqual({ kind: 'none' })
    expect(searchOutcome(answer([{ groupType: 'products', items: [] }]))).toEqual({
      kind: 'none',
    })
    const failed = {
      body: null,
      errors: [{ message: 'x', code: -1, referencedRequestParameter: null }],
    }
    expect(searchOutcome(failed)).toEqual({ kind: 'error' })
  })
})

describe('the search address', () => {
  it('carries the trimmed text in s, and drops s when the text is blank', () => {
    const page = 'https://shop.example/cartes-cadeaux/?page=2#top'
    expect(withSearchParam(page, ' librairie lumière ')).toBe(
      '/cartes-cadeaux/?page=2&s=librairie+lumi%C3%A8re#top',
    )
    expect(withSearchParam('https://shop.example/?s=spa&x=1', '  ')).toBe('/?x=1')
    expect(searchParamOf('?s=librairie+lumi%C3%A8re')).toBe('librairie lumière')
    expect(searchParamOf('?x=1')).toBe('')
  })
})

describe('the search debounce', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('runs once typing pauses, with the last text; flush runs it now; cancel drops it', () => {
    const run = vi.fn()
    const settle = debounce(run, 200)
    settle('l')
    vi.advanceTimersByTime(150)
    settle('lu')
    vi.advanceTimersByTime(199)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(run).toHaveBeenCalledExactlyOnceWith('lu')

    settle('lum')
    settle.flush()
    expect(run).toHaveBeenLastCalledWith('lum')
    vi.advanceTimersByTime(200)
    settle.flush()
    expect(run).toHaveBeenCalledTimes(2)

    settle('lumi')
    settle.cancel()
    vi.advanceTimersByTime(200)
    expect(run).toHaveBeenCalledTimes(2)
  })
})

describe('search analytics', () => {
  it('tells of the first opening only, and of each term once', () => {
    const events: AnalyticsEvent[] = []
    const tracker = searchTracker((event) => events.push(event))
    tracker.opened()
    tracker.opened()
    tracker.searched(' Lumiere ', 3)
    tracker.searched('lumiere', 3)
    tracker.searched('xqzw', 0)
    tracker.searched('  ', 0)
    expect(events).toEqual([
      { event: 'search_modal_open' },
      { event: 'search', search_term: 'Lumiere', results: 3 },
      { event: 'search', search_term: 'xqzw', results: 0 },
    ])
  })
})

describe('the search modal texts', () => {
  const messages = (all: typeof fr | typeof en | typeof nl) => searchMessages(all as typeof fr)

  it('count results with ICU plurals, and say so when there are none', () => {
    const french = searchTexts('fr', messages(fr))
    expect(french.count(1)).toBe('1 résultat')
    expect(french.count(12)).toBe('12 résultats')
    expect(french.noResults).toBe(
      'Oh non\u202f! Aucun résultat trouvé. Vérifiez l’orthographe ou essayez un autre terme.',
    )
    expect(french.placeholder).toBe('Que recherchez-vous\u202f?')
    expect(french.error).toBe(fr.Errors.generic)
    expect(searchTexts('nl', messages(nl)).count(2)).toBe('2 resultaten')
    expect(en.Search.noResults).toBe(
      'Oh no! No results found. Check the spelling or try a different search term.',
    )
  })
})

describe('popular search data', () => {
  const media = (file: string): Media => ({
    id: 7,
    alt: 'Carte',
    url: `/api/media/file/${file}`,
    mimeType: 'image/svg+xml',
    width: 856,
    height: 540,
    createdAt: '',
    updatedAt: '',
  })
  const product = (id: number, slug: string, extra: Partial<Product> = {}) =>
    ({ id, slug, title: slug, image: media(`${slug}.svg`), ...extra }) as Product

  it('keeps the editor’s order of suggested products, dropping unpublished ones', () => {
    const data: Store['popularSearch'] = {
      terms: [{ id: 't1', title: 'Spa', url: '/categorie/bien-etre/' }],
      entities: [3, product(1, 'cinema-lumiere'), 2],
      highlightedBlocks: [
        {
          id: 'h1',
          title: 'Offrez un moment',
          cardImage: media('card.svg'),
          backgroundImage: 5,
          referencedPath: '/offrir-un-moment/',
          showHand: true,
        },
      ],
    }
    expect(popularProductIds(data)).toEqual([3, 1, 2])
    const popular = popularSearch(
      data,
      [product(1, 'cinema-lumiere'), product(3, 'spa-serenite', { showHand: true })],
      'nl',
      'fr',
    )
    expect(popular.terms).toEqual([{ id: 't1', title: 'Spa', href: '/categorie/bien-etre/' }])
    expect(popular.products.map((p) => [p.id, p.href, p.showHand])).toEqual([
      [3, '/nl/cadeaubonnen/spa-serenite/', true],
      [1, '/nl/cadeaubonnen/cinema-lumiere/', false],
    ])
    expect(popular.products[0]?.image).toEqual({
      url: '/api/media/file/spa-serenite.svg',
      alt: 'Carte',
      mimeType: 'image/svg+xml',
    })
    expect(popular.highlights).toEqual([
      {
        id: 'h1',
        title: 'Offrez un moment',
        description: null,
        href: '/offrir-un-moment/',
        cardImage: { url: '/api/media/file/card.svg', alt: 'Carte', mimeType: 'image/svg+xml' },
        backgroundImage: null,
        showHand: true,
      },
    ])
  })

  it('is seeded with terms leading to the store’s own pages in each language', () => {
    const refs = {
      media: new Proxy({}, { get: () => ({ id: 1 }) }),
      products: { 'carte-cadeau-multi-enseignes': 1, 'cinema-lumiere': 2, 'spa-serenite': 3 },
      categories: {},
      queues: {},
    } as unknown as SeedRefs
    const french = popularSearchSeed('fr', refs)
    expect(french.terms?.map((term) => [term.title, term.url])).toEqual([
      ['Restaurant', '/categorie/restaurants/'],
      ['Cinéma', '/cartes-cadeaux/cinema-lumiere/'],
      ['Spa', '/categorie/bien-etre/'],
      ['Multi-enseignes', '/cartes-cadeaux/carte-cadeau-multi-enseignes/'],
      ['Anniversaire', '/offrir-un-moment/anniversaire/'],
      ['Noël', '/categorie/noel/'],
    ])
    // Products not seeded yet are left out rather than linked to nothing.
    expect(french.entities).toEqual([1, 2, 3])
    expect(french.highlightedBlocks?.[0]?.referencedPath).toBe('/offrir-un-moment/')
    const dutch = popularSearchSeed('nl', refs)
    expect(dutch.terms?.[2]).toMatchObject({ title: 'Wellness', url: '/nl/categorie/wellness/' })
    expect(dutch.highlightedBlocks?.[0]?.referencedPath).toBe('/nl/geefmomenten/')
  })
})
