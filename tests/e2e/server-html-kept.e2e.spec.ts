import type { Page } from '@playwright/test'

import { addOneECard, slowNetwork } from './cart-support'
import { expect, test } from './fixtures'

declare global {
  interface Window {
    droppedText: string[]
  }
}

/**
 * Records every element of some text (a part of the page, not a status line) that leaves the
 * page, from the document's first node on: hydrating over the server's HTML removes none,
 * drawing a part again in the browser does.
 */
async function watchDropped(page: Page) {
  await page.addInitScript(() => {
    window.droppedText = []
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.removedNodes)
          if (node instanceof Element && (node.textContent?.length ?? 0) > 200)
            window.droppedText.push(node.outerHTML.slice(0, 120))
    }).observe(document, { subtree: true, childList: true })
  })
}

// Issue 39: the basket's lines and the checkout's form and summary are the page's largest paint.
// In a Suspense boundary, with their code loaded on demand, they were still waiting for it (or,
// the checkout's, for the stream's reveal) when the page's first update came, and React dropped
// their server HTML and drew them again after hydration (Lighthouse's largest paint 3.7 s and
// 3.3 s against 2.2 and 2.5 for the empty pages).
test('the basket and the checkout keep their server HTML through hydration, with a card in the basket', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await addOneECard(page)

  await watchDropped(page)
  await slowNetwork(page)
  await page.goto('/panier/')
  await expect(page.getByRole('button', { name: 'Commander' })).toBeEnabled({ timeout: 30_000 })
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => window.droppedText)).toEqual([])

  await page.goto('/paiement/')
  await expect(page.getByRole('region', { name: 'Vos coordonnées' })).toBeVisible({
    timeout: 30_000,
  })
  await page.waitForLoadState('networkidle')
  expect(await page.evaluate(() => window.droppedText)).toEqual([])
})
