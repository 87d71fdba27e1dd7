import path from 'node:path'

import { expect, test } from '@playwright/test'

import { chunkSources, describeChunk } from '../../bench/lib/chunk-sources'
import { FILLED_READY, measureLoadedPage, PHONE } from '../../bench/lib/loaded-weight'
import {
  type Budget,
  budgetFor,
  HTML_AIM,
  htmlBudgetFor,
  kb,
  measurePage,
  type PageWeight,
} from '../../bench/lib/page-weight'
import { FILLED_PAGES, WEIGHED_PAGES } from '../../bench/lib/weighed-pages'
import { ServerClient } from './support/client'
import { addToCart, productId } from './support/orders'

/**
 * Issue 22 point 2: the JavaScript of ours each page of the production build ships, gzipped, stays
 * within its budget; issue 39 point 2: so does its HTML, raw and gzipped. Bytes of a build are
 * deterministic: this is a test, not a timing.
 */
const sources = chunkSources(path.resolve(import.meta.dirname, '..', '..', '.next'))

/** What a developer needs when a page grows: its chunks of ours, largest first, and who brings them. */
function chunksOfOurs(weight: PageWeight, budget: Budget): string {
  const lines = weight.chunks
    .filter((chunk) => !chunk.framework)
    .map((chunk) => `  ${kb(chunk.gzip).padStart(6)} KB  ${describeChunk(sources, chunk.url)}`)
  return [
    `${weight.path} loads ${kb(weight.ours)} KB gz of our JavaScript, budget ${budget.oursKb} KB ` +
      `(aim ${budget.aimKb} KB):`,
    ...lines,
  ].join('\n')
}

/** What a developer needs when a page's HTML grows: how much of it is the RSC payload. */
const htmlParts = (weight: PageWeight) =>
  `${weight.path}: ${kb(weight.html)} KB (${kb(weight.htmlGzip)} gz), of which ` +
  `${kb(weight.payload)} KB the RSC payload; aim ${HTML_AIM.rawKb} / ${HTML_AIM.gzKb} KB`

test.describe('point 2: JavaScript budgets of the production build', () => {
  for (const page of WEIGHED_PAGES) {
    const budget = budgetFor(page)
    test(`${page} (${budget.kind} page) ships ≤ ${budget.oursKb} KB gz of ours`, async ({
      baseURL,
    }) => {
      const weight = await measurePage(baseURL!, page, sources)
      expect(weight.status, `${page} answers`).toBe(200)
      expect(weight.js - weight.ours, "Next's own chunks were recognised").toBeGreaterThan(100_000)
      expect(weight.ours / 1024, chunksOfOurs(weight, budget)).toBeLessThanOrEqual(budget.oursKb)
    })
  }
})

test.describe('issue 39 point 2: HTML budgets of the production build', () => {
  for (const page of WEIGHED_PAGES) {
    const budget = htmlBudgetFor(page)
    test(`${page} ships ≤ ${budget.rawKb} KB of HTML, ≤ ${budget.gzKb} KB gz`, async ({
      baseURL,
    }) => {
      const weight = await measurePage(baseURL!, page, sources)
      expect(weight.status, `${page} answers`).toBe(200)
      const parts = htmlParts(weight)
      expect(weight.html / 1024, parts).toBeLessThanOrEqual(budget.rawKb)
      expect(weight.htmlGzip / 1024, parts).toBeLessThanOrEqual(budget.gzKb)
    })
  }
})

/**
 * Issue 39 point 1: the basket and the checkout as a shopper reaches them, a card in the basket,
 * on a phone. Every script Chromium loads until the page is ready and the network quiet counts:
 * what the checkout loads on mount for its first step too. Their documents carry the shopper's
 * basket, and are held to the filled pages' HTML budgets.
 */
test.describe('issue 39: JavaScript and HTML budgets with a card in the basket', () => {
  test.use(PHONE)
  for (const path of FILLED_PAGES) {
    const budget = budgetFor(path, true)
    const html = htmlBudgetFor(path)
    const name = `${path} with a card loads ≤ ${budget.oursKb} KB gz of ours, its HTML ≤ ${html.rawKb} KB (${html.gzKb} gz)`
    test(name, async ({ page, context, baseURL }) => {
      const shopper = new ServerClient()
      const card = { productId: await productId('bistrot-du-port'), deliveryType: 'DIGITAL' }
      const added = await addToCart(shopper, { ...card, amount: 5000, qty: 1 })
      expect(added.errors).toEqual([])
      await context.addCookies(
        [...shopper.jar].map(([name, value]) => ({ name, value, url: baseURL! })),
      )
      const weight = await measureLoadedPage(page, path, sources, FILLED_READY[path])
      expect(weight.status, `${path} answers`).toBe(200)
      expect(weight.ours / 1024, chunksOfOurs(weight, budget)).toBeLessThanOrEqual(budget.oursKb)
      const parts = htmlParts(weight)
      expect(weight.html / 1024, parts).toBeLessThanOrEqual(html.rawKb)
      expect(weight.htmlGzip / 1024, parts).toBeLessThanOrEqual(html.gzKb)
    })
  }
})
