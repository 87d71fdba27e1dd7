import type { Page } from '@playwright/test'

import { addToCart, cartLink, form, hydrated, PRODUCT } from './cart-support'
import { expect, test } from './fixtures'

/** The header's cart link by its whole name ('Panier, 1 article'; 'Panier' when empty). */
const headerCart = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name, exact: true })

/** The operations the page sends to the gateway from now on, in order. */
function gatewayOperations(page: Page): string[] {
  const sent: string[] = []
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/gateway/')) return
    const body = request.postDataJSON() as { operationName?: string } | null
    sent.push(body?.operationName ?? request.method())
  })
  return sent
}

/**
 * Issue 37 point 5: a change's answer is the cart's new state, shared with the header. Adding,
 * stepping and deleting each send one request, and the header's count follows its answer without
 * reading the cart again (no CartQuantity). The count is awaited first: the old way asked for it
 * before showing it, so a second request would already be in the list.
 */
test('each cart change is one gateway request, and the header counts from its answer', async ({
  page,
}) => {
  await page.goto(PRODUCT)
  await hydrated(page)
  await form(page).getByRole('radio', { name: 'Carte digitale' }).check()
  await form(page).getByRole('textbox', { name: 'Montant' }).fill('25')
  const sent = gatewayOperations(page)
  await addToCart(page)
  await expect(headerCart(page, 'Panier, 1 article')).toBeVisible()
  expect(sent).toEqual(['AddGiftcardPackage'])

  // The cart page's first load reads the cart; its header shows the count.
  await page.goto('/panier/')
  const line = page.getByRole('article', { name: 'Pour vous, par e-mail' })
  await expect(line).toBeVisible()
  await expect(headerCart(page, 'Panier, 1 article')).toBeVisible()
  const summary = page.getByRole('region', { name: 'Récapitulatif' })
  await expect(summary).toContainText(/25\s€/)

  sent.length = 0
  await line.getByRole('button', { name: /^Une carte de plus : Bistrot du Port 25\s€$/ }).click()
  await expect(cartLink(page, 2)).toBeVisible()
  await expect(line).toContainText('2 cartes digitales, par e-mail')
  await expect(summary).toContainText(/50\s€/)
  expect(sent).toEqual(['UpdateGiftcardPackage'])

  sent.length = 0
  await page.getByRole('button', { name: 'Supprimer vos cartes : Pour vous, par e-mail' }).click()
  const confirm = page.getByRole('dialog', { name: 'Supprimer ces cartes ?' })
  await confirm.getByRole('button', { name: 'Supprimer' }).click()
  await expect(line).toHaveCount(0)
  await expect(headerCart(page, 'Panier')).toBeVisible()
  expect(sent).toEqual(['DeleteGiftcardPackageGroup'])
})
