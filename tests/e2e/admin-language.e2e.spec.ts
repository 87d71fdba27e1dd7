import { execFileSync } from 'node:child_process'

import type { Page } from '@playwright/test'

import { projectRoot, TS_LOADER } from '../../scripts/lib/paths'
import { choiceCard, productBySlug } from '../support/cards'
import { withDatabase } from '../server/support/database'
import { formReady, openHome, signIn } from './admin-support'
import { expect, test } from './fixtures'

/**
 * Issue 40 points 1 and 2: with the admin in French (the browser's language), no English word
 * of the project shows on the dashboard, a page, a product, an order and a card; dates and
 * amounts read the French way. The English words come from the built config, not a hand list.
 */
let english: string[] = []
test.beforeAll(() => {
  const printed = execFileSync(
    process.execPath,
    [...TS_LOADER, 'tests/support/print-admin-english.ts'],
    { cwd: projectRoot, encoding: 'utf8', env: process.env },
  )
  english = JSON.parse(printed.trim().split('\n').at(-1)!) as string[]
})

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The project's English words the page shows (visible text, and pictures' alt texts that screen
 * readers say: whole words, case kept).
 */
async function visibleEnglish(page: Page): Promise<string[]> {
  const alts = await page
    .locator('img[alt]')
    .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).alt))
  const text = [await page.locator('body').innerText(), ...alts].join('\n')
  return english.filter((word) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, 'u').test(text),
  )
}

const frenchDate =
  /\d{1,2} (janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre) \d{4} à \d{2}:\d{2}/

/** A card of 25,50 € on an order of its own, placed and paid for that amount. */
async function orderWithCard() {
  const card = await choiceCard(2550)
  const orderId = await withDatabase(async (client) => {
    const { rows } = await client.query<{ id: number }>(
      `UPDATE orders SET grand_total = 2550, currency = 'EUR', placed_at = now(), paid_at = now()
       WHERE id = (SELECT order_id FROM gift_cards WHERE id = $1) RETURNING id`,
      [card.id],
    )
    return rows[0]!.id
  })
  return { cardId: card.id, orderId }
}

async function openEdit(page: Page, collection: string, id: number | string) {
  await page.goto(`/admin/collections/${collection}/${id}/`)
  await formReady(page)
}

test('the admin speaks French: no English word of ours, French dates and amounts', async ({
  page,
}) => {
  test.setTimeout(240_000)
  expect(english).toEqual(expect.arrayContaining(['Orders', 'Page blocks', 'Gift cards']))
  const { cardId, orderId } = await orderWithCard()
  await signIn(page)

  // The dashboard and its navigation: groups and collections in French.
  await expect(page.getByRole('link', { name: 'Commandes' }).first()).toBeVisible()
  expect.soft(await visibleEnglish(page)).toEqual([])

  await openHome(page)
  await expect(page.getByText(/^Type de page/).first()).toBeVisible()
  expect.soft(await visibleEnglish(page)).toEqual([])

  // The block picker: each block named in French beside its picture, which says nothing (alt "").
  await page.locator('#field-layout > .blocks-field__drawer-toggler').click()
  const picker = page.locator('.blocks-drawer__block')
  await expect(picker.filter({ hasText: 'Titre et sous-titre' })).toBeVisible()
  await expect(picker.locator('img').first()).toHaveAttribute('alt', '')
  expect.soft(await visibleEnglish(page)).toEqual([])

  const product = await productBySlug('carte-cadeau-multi-enseignes')
  await openEdit(page, 'products', product.id)
  await expect(page.getByText('Carte au choix multi-enseignes').first()).toBeVisible()
  expect.soft(await visibleEnglish(page)).toEqual([])

  await openEdit(page, 'orders', orderId)
  const total = page.locator('.money-field').filter({ hasText: 'Total' })
  await expect(total.locator('output')).toHaveText('25,50\u00a0€')
  await expect(page.locator('#field-placedAt input')).toHaveValue(frenchDate)
  expect.soft(await visibleEnglish(page)).toEqual([])

  await openEdit(page, 'gift-cards', cardId)
  await expect(page.getByRole('heading', { name: 'Service client' })).toBeVisible()
  await expect(page.locator('.money-field output').first()).toHaveText('25,50\u00a0€')
  expect.soft(await visibleEnglish(page)).toEqual([])

  // A list view: its date column and amount column, the French way.
  await page.goto(`/admin/collections/orders/?where[id][equals]=${orderId}`)
  const row = page.getByRole('row').filter({ hasText: '25,50' })
  await expect(row).toHaveCount(1)
  await expect(row.getByText(frenchDate)).toBeVisible()
  await expect(row.getByText('25,50\u00a0€')).toBeVisible()
  expect.soft(await visibleEnglish(page)).toEqual([])
})
