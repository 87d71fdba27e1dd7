import { describe, expect, it } from 'vitest'

import { postDate } from '@/blocks/blog-block/dates'

/*
 * Issue 38: the blog block dates a post on the page's store's clock (its row's time zone), not
 * Paris time for every store: near midnight, two stores see two days.
 */
describe('a blog post’s date', () => {
  it('is the day on the store’s clock, in the store’s way of writing', () => {
    const late = '2026-11-30T23:30:00.000Z'
    expect(postDate(late, { intl: 'fr-FR', timeZone: 'Europe/Paris' })).toBe('1 décembre 2026')
    expect(postDate(late, { intl: 'fr-FR', timeZone: 'America/New_York' })).toBe('30 novembre 2026')
    const afternoon = '2026-11-30T16:00:00.000Z'
    expect(postDate(afternoon, { intl: 'nl-BE', timeZone: 'Asia/Tokyo' })).toBe('1 december 2026')
    expect(postDate(afternoon, { intl: 'nl-BE', timeZone: 'Europe/Brussels' })).toBe(
      '30 november 2026',
    )
  })
})
