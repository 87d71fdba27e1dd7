import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { debouncedBatch } from '@/components/analytics/batch'
import { pushEvent } from '@/components/analytics/data-layer'
import { analyticsItem, tileAttributes } from '@/components/analytics/items'
import { itemOfTile } from '@/components/analytics/tile-item'
import { LIST_VIEW_DEBOUNCE_MS, queueListView } from '@/components/analytics/list-views'
import type { Product } from '@/payload-types'

const product = (slug: string, extra: Partial<Product> = {}) =>
  ({
    id: 1,
    slug,
    title: slug.toUpperCase(),
    categories: [{ id: 3, title: 'Restaurants' }],
    digital: { available: true, hasFixedPrices: true, pricesToShow: [2500, 1000, 5000] },
    physical: { available: true, hasFixedPrices: false, minPrice: 1500, maxPrice: 15000 },
    ...extra,
  }) as Product

describe('analytics', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('window', {})
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('clears the previous ecommerce object before each ecommerce event', () => {
    pushEvent({ event: 'search_modal_open' })
    pushEvent({ event: 'view_item', ecommerce: { items: [analyticsItem(product('a'), 'EUR')] } })
    expect(window.dataLayer?.map((entry) => ('event' in entry ? entry.event : 'clear'))).toEqual([
      'search_modal_open',
      'clear',
      'view_item',
    ])
  })

  it('describes a product by its lowest price in currency units and its first category', () => {
    expect(analyticsItem(product('bistrot'), 'EUR', { id: 'all', name: 'Toutes' }, 2)).toEqual({
      item_id: 'bistrot',
      item_name: 'BISTROT',
      item_category: 'Restaurants',
      item_list_id: 'all',
      item_list_name: 'Toutes',
      index: 2,
      price: 10,
      currency: 'EUR',
    })
    const unavailable = product('none', {
      digital: { available: false },
      physical: { available: false },
    })
    expect(analyticsItem(unavailable, 'EUR').price).toBeUndefined()
  })

  it('hands over values only once none has arrived for the delay', () => {
    const flush = vi.fn()
    const add = debouncedBatch<number>(100, flush)
    add(1)
    vi.advanceTimersByTime(99)
    add(2)
    vi.advanceTimersByTime(99)
    expect(flush).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(flush).toHaveBeenCalledExactlyOnceWith([1, 2])
    add(3)
    vi.advanceTimersByTime(100)
    expect(flush).toHaveBeenLastCalledWith([3])
  })

  it('sends tiles seen within a second as one view_item_list per list', () => {
    const list = { id: 'category-restaurants', name: 'Restaurants' }
    queueListView(analyticsItem(product('a'), 'EUR', list, 0))
    queueListView(analyticsItem(product('b'), 'EUR', list, 1))
    queueListView(analyticsItem(product('c'), 'EUR', { id: 'most-chosen', name: 'Top' }, 0))
    vi.advanceTimersByTime(LIST_VIEW_DEBOUNCE_MS - 1)
    expect(window.dataLayer).toBeUndefined()
    vi.advanceTimersByTime(1)
    const lists = window.dataLayer?.filter((entry) => 'event' in entry)
    expect(lists).toMatchObject([
      { event: 'view_item_list', ecommerce: { item_list_id: 'category-restaurants' } },
      { event: 'view_item_list', ecommerce: { item_list_id: 'most-chosen' } },
    ])
    const [first] = lists ?? []
    expect(first && 'ecommerce' in first && first.ecommerce.items.map((i) => i.item_id)).toEqual([
      'a',
      'b',
    ])
  })

  // What the browser’s dataset makes of the rendered attributes: camel-cased, strings.
  const datasetOf = (attributes: ReturnType<typeof tileAttributes>) =>
    Object.fromEntries(
      Object.entries(attributes).map(([name, value]) => [
        name.replace(/^data-/, '').replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
        String(value),
      ]),
    )
  const list = { id: '/cartes-cadeaux/', name: 'Cartes cadeaux' }

  it('reads a tile’s item back from the data-* attributes it was rendered with', () => {
    const tile = {
      dataset: datasetOf(tileAttributes(product('bistrot'))),
    } as unknown as HTMLElement
    expect(itemOfTile(tile, { list, currency: 'EUR', index: 2 })).toEqual(
      analyticsItem(product('bistrot'), 'EUR', list, 2),
    )
    const unpriced = product('none', {
      digital: { available: false },
      physical: { available: false },
    })
    expect(tileAttributes(unpriced)['data-item-price']).toBeUndefined()
  })
  it('reads a product link’s id from its href and its name from its text', () => {
    const attributes = tileAttributes(product('bistrot'), true)
    expect(attributes).not.toHaveProperty('data-item-id')
    expect(attributes).not.toHaveProperty('data-item-name')
    const tile = {
      dataset: datasetOf(attributes),
      getAttribute: (name: string) => (name === 'href' ? '/nl/cadeaubonnen/bistrot/' : null),
      textContent: ' BISTROT ',
    } as unknown as HTMLElement
    expect(itemOfTile(tile, { list, currency: 'EUR', index: 0 })).toEqual(
      analyticsItem(product('bistrot'), 'EUR', list, 0),
    )
  })
})
