import type { Page } from '@playwright/test'

import { choiceCard } from '../support/cards'
import { seriousViolations } from './checkout-support'
import { expect, test } from './fixtures'
import { checkBalance, chooseCard } from './redeem-support'

/** A choice card holding `cents`, checked and taken to the exchange (its redeem session). */
async function startExchange(page: Page, cents: number) {
  await expect(await checkBalance(page, await choiceCard(cents))).toHaveText(/\d+\s€$/)
  await page.getByTestId('balance-result').getByRole('button', { name: 'Échanger' }).click()
  await expect(page).toHaveURL(/\/verifier-solde\/resultat\/$/)
}

const count = (text: string | null) => Number(/^(\d+) cartes à choisir$/.exec(text ?? '')?.[1])

test('the business redeem shop shows its page and the whole shop; a category’s path narrows it; neither is a 404', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await startExchange(page, 5_000)
  const heading = page.getByRole('heading', { name: /cartes à choisir$/ })

  // The seeded page at /verifier-solde/resultat/entreprise/ (no category of that slug): all cards.
  await page.goto('/verifier-solde/resultat/entreprise/')
  await expect(
    page.getByRole('heading', { level: 1, name: 'Échange pour les entreprises' }),
  ).toBeVisible()
  await expect(page.getByText('Une sélection pour vos équipes')).toBeVisible()
  await expect(page.getByTestId('redeem-remaining')).toHaveText(/50\s€ à échanger/)
  await expect(heading).toHaveText(/^\d+ cartes à choisir$/)
  const all = count(await heading.textContent())
  expect(all).toBeGreaterThan(16)
  expect(await seriousViolations(page)).toEqual([])
  await chooseCard(page, 'Cinéma Lumière', 20)
  await expect(page.getByTestId('redeem-remaining')).toHaveText(/30\s€ à échanger/)
  await expect(page.getByRole('button', { name: 'Mon échange (1)' })).toBeVisible()

  // No page at /verifier-solde/resultat/loisirs/: the category's name is the h1, its cards the list.
  await page.goto('/verifier-solde/resultat/loisirs/')
  await expect(page.getByRole('heading', { level: 1, name: 'Loisirs' })).toBeVisible()
  await expect(heading).toHaveText(/^\d+ cartes à choisir$/)
  const leisure = count(await heading.textContent())
  expect(leisure).toBeGreaterThan(0)
  expect(leisure).toBeLessThan(all)
  const list = page.getByRole('list', { name: 'Cartes cadeaux à échanger' })
  await expect(list.getByRole('button', { name: /^Choisir / })).toHaveCount(Math.min(leisure, 16))

  const missing = await page.goto('/verifier-solde/resultat/aucune-page-ni-categorie/')
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible()
})

test('a card’s info page shows what the holder would exchange for and leads back to the shop; an unknown or choice card is a 404', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await startExchange(page, 3_000)
  await page.goto('/verifier-solde/resultat/entreprise/')
  const list = page.getByRole('list', { name: 'Cartes cadeaux à échanger' })
  const info = list.getByRole('link', { name: /^Infos sur / }).first()
  const title = /^Infos sur (.+)$/.exec((await info.textContent()) ?? '')![1]!
  await info.click()

  await expect(page).toHaveURL(/\/verifier-solde\/info\/[a-z0-9-]+\/$/)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  // Its description (the seed sets no redeem texts or amount bounds: the product's own).
  await expect(page.getByRole('article').locator('p').first()).toContainText(title)
  expect(await seriousViolations(page)).toEqual([])
  await page.getByRole('link', { name: 'Retour aux cartes' }).click()
  await expect(page).toHaveURL(/\/verifier-solde\/resultat\/$/)
  await expect(page.getByTestId('redeem-remaining')).toHaveText(/30\s€ à échanger/)

  // A card by its slug: its title, in the heading and the tab.
  await page.goto('/verifier-solde/info/librairie-du-coin/')
  await expect(page.getByRole('heading', { level: 1, name: 'Librairie du Coin' })).toBeVisible()
  await expect(page).toHaveTitle(/Librairie du Coin/)

  for (const slug of ['aucune-carte-de-ce-nom', 'carte-cadeau-multi-enseignes']) {
    const response = await page.goto(`/verifier-solde/info/${slug}/`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible()
  }
})
