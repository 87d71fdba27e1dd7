import fs from 'node:fs'

import { expect, test } from '@playwright/test'

import { ServerClient } from './support/client'
import { withDatabase } from './support/database'
import { addToCart, productId } from './support/orders'

// Read as a file: Playwright's loader takes no JSON modules without an import attribute.
const read = (file: string) => JSON.parse(fs.readFileSync(`src/i18n/messages/fr/${file}`, 'utf8'))
const texts = { ...read('chrome.json'), ...read('checkout.json') } as {
  Cart: { empty: string }
  Checkout: { stepDetails: string; empty: string; digitalTotal: string }
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
 * Issue 39 point 1: the basket's lines, and a guest's first checkout step, are in the pages' HTML,
 * read from this shopper's basket cookie while the page renders, so they show before any script
 * runs. The pages are the shopper's own: never stored by a cache, and no other shopper gets them.
 */
test.describe('the basket and checkout pages render the shopper’s own basket', () => {
  test('its lines and first step in the HTML for its owner, uncached; the empty basket for anyone else', async () => {
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

    // The checkout's first step too, with the basket's cards in its summary.
    const checkout = await owner.fetch('/paiement/')
    expect(checkout.headers.get('cache-control')).toMatch(/private.*no-store|no-store.*private/)
    expect(shown(checkout.body)).toContain(texts.Checkout.stepDetails)
    expect(shown(checkout.body)).toContain(texts.Checkout.digitalTotal.replace('{count}', '2'))

    for (const other of [new ServerClient(), forged()]) {
      const page = await other.fetch('/panier/')
      expect(page.status).toBe(200)
      expect(shown(page.body)).toContain(texts.Cart.empty)
      expect(page.body).not.toContain(product)
      const empty = await other.fetch('/paiement/')
      expect(shown(empty.body)).toContain(texts.Checkout.empty)
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
