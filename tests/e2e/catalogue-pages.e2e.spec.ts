import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

type JsonLd = { '@type': string; [key: string]: unknown }

async function structuredData(page: Page): Promise<JsonLd[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.flatMap((text) => JSON.parse(text) as JsonLd | JsonLd[])
}

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id)
}

const overview = '/cartes-cadeaux/bistrot-du-port/emplacement/'

test.describe('all categories', () => {
  test('shows every category with its count, each a link to its page', async ({ page }) => {
    await page.goto('/categorie/toutes-les-cartes-cadeaux/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toutes les catégories')
    const list = page.getByRole('list', { name: 'Catégories de cartes cadeaux' })
    await expect(list.getByRole('listitem')).toHaveCount(16)
    const restaurants = list.getByRole('link', { name: 'Restaurants 17 cartes cadeaux' })
    await expect(restaurants.locator('img')).toHaveAttribute('alt', '')
    const trail = (await structuredData(page)).find((item) => item['@type'] === 'BreadcrumbList')
    expect(trail?.itemListElement).toHaveLength(2)
    expect(await seriousViolations(page)).toEqual([])

    await restaurants.click()
    await expect(page).toHaveURL(/\/categorie\/restaurants\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Restaurants')
  })

  test('has its Dutch path', async ({ page }) => {
    await page.goto('/nl/categorie/alle-cadeaubonnen/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alle categorieën')
    await expect(
      page.getByRole('list', { name: 'Categorieën cadeaubonnen' }).getByRole('listitem'),
    ).toHaveCount(16)
  })
})

test.describe('where a card is accepted', () => {
  test('the card’s page leads to its places, town by town', async ({ page }) => {
    await page.goto('/cartes-cadeaux/bistrot-du-port/')
    const places = page.getByRole('region', { name: 'Où utiliser cette carte ?' })
    await expect(places).toContainText('Acceptée à 3 adresses dans 3 villes.')
    await places.getByRole('link', { name: 'Voir les adresses' }).click()

    await expect(page).toHaveURL(new RegExp(`${overview}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Où utiliser la carte Bistrot du Port ?',
    )
    const towns = page.getByRole('list', { name: 'Adresses par ville' })
    await expect(towns.getByRole('heading', { level: 2 })).toHaveText([
      /^Lyon/,
      /^Marseille/,
      /^Paris/,
    ])
    await expect(towns.getByRole('link')).toHaveCount(3)
    await expect(
      page.getByRole('link', { name: 'Retour à la carte Bistrot du Port' }),
    ).toHaveAttribute('href', '/cartes-cadeaux/bistrot-du-port/')
    const trail = (await structuredData(page)).find((item) => item['@type'] === 'BreadcrumbList')
    expect(trail?.itemListElement).toHaveLength(4)
    expect(await seriousViolations(page)).toEqual([])
  })

  test('narrows the places to a town with a plain form', async ({ page }) => {
    await page.goto(overview)
    const filter = page.getByRole('search', { name: 'Filtrer les adresses' })
    await filter.getByLabel('Ville, région ou code postal').fill('lyo')
    await filter.getByRole('button', { name: 'Filtrer' }).click()
    await expect(page).toHaveURL(/\?ville=lyo$/)
    await expect(page.getByRole('status')).toHaveText('1 adresse pour « lyo »')
    const towns = page.getByRole('list', { name: 'Adresses par ville' })
    await expect(towns.getByRole('heading', { level: 2 })).toHaveText([/^Lyon/])

    await page.goto(`${overview}?ville=atlantide`)
    await expect(page.getByRole('status')).toContainText(
      'Aucune adresse ne correspond à « atlantide »',
    )
    await expect(towns).toHaveCount(0)
    expect(await seriousViolations(page)).toEqual([])
    await page.getByRole('link', { name: 'Voir toutes les adresses' }).click()
    await expect(page).toHaveURL(new RegExp(`${overview}$`))
    await expect(towns.getByRole('link')).toHaveCount(3)
  })

  test('a place shows its address, its card and its structured data', async ({ page }) => {
    await page.goto(overview)
    await page.getByRole('link', { name: 'Bistrot du Port Lyon' }).click()
    await expect(page).toHaveURL(/\/emplacement\/bistrot-du-port-lyon\/$/)
    await expect(page).toHaveTitle(/^Bistrot du Port Lyon \|/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bistrot du Port Lyon')
    await expect(page.locator('address')).toContainText('69002 Lyon')
    await expect(page.locator('address')).toContainText('France')
    await expect(page.getByRole('link', { name: 'Bistrot du Port', exact: true })).toHaveAttribute(
      'href',
      '/cartes-cadeaux/bistrot-du-port/',
    )
    const data = await structuredData(page)
    expect(data.find((item) => item['@type'] === 'Restaurant')).toMatchObject({
      name: 'Bistrot du Port Lyon',
      address: { '@type': 'PostalAddress', postalCode: '69002', addressLocality: 'Lyon' },
      paymentAccepted: 'Bistrot du Port',
    })
    const trail = data.find((item) => item['@type'] === 'BreadcrumbList')
    expect(trail?.itemListElement).toHaveLength(5)
    expect(await seriousViolations(page)).toEqual([])

    await page
      .getByRole('link', { name: 'Toutes les adresses de la carte Bistrot du Port' })
      .click()
    await expect(page).toHaveURL(new RegExp(`${overview}$`))
  })

  test('answers 404 for a card without places, an unknown place or another card’s', async ({
    page,
  }) => {
    for (const path of [
      '/cartes-cadeaux/librairie-lumiere/emplacement/',
      '/cartes-cadeaux/pas-de-carte/emplacement/',
      `${overview}inconnu/`,
      `${overview}auberge-des-halles-nantes/`,
    ]) {
      expect((await page.goto(path))?.status(), path).toBe(404)
    }
    await page.goto('/cartes-cadeaux/librairie-lumiere/')
    await expect(page.getByRole('region', { name: 'Où utiliser cette carte ?' })).toHaveCount(0)
  })
})

test('the multi-brand card lists the cards it is exchanged for', async ({ page }) => {
  await page.goto('/cartes-cadeaux/carte-cadeau-multi-enseignes/')
  const section = page.getByRole('region', { name: 'Où utiliser cette carte ?' })
  await expect(section).toContainText(/Échangeable contre \d{3} cartes cadeaux de votre choix/)
  const sample = section.getByRole('list', { name: 'Quelques cartes au choix' })
  await expect(sample.getByRole('listitem')).toHaveCount(8)
  await expect(sample.getByRole('link', { name: 'Carte cadeau multi-enseignes' })).toHaveCount(0)
  await expect(
    section.getByRole('link', { name: 'Voir toutes les cartes cadeaux' }),
  ).toHaveAttribute('href', '/cartes-cadeaux/')
  await expect(section.getByRole('link', { name: /Vérifiez son solde/ })).toHaveAttribute(
    'href',
    '/verifier-solde/',
  )
  expect(await seriousViolations(page)).toEqual([])
})
