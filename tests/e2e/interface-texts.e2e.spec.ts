import fs from 'node:fs'
import path from 'node:path'

import type { Page } from '@playwright/test'

import { choiceCard } from '../support/cards'
import { cartForTwo } from './checkout-support'
import { expect, test } from './fixtures'
import { checkBalance } from './redeem-support'

type Catalogue = { [key: string]: string | Catalogue }

/**
 * A language's messages, every JSON file of its folder and of its subfolders (the admin's, one per
 * area) under the subfolder's name: read as files, Node imports no bare JSON. Both languages have
 * the same files, so each text meets its translation at the same path.
 */
const catalogue = (dir: string): Catalogue =>
  Object.assign(
    {},
    ...fs.readdirSync(dir, { withFileTypes: true }).map((entry) => {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) return { [entry.name]: catalogue(file) }
      if (!entry.name.endsWith('.json')) return {}
      return JSON.parse(fs.readFileSync(file, 'utf8')) as Catalogue
    }),
  ) as Catalogue
const messagesOf = (locale: string) => catalogue(path.resolve('src/i18n/messages', locale))

/** Every French interface text that Dutch says otherwise, without its {placeholders}' parts. */
function frenchOnly(french: Catalogue, dutch: Catalogue | undefined, found: Set<string>) {
  for (const [key, value] of Object.entries(french)) {
    const other = dutch?.[key]
    if (typeof value !== 'string') frenchOnly(value, typeof other === 'object' ? other : {}, found)
    else if (value !== other) {
      for (const part of value.split(/\{[^}]*\}|<[^>]*>/)) {
        // Long enough to be French and nothing else (not 'Instagram', not '€').
        if (part.trim().length >= 14) found.add(part.trim())
      }
    }
  }
  return found
}
const FRENCH = [...frenchOnly(messagesOf('fr'), messagesOf('nl'), new Set())]

/** The text of the page's parts that `scope` names. */
const textOf = async (page: Page, scope: string) =>
  (await page.locator(scope).allInnerTexts()).join('\n')

/**
 * The interface's French on a page: header, footer, menus and forms (editors' blocks aside), or
 * the parts `scope` names.
 */
const frenchOn = async (page: Page, scope = 'header, footer, nav, form') => {
  const text = await textOf(page, scope)
  return FRENCH.filter((french) => text.includes(french))
}

test.describe('Dutch pages', () => {
  // The pages of the shop's own interface (editors' blocks may still be French there).
  for (const path of [
    '/nl/cadeaubonnen/',
    '/nl/cadeaubonnen/bistrot-du-port/',
    '/nl/categorie/alle-cadeaubonnen/',
    '/nl/winkelmandje/',
    '/nl/saldocheck/',
    '/nl/activeren/',
    '/nl/kaartgegevens/',
    '/nl/verdubbelaar/',
    '/nl/account/',
    '/nl/account/inloggen/',
    '/nl/account/registreren/',
    '/nl/account/wachtwoord-vergeten/',
    '/nl/zakelijk/',
    '/nl/nabestellen/',
  ]) {
    test(`${path} shows no French interface text`, async ({ page }) => {
      await page.goto(path)
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl-FR')
      expect(await frenchOn(page)).toEqual([])
    })
  }
})

test.describe('Dutch pages of a shopper with a basket or a card', () => {
  // The widget's whole text too (the order summary, the shop's list), beside the page chrome;
  // editors' blocks, sections straight under main, may still be French (seeded so on store 52).
  const widgets = 'header, footer, nav, main > :not(section)'

  test('/nl/bestellen/ shows no French interface text', async ({ page }) => {
    await cartForTwo(page, 'alice@example.fr', 'bob@example.fr')
    await page.goto('/nl/bestellen/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-FR')
    await expect(page.getByRole('region', { name: 'Jouw gegevens' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Je bestelling' })).toBeVisible()
    // The scope holds the checkout itself.
    expect(await textOf(page, widgets)).toContain('Jouw gegevens')
    expect(await frenchOn(page, widgets)).toEqual([])
  })

  test('/nl/saldocheck/resultaat/ after a balance check shows no French interface text', async ({
    page,
  }) => {
    await expect(await checkBalance(page, await choiceCard(5_000))).toHaveText(/^50\s€$/)
    await page.getByTestId('balance-result').getByRole('button', { name: 'Échanger' }).click()
    await expect(page).toHaveURL(/\/verifier-solde\/resultat\/$/)
    await page.goto('/nl/saldocheck/resultaat/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-FR')
    await expect(
      page.getByRole('heading', { name: /^\d+ kaarten om uit te kiezen$/ }),
    ).toBeVisible()
    await expect(page.getByRole('list', { name: 'Cadeaubonnen om te ruilen' })).toBeVisible()
    // The scope holds the shop itself.
    expect(await textOf(page, widgets)).toMatch(/\d+ kaarten om uit te kiezen/)
    expect(await frenchOn(page, widgets)).toEqual([])
  })
})

test.describe('the address fields on a phone', () => {
  // The labels wrap on narrow screens only.
  test.use({ viewport: { width: 390, height: 844 } })
  test('keep the house number and its complement level', async ({ page }) => {
    await cartForTwo(page, 'alice@example.fr', 'bob@example.fr')
    await page.goto('/paiement/')
    const step = page.getByRole('region', { name: 'Vos coordonnées' })
    const number = step.getByLabel('Numéro', { exact: true })
    const complement = step.getByLabel('Complément (facultatif)')
    await expect(complement).toBeVisible()
    const [a, b] = await Promise.all([number.boundingBox(), complement.boundingBox()])
    expect(a!.y).toBe(b!.y)
    expect(a!.height).toBe(b!.height)
  })
})
