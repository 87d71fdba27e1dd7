import { expect, test } from '@playwright/test'

/** A document's <img> tags with the card images' attributes that decide when they load. */
async function cardImages(baseURL: string, path: string) {
  const html = await fetch(new URL(path, baseURL)).then((response) => response.text())
  return [...html.matchAll(/<img [^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => tag.includes('/api/media/file/card-'))
    .map((tag) => ({
      lazy: tag.includes('loading="lazy"'),
      high: tag.includes('fetchpriority="high"') || tag.includes('fetchPriority="high"'),
    }))
}

/**
 * Issue 39 point 1: Lighthouse found the largest paint of the list and of the balance check page
 * waiting 1.9–2.5 s for a lazily loaded card. What opens a page loads at once, the rest lazily.
 */
test.describe('images above the fold load at once', () => {
  test('a list: the first row of tiles eager and first in line, the rest lazy', async ({
    baseURL,
  }) => {
    const images = await cardImages(baseURL!, '/cartes-cadeaux/')
    expect(images.length).toBeGreaterThan(4)
    expect(images.slice(0, 4)).toEqual(Array(4).fill({ lazy: false, high: true }))
    expect(images.slice(4).every((image) => image.lazy && !image.high)).toBe(true)
  })

  test('the balance check page: the card of its first block eager and first in line', async ({
    baseURL,
  }) => {
    const [first] = await cardImages(baseURL!, '/verifier-solde/')
    expect(first).toEqual({ lazy: false, high: true })
  })
})
