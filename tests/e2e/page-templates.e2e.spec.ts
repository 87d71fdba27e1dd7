import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { storeAdminHeaders } from './store-admin'

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)
}

/** The REST API as the store admin: its headers and one product's id by slug. */
async function asAdmin(request: APIRequestContext) {
  const headers = await storeAdminHeaders(request)
  const productId = async (slug: string) => {
    const found = await request.get(
      `/api/products/?where[slug][equals]=${slug}&depth=0&locale=fr`,
      { headers },
    )
    return ((await found.json()) as { docs: { id: number }[] }).docs[0]!.id
  }
  return { headers, productId }
}

const places = '/cartes-cadeaux/bistrot-du-port/emplacement/'

test.describe('issue 23 point 3: a template per page type', () => {
  test('a restaurant page lists its card’s places, each with its address and a map link', async ({
    page,
  }) => {
    await page.goto('/restaurants/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Offrez une bonne table')
    const section = page.getByRole('region', { name: 'Où utiliser la carte Bistrot du Port ?' })
    await expect(section.getByText(/3 adresses dans 3 villes/)).toBeVisible()
    const towns = section.getByRole('list', { name: 'Adresses par ville' })
    await expect(towns.getByRole('heading', { level: 3, name: /Lyon/ })).toBeVisible()
    await expect(
      towns.getByRole('link', { name: 'Bistrot du Port Lyon', exact: true }),
    ).toHaveAttribute('href', `${places}bistrot-du-port-lyon/`)
    await expect(towns.locator('address').first()).toContainText('France')
    const map = towns.getByRole('link', { name: 'Voir Bistrot du Port Lyon sur OpenStreetMap' })
    const url = new URL((await map.getAttribute('href'))!)
    expect(url.origin + url.pathname).toBe('https://www.openstreetmap.org/search')
    expect(url.searchParams.get('query')).toMatch(/, 69002 Lyon, France$/)
    await expect(section.getByRole('link', { name: /^Toutes les adresses/ })).toHaveAttribute(
      'href',
      places,
    )
    // No map tiles or scripts of a third party: the page loads from this site only.
    const origins = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.startsWith('http'))
        .map((entry) => new URL(entry.name).origin),
    )
    expect(new Set(origins)).toEqual(new Set([new URL(page.url()).origin]))
    expect(await seriousViolations(page)).toEqual([])
  })

  test('home v2 is search first, with the popular terms, then the most chosen cards', async ({
    page,
  }) => {
    await page.goto('/accueil-v2/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Le cadeau qui laisse le choix',
    )
    await expect(
      page.getByRole('region', { name: 'Les plus choisies', exact: true }).getByRole('listitem'),
    ).not.toHaveCount(0)
    expect(await seriousViolations(page)).toEqual([])
    const search = page.getByRole('main').getByRole('searchbox')
    await search.fill('bistrot')
    await search.press('Enter')
    await expect(page).toHaveURL(/\/recherche\/\?s=bistrot$/)
  })

  test('the locations overview leads to each card’s places', async ({ page }) => {
    await page.goto('/emplacements/')
    const cards = page.getByRole('region', { name: 'Les cartes et leurs adresses' })
    await cards.getByRole('link', { name: 'Bistrot du Port', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${places}$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Où utiliser la carte Bistrot du Port ?',
    )
  })

  test('a page an editor makes at any path shows its type’s template', async ({
    page,
    request,
  }) => {
    const { headers } = await asAdmin(request)
    const slug = `espace-client-${Date.now()}`
    const created = await request.post('/api/pages/?locale=fr', {
      headers,
      data: { title: 'Votre espace', slug, pageType: 'user-home', _status: 'published' },
    })
    expect(created.ok()).toBe(true)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      await page.goto(`/${slug}/`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre espace')
      // A visitor stays, invited to sign in and come back here.
      const identify = page.getByRole('main').getByRole('link', {
        name: 'Se connecter ou créer un compte',
      })
      await expect(identify).toHaveAttribute(
        'href',
        `/compte/?callback=${encodeURIComponent(`/${slug}/`)}`,
      )
      expect(new URL(page.url()).pathname).toBe(`/${slug}/`)
    } finally {
      await request.delete(`/api/pages/${doc.id}/`, { headers })
    }
  })

  test('a restaurant page an editor makes lists the card it names', async ({ page, request }) => {
    const { headers, productId } = await asAdmin(request)
    const slug = `tables-${Date.now()}`
    const created = await request.post('/api/pages/?locale=fr', {
      headers,
      data: {
        title: 'Nos tables',
        slug,
        pageType: 'restaurant',
        product: await productId('bistrot-du-port'),
        _status: 'published',
      },
    })
    expect(created.ok()).toBe(true)
    const { doc } = (await created.json()) as { doc: { id: number } }
    try {
      await page.goto(`/${slug}/`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Nos tables')
      await expect(
        page.getByRole('link', { name: 'Voir Bistrot du Port Lyon sur OpenStreetMap' }),
      ).toBeVisible()
    } finally {
      await request.delete(`/api/pages/${doc.id}/`, { headers })
    }
  })
})
