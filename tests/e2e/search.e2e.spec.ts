import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'

const NO_RESULTS =
  'Oh non\u202f! Aucun résultat trouvé. Vérifiez l’orthographe ou essayez un autre terme.'

const headerBox = (page: Page) =>
  page.getByRole('banner').getByRole('searchbox', { name: 'Rechercher une carte cadeau' })
const modal = (page: Page) => page.getByRole('dialog', { name: 'Recherche' })
const modalBox = (page: Page) =>
  modal(page).getByRole('searchbox', { name: 'Rechercher une carte cadeau' })
const popularTerms = (page: Page) =>
  modal(page).getByRole('region', { name: 'Recherches populaires' })

/** Tapping or clicking the header's box opens the modal with its own box focused. */
async function openSearch(page: Page) {
  await headerBox(page).click()
  await expect(modal(page)).toBeVisible()
  await expect(modalBox(page)).toBeFocused()
}

type Entry = { event?: string; search_term?: string; results?: number }
const events = (page: Page, name: string) =>
  page.evaluate(
    (event) =>
      ((window as unknown as { dataLayer?: Entry[] }).dataLayer ?? []).filter(
        (entry) => entry.event === event,
      ),
    name,
  )

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).include('[data-modal="search"]').analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)
}

test.describe('the search modal', () => {
  test('point 1: pages carry no popular data; the modal asks for it and its texts in one request on opening', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/livraison/')).text()
    expect(html).not.toContain('trouvez la carte cadeau qui tombe à pic')
    expect(html).not.toContain('Recherches populaires')
    await page.goto('/livraison/')
    const actions: string[] = []
    page.on('request', (sent) => {
      const action = sent.headers()['next-action']
      if (sent.method() === 'POST' && action) actions.push(action)
    })
    await openSearch(page)
    await expect(popularTerms(page).getByRole('link')).toHaveCount(6)
    expect(actions).toHaveLength(1)
    // Closed and opened again: the answer is kept for the tab's life, nothing is asked.
    await page.keyboard.press('Escape')
    await expect(modal(page)).toBeHidden()
    await headerBox(page).click()
    await expect(popularTerms(page).getByRole('link')).toHaveCount(6)
    expect(actions).toHaveLength(1)
  })

  test('shows popular terms and gift cards while empty; a term leads to its page', async ({
    page,
  }) => {
    await page.goto('/')
    await openSearch(page)
    await expect(modalBox(page)).toHaveAttribute('placeholder', 'Que recherchez-vous\u202f?')
    await expect(popularTerms(page).getByRole('link')).toHaveCount(6)
    const cards = modal(page).getByRole('region', { name: 'Cartes cadeaux populaires' })
    await expect(cards.getByRole('link', { name: 'Cinéma Lumière' })).toHaveAttribute(
      'href',
      '/cartes-cadeaux/cinema-lumiere/',
    )
    await expect(cards.getByRole('link', { name: /Offrez un moment/ })).toHaveAttribute(
      'href',
      '/offrir-un-moment/',
    )
    expect(await seriousViolations(page)).toEqual([])

    await popularTerms(page).getByRole('link', { name: 'Spa' }).click()
    await expect(page).toHaveURL(/\/categorie\/bien-etre\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bien-être')
  })

  test('keys typed at once after tapping the header box all land in the modal (issue 24 point 16)', async ({
    page,
  }) => {
    await page.goto('/')
    // Tap and type without waiting: the modal's code loads and takes the focus meanwhile.
    await headerBox(page).click()
    await page.keyboard.type('lumiere')
    await expect(modalBox(page)).toBeFocused()
    await expect(modalBox(page)).toHaveValue('lumiere')
    await page.keyboard.type(' bis')
    await expect(modalBox(page)).toHaveValue('lumiere bis')
  })

  test('finds a card as the shopper types, spelling slips and accents included', async ({
    page,
  }) => {
    await page.goto('/')
    await openSearch(page)
    const status = modal(page).getByRole('status')

    await modalBox(page).pressSequentially('lumiere')
    await expect(modal(page).getByRole('link', { name: 'Librairie Lumière' })).toBeVisible()
    await expect(status).toHaveText(/^\d+ résultats$/)
    await expect(page).toHaveURL(/\/\?s=lumiere$/)
    expect(await seriousViolations(page)).toEqual([])

    await modalBox(page).fill('lumeire')
    await expect(page).toHaveURL(/\/\?s=lumeire$/)
    await expect(modal(page).getByRole('link', { name: 'Librairie Lumière' })).toBeVisible()

    await modalBox(page).fill('xqzw')
    await expect(status).toHaveText(NO_RESULTS)
    await expect(modal(page).getByRole('link', { name: 'Librairie Lumière' })).toHaveCount(0)
    expect(await seriousViolations(page)).toEqual([])

    await modal(page).getByRole('button', { name: 'Effacer la recherche' }).click()
    await expect(modalBox(page)).toHaveValue('')
    await expect(modalBox(page)).toBeFocused()
    await expect(popularTerms(page)).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
  })

  test('closes with the back arrow and with Esc, giving focus back to the header box', async ({
    page,
  }) => {
    await page.goto('/')
    await openSearch(page)
    await modalBox(page).fill('spa')
    await expect(page).toHaveURL(/\?s=spa$/)
    await modal(page).getByRole('button', { name: 'Fermer la recherche' }).click()
    await expect(modal(page)).toBeHidden()
    await expect(headerBox(page)).toBeFocused()
    await expect(headerBox(page)).toHaveValue('spa')
    await expect(page).toHaveURL(/\/$/)

    // The box keeps the text: the modal opens again with it.
    await headerBox(page).click()
    await expect(modalBox(page)).toHaveValue('spa')
    await expect(modalBox(page)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(modal(page)).toBeHidden()
    await expect(headerBox(page)).toBeFocused()

    // The header's clear button empties the box and starts a new search (the open modal hides
    // the header from the accessibility tree, hence the id).
    await page.getByRole('banner').getByRole('button', { name: 'Effacer la recherche' }).click()
    await expect(modalBox(page)).toHaveValue('')
    await expect(page.locator('#header-search')).toHaveValue('')
    await expect(popularTerms(page)).toBeVisible()
  })

  test('opens prefilled, with its results, from an address with s', async ({ page }) => {
    await page.goto('/cartes-cadeaux/?s=lumiere')
    await expect(modalBox(page)).toHaveValue('lumiere')
    await expect(modal(page).getByRole('link', { name: 'Librairie Lumière' })).toBeVisible()
    // Enter searches at once, without leaving the page.
    await modalBox(page).fill('librairie lumiere')
    await modalBox(page).press('Enter')
    await expect(page).toHaveURL(/\/cartes-cadeaux\/\?s=librairie\+lumiere$/)
    await expect(modal(page).getByRole('link', { name: 'Librairie Lumière' })).toBeVisible()
    await expect(modal(page)).toBeVisible()
  })

  test('leaves the results page’s own search in view: no modal opens over it', async ({ page }) => {
    await page.goto('/recherche/?s=lumiere')
    // Hydrated, and the modal's code would have loaded by now had the page asked for it.
    await page.waitForLoadState('networkidle')
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Librairie Lumière' }),
    ).toBeVisible()
    await expect(modal(page)).toBeHidden()
    await openSearch(page)
  })

  test('tells analytics of the first opening and of each search', async ({ page }) => {
    await page.goto('/')
    await openSearch(page)
    await modalBox(page).fill('lumiere')
    await expect(modal(page).getByRole('link', { name: 'Librairie Lumière' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(modal(page)).toBeHidden()
    await headerBox(page).click()
    await expect(modal(page).getByRole('link', { name: 'Librairie Lumière' })).toBeVisible()

    expect(await events(page, 'search_modal_open')).toHaveLength(1)
    const searches = await events(page, 'search')
    expect(searches).toHaveLength(1)
    expect(searches[0]).toMatchObject({ search_term: 'lumiere' })
    expect(searches[0]?.results).toBeGreaterThan(0)
  })

  test('speaks Dutch under /nl, with the Dutch popular data', async ({ page }) => {
    await page.goto('/nl/')
    await page.getByRole('banner').getByRole('searchbox', { name: 'Zoek een cadeaubon' }).click()
    const dialog = page.getByRole('dialog', { name: 'Zoeken' })
    await expect(
      dialog.getByRole('region', { name: 'Populaire zoektermen' }).getByRole('link', {
        name: 'Wellness',
      }),
    ).toHaveAttribute('href', '/nl/categorie/wellness/')
    await dialog.getByRole('searchbox').fill('xqzw')
    await expect(dialog.getByRole('status')).toHaveText(/^Oh nee! Geen resultaten gevonden\./)
  })
})

test.describe('search without JavaScript (issue 24 point 5)', () => {
  test.use({ javaScriptEnabled: false })

  const results = (page: Page) => page.getByRole('main')
  const resultsBox = (page: Page) =>
    results(page).getByRole('searchbox', { name: 'Rechercher une carte cadeau' })

  test('the header box lands on the results page, which lists the cards that match', async ({
    page,
    request,
  }) => {
    await page.goto('/')
    await headerBox(page).fill('lumiere')
    await headerBox(page).press('Enter')
    await expect(page).toHaveURL(/\/recherche\/\?s=lumiere$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Recherche')
    await expect(resultsBox(page)).toHaveValue('lumiere')
    await expect(results(page).getByRole('status')).toHaveText(/^\d+ résultats pour « lumiere »$/)
    // Accents and case forgiven, as in the modal; cards with nothing of the term stay out.
    await expect(results(page).getByRole('link', { name: 'Librairie Lumière' })).toHaveAttribute(
      'href',
      '/cartes-cadeaux/librairie-lumiere/',
    )
    await expect(results(page).getByRole('link', { name: 'Bistrot du Port' })).toHaveCount(0)
    await expect(results(page).getByRole('link', { name: 'Spa Sérénité' })).toHaveCount(0)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    // A slip is forgiven too, and the page's own field searches again.
    await resultsBox(page).fill('lumeire')
    await resultsBox(page).press('Enter')
    await expect(page).toHaveURL(/\/recherche\/\?s=lumeire$/)
    await expect(results(page).getByRole('link', { name: 'Librairie Lumière' })).toBeVisible()

    // Rendered for each request, never kept as a page; the product list is kept once rendered.
    const answer = await request.get('/recherche/?s=lumiere')
    expect(answer.headers()['cache-control']).toMatch(/no-store/)
    expect(answer.headers()['x-nextjs-cache']).toBeUndefined()
    await request.get('/cartes-cadeaux/')
    const list = await request.get('/cartes-cadeaux/')
    expect(list.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/)
  })

  test('a term with no results says so and leads on to every card and the popular terms', async ({
    page,
  }) => {
    await page.goto('/')
    await headerBox(page).fill('xqzw')
    await headerBox(page).press('Enter')
    await expect(page).toHaveURL(/\/recherche\/\?s=xqzw$/)
    await expect(resultsBox(page)).toHaveValue('xqzw')
    await expect(results(page).getByRole('status')).toHaveText(
      'Aucun résultat pour « xqzw ». Vérifiez l’orthographe ou essayez un autre terme.',
    )
    await expect(
      results(page).getByRole('region', { name: 'Cartes cadeaux', exact: true }),
    ).toHaveCount(0)
    await expect(
      results(page).getByRole('link', { name: 'Voir toutes les cartes cadeaux' }),
    ).toHaveAttribute('href', '/cartes-cadeaux/')
    const terms = results(page).getByRole('region', { name: 'Recherches populaires' })
    await expect(terms.getByRole('link')).toHaveCount(6)
    await terms.getByRole('link', { name: 'Spa' }).click()
    await expect(page).toHaveURL(/\/categorie\/bien-etre\/$/)
  })

  test('without a term it invites a search; in Dutch it lives under /nl/zoeken/', async ({
    page,
  }) => {
    await page.goto('/recherche/')
    await expect(resultsBox(page)).toHaveValue('')
    await expect(results(page).getByRole('status')).toHaveText(
      'Tapez le nom d’une carte cadeau, d’une enseigne ou d’une occasion.',
    )

    await page.goto('/nl/')
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Zoek een cadeaubon' })
    await box.fill('lumiere')
    await box.press('Enter')
    await expect(page).toHaveURL(/\/nl\/zoeken\/\?s=lumiere$/)
    await expect(results(page).getByRole('status')).toHaveText(/^\d+ resultaten voor ‘lumiere’$/)
    await expect(results(page).getByRole('link', { name: 'Librairie Lumière' })).toHaveAttribute(
      'href',
      '/nl/cadeaubonnen/librairie-lumiere/',
    )
  })
})
