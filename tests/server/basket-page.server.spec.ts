import fs from 'node:fs'

import { expect, test } from '@playwright/test'

import { ServerClient } from './support/client'
import { withDatabase } from './support/database'
import { addToCart, productId } from './support/orders'

// Read as a file: Playwright's loader takes no JSON modules without an import attribute.
const texts = JSON.parse(fs.readFileSync('src/i18n/messages/fr/chrome.json', 'utf8')) as {
  Cart: { empty: string }
}

const title = (slug: string) =>
  withDatabase(async (db) => {
    const { rows } = await db.query<{ title: string }>(
      `SELECT title FROM products_locales WHERE slug = $1 AND _locale = 'fr'`,
      [slug],
    )
    return rows[0]!.title
  })

/** The words of a document as a shopper reads them, without the RSC payload's copy. */
const shown = (html: string) => html.replace(/<script[\s\S]*?<\/script>/g, '')

/**
 * Issue 39 point 1: the basket's lines are in the page's HTML, read from this shopper's basket
 * cookie while the page renders, so they show before any script runs. The page is the shopper's
 * own: never stored by a cache, and no other shopper ever gets it.
 */
test.describe('the basket page renders the shopper’s own basket', () => {
  test('its lines in the HTML for its owner, uncached; the empty basket for anyone else', async () => {
    const owner = new ServerClient()
    const card = { productId: await productId('bistrot-du-port'), deliveryType: 'DIGITAL' }
    expect((await addToCart(owner, { ...card, amount: 5000, qty: 2 })).errors).toEqual([])
    const product = await title('bistrot-du-port')

    const own = await owner.fetch('/panier/')
    expect(own.status).toBe(200)
    expect(own.headers.get('cache-control')).toMatch(/private.*no-store|no-store.*private/)
    expect(shown(own.body)).toContain(product)
    // In the document itself, streamed after the page's frame: no request of the browser's.
    expect(shown(own.body)).toContain('2 cartes digitales, par e-mail')

    for (const other of [new ServerClient(), forged()]) {
      const page = await other.fetch('/panier/')
      expect(page.status).toBe(200)
      expect(shown(page.body)).toContain(texts.Cart.empty)
      expect(page.body).not.toContain(product)
    }
  })
})

/** A shopper with a basket cookie of the right shape that belongs to no basket. */
function forged(): ServerClient {
  const client = new ServerClient()
  client.jar.set('cart', 'A'.repeat(43))
  client.jar.set('has_cart', '1')
  return client
}
