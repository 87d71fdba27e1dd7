import { expect, test } from '@playwright/test'

type CardImage = { lazy: boolean; high: boolean }

/** A document's card images, in order, with the attributes that decide when they load. */
async function cardImages(baseURL: string, path: string): Promise<CardImage[]> {
  const html = await fetch(new URL(path, baseURL)).then((response) => response.text())
  return [...html.matchAll(/<img [^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes('/api/media/file/card-'))
    .map((tag) => ({
      lazy: tag.includes('loading="lazy"'),
      high: tag.includes('fetchPriority="high"') || tag.includes('fetchpriority="high"'),
    }))
}

const atOnce: CardImage = { lazy: false, high: true }
const later: CardImage = { lazy: true, high: false }

/**
 * Issue 39 point 1: Lighthouse found the largest paint of the list and of the balance check page
 * waiting 1.9–2.5 s for a lazily loaded card. What opens a page loads at once, the rest lazily.
 */
test.describe('images above the fold load at once, the others when scrolled to', () => {
  test('the list: its first block’s featured cards, then every other card lazily', async ({
    baseURL,
  }) => {
    // The editors' page above the list opens with the most chosen cards, two featured.
    const images = await cardImages(baseURL!, '/cartes-cadeaux/')
    expect(images.length).toBeGreaterThan(10)
    expect(images.slice(0, 2)).toEqual([atOnce, atOnce])
    expect(images.slice(2)).toEqual(images.slice(2).map(() => later))
  })

  test('a filtered list, under its h1: the grid’s first row of four', async ({ baseURL }) => {
    const images = await cardImages(baseURL!, '/cartes-cadeaux/filtrer/?version=digital')
    expect(images.length).toBeGreaterThan(4)
    expect(images.slice(0, 4)).toEqual([atOnce, atOnce, atOnce, atOnce])
    expect(images.slice(4)).toEqual(images.slice(4).map(() => later))
  })

  test('the balance check page: the card of its first block', async ({ baseURL }) => {
    const [first] = await cardImages(baseURL!, '/verifier-solde/')
    expect(first).toEqual(atOnce)
  })
})
