import { describe, expect, it } from 'vitest'

import {
  filterQueryString,
  hasFilters,
  parseFilterQuery,
} from '@/commerce/domain/catalogue/filter-query'

const none = { categories: [], prices: [], deliveries: [] }

describe('the filter query string, parsed with zod', () => {
  it('reads single and repeated values of each group, and the page', () => {
    expect(
      parseFilterQuery({
        categorie: ['restaurants', 'sport'],
        prix: '25-49',
        version: ['digital'],
        page: '3',
      }),
    ).toEqual({
      categories: ['restaurants', 'sport'],
      prices: ['25-49'],
      deliveries: ['digital'],
      page: 3,
    })
  })

  it('is no filter and page 1 without a query', () => {
    expect(parseFilterQuery({})).toEqual({ ...none, page: 1 })
  })

  it('drops values that are not a group’s, keeps the good ones, and never throws', () => {
    expect(
      parseFilterQuery({
        categorie: ['Restaurants', '../admin', "x' OR 1=1", 'bien-etre', ''],
        prix: ['cheap', '100-plus', '-1'],
        version: ['email', 'physical'],
        other: 'ignored',
      }),
    ).toEqual({
      categories: ['bien-etre'],
      prices: ['100-plus'],
      deliveries: ['physical'],
      page: 1,
    })
  })

  it('keeps each value once', () => {
    expect(parseFilterQuery({ version: ['digital', 'digital'] }).deliveries).toEqual(['digital'])
  })

  it('reads at most 30 values of a group from a crafted address', () => {
    const many = Array.from({ length: 500 }, (_, i) => `cat-${i}`)
    expect(parseFilterQuery({ categorie: many }).categories).toHaveLength(30)
  })

  it('takes a bad page as page 1 and the first of repeated pages', () => {
    for (const page of ['0', '-2', 'abc', '1.5', '10000', '']) {
      expect(parseFilterQuery({ page }).page, page).toBe(1)
    }
    expect(parseFilterQuery({ page: ['4', '7'] }).page).toBe(4)
  })
})

describe('the query string of a filtered page', () => {
  it('names the groups in the form’s order, and the page after page 1', () => {
    const filters = {
      categories: ['sport'],
      prices: ['50-99' as const],
      deliveries: ['digital' as const],
    }
    expect(filterQueryString(filters)).toBe('?categorie=sport&prix=50-99&version=digital')
    expect(filterQueryString(filters, 2)).toBe('?categorie=sport&prix=50-99&version=digital&page=2')
  })

  it('is empty without filters on page 1, and reads back as what it was built from', () => {
    expect(filterQueryString(none)).toBe('')
    const filters = { categories: ['a', 'b-c'], prices: ['under-25' as const], deliveries: [] }
    const query = new URLSearchParams(filterQueryString(filters, 5))
    const params: Record<string, string[]> = {}
    for (const [key, value] of query) params[key] = [...(params[key] ?? []), value]
    expect(parseFilterQuery(params)).toEqual({ ...filters, page: 5 })
  })

  it('tells a filtered list from the whole one', () => {
    expect(hasFilters(none)).toBe(false)
    expect(hasFilters({ ...none, deliveries: ['physical'] })).toBe(true)
  })
})
