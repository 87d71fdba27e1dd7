import { randomUUID } from 'node:crypto'

import type { Page } from '@playwright/test'

import { cardInDatabase } from '../support/cards'
import { withDatabase } from '../server/support/database'
import { formReady, signIn } from './admin-support'
import { expect, test } from './fixtures'

/*
 * Issue 40 points 3 and 4: the dashboard as the seeded editor and customer service see it
 * (sections by role, counts, a filter, links to edit, to preview and to the editors' guide), and
 * as an admin of every store sees it (each row's store).
 */

/** Signs in to /admin as the seed's account of `prefix` (EDITOR, CUSTOMER_SERVICE). */
async function signInAs(page: Page, prefix: 'EDITOR' | 'CUSTOMER_SERVICE') {
  await page.goto('/admin/login/')
  await page.getByLabel(/e-mail/i).fill(process.env[`${prefix}_EMAIL`]!)
  await page.getByLabel(/mot de passe/i).fill(process.env[`${prefix}_PASSWORD`]!)
  await page.getByRole('button', { name: /connexion|se connecter/i }).click()
  await page.waitForURL(/\/admin\/?$/)
}

const region = (page: Page, name: string) => page.getByRole('region', { name })
const PAGES = 'Pages du magasin'
const ORDERS = 'Commandes à surveiller'
const CARDS = 'Dernières opérations sur les cartes'

test('the editor filters the store pages by type, opens one to edit and the guide', async ({
  page,
}) => {
  await signInAs(page, 'EDITOR')
  const pages = region(page, PAGES)
  await expect(region(page, 'Publications planifiées')).toBeVisible()
  await expect(region(page, ORDERS)).toHaveCount(0)
  await expect(region(page, CARDS)).toHaveCount(0)
  // Each filter says how many pages it keeps; the table then shows as many.
  const byType = pages.getByRole('group', { name: 'Type' })
  const home = byType.getByRole('link', { name: /^Accueil \(\d+\)$/ })
  const count = Number((await home.textContent())!.match(/\((\d+)\)/)![1])
  expect(count).toBeGreaterThan(0)
  await home.click()
  await page.waitForURL(/[?&]type=home/)
  await expect(home).toHaveAttribute('aria-current', 'true')
  const rows = pages.locator('tbody tr')
  await expect(rows).toHaveCount(count)
  const row = rows.first()
  // Title, then type: the home page is titled as its type.
  await expect(row.getByRole('cell').nth(1)).toHaveText('Accueil')
  await expect(row.getByText(/^(Publiée|Modifiée depuis la publication|Brouillon)$/)).toBeVisible()
  await expect(row.getByRole('link', { name: 'Aperçu' })).toHaveAttribute(
    'href',
    /^\/api\/preview\/\?path=%2F&store=52&/,
  )
  await row.getByRole('link', { name: 'Modifier' }).click()
  await page.waitForURL(/\/admin\/collections\/pages\/\d+/)
  await formReady(page)
  await page.goBack()
  await page.getByRole('link', { name: 'Guide des éditeurs (en français)' }).click()
  await page.waitForURL(/\/admin\/guide\/?$/)
  await expect(page.getByRole('heading', { name: 'Guide des éditeurs', level: 1 })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Planifier une publication' })).toBeVisible()
})

test('customer service sees the orders needing attention and the latest card operations', async ({
  page,
}) => {
  const orderNumber = `E2E-${randomUUID().slice(0, 8)}`
  // Reminded already: the follow-up job (every ten minutes) leaves the row alone, which has none
  // of a placed order's snapshot (fees, addresses) to write a reminder from.
  await withDatabase((client) =>
    client.query(
      `INSERT INTO orders (uuid, order_number, status, store_id, flow, currency, grand_total, email,
         placed_at, reminder_sent_at)
       VALUES ($1, $2, 'PENDING', 52, 'regular', 'EUR', 3450, 'attente@example.fr',
         now() - interval '2 hours', now())`,
      [randomUUID(), orderNumber],
    ),
  )
  const card = await cardInDatabase({
    status: 'active',
    balance: 2500,
    product: { id: '1', title: 'Carte Choix' },
  })
  await signInAs(page, 'CUSTOMER_SERVICE')
  await expect(region(page, PAGES)).toHaveCount(0)
  const order = region(page, ORDERS).getByRole('row').filter({ hasText: orderNumber })
  await expect(order.getByText('Paiement en attente')).toBeVisible()
  await expect(order.getByText('attente@example.fr')).toBeVisible()
  await expect(order.getByRole('cell', { name: /34,50\s€/ })).toBeVisible()
  const issued = region(page, CARDS)
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `•••• ${card.lastFour}` }) })
  await expect(issued.getByText('Émission')).toBeVisible()
  await order.getByRole('link', { name: orderNumber }).click()
  await page.waitForURL(/\/admin\/collections\/orders\/\d+/)
})

test('an admin of every store reads whose each page is, once no store is chosen', async ({
  page,
  context,
}) => {
  // Signed in on the default store's host, the admin starts inside that store: no store column.
  await signIn(page)
  const pages = region(page, PAGES)
  const headers = pages.getByRole('columnheader')
  await expect(headers.first()).toHaveText('Titre')
  await expect(pages.getByRole('columnheader', { name: 'Magasin' })).toHaveCount(0)
  // No store chosen in the selector: every store's pages, each row opening with its store's code.
  await context.clearCookies({ name: 'payload-tenant' })
  await page.goto('/admin/?type=home')
  await expect(headers.first()).toHaveText('Magasin')
  const codes = await pages.locator('tbody tr td:first-child').allInnerTexts()
  expect(codes.every((code) => /^CB(FR|BE|NL)$/.test(code))).toBe(true)
  // Each store has its home page.
  expect(new Set(codes)).toEqual(new Set(['CBFR', 'CBBE', 'CBNL']))
})
