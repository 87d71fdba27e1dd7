import { seriousViolations } from './checkout-support'
import { expect, test } from './fixtures'

/*
 * Issue 40 point 5: a page that fails shows the shop's own error page, in the shopper's language,
 * inside the store's header and footer, with a retry, and answers 500. /e2e-failure/ fails on
 * purpose on the e2e server only (E2E_FAILING_ROUTE, scripts/e2e.ts).
 */
const port = process.env.E2E_PORT ?? '3100'

const shops = [
  {
    name: 'the French store',
    url: `http://localhost:${port}/e2e-failure/`,
    lang: /^fr-FR$/,
    title: 'Un problème est survenu',
    retry: 'Réessayer',
    home: 'Retour à l’accueil',
    homeHref: '/',
  },
  {
    name: 'the Dutch store',
    url: `http://cadeaubon-nl.localhost:${port}/e2e-failure/`,
    lang: /^nl-NL$/,
    title: 'Er ging iets mis',
    retry: 'Opnieuw proberen',
    home: 'Terug naar home',
    homeHref: '/',
  },
  {
    name: 'the Belgian store in French, its second language',
    url: `http://cadeaubon-be.localhost:${port}/fr/e2e-failure/`,
    lang: /^fr-BE$/,
    title: 'Un problème est survenu',
    retry: 'Réessayer',
    home: 'Retour à l’accueil',
    homeHref: '/fr/',
  },
]

for (const shop of shops) {
  test(`a failing page of ${shop.name} answers 500 with its own error page, which retries and passes axe`, async ({
    page,
  }) => {
    const response = await page.goto(shop.url)
    expect(response?.status()).toBe(500)
    await expect(page.locator('html')).toHaveAttribute('lang', shop.lang)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: shop.title })).toBeVisible()
    // The store's chrome stays around it.
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(main.getByRole('link', { name: shop.home })).toHaveAttribute('href', shop.homeHref)
    await expect(main.getByText(/^(Référence de l’erreur|Foutcode)/)).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])

    // The retry asks the server for the page again (which fails again, on purpose).
    const retry = main.getByRole('button', { name: shop.retry })
    await expect(retry).toBeEnabled()
    const again = page.waitForRequest((request) => request.url().includes('/e2e-failure/'))
    await retry.click()
    await again
    await expect(main.getByRole('heading', { level: 1, name: shop.title })).toBeVisible()
    await expect(main.getByRole('button', { name: shop.retry })).toBeEnabled()
  })
}

test('the 500 answer names no detail of the failure (the server’s log keeps it) and is not indexed', async ({
  request,
}) => {
  // Next renders a page that failed in the browser: the answer carries the store's layouts and
  // the error's digest, never its message.
  const response = await request.get('/e2e-failure/')
  expect(response.status()).toBe(500)
  const html = await response.text()
  expect(html).toMatch(/<meta name="robots" content="noindex"\/>/)
  expect(html).toContain('digest')
  expect(html).not.toContain('failed on purpose')
})

test('a failing root layout answers with the global error page, in French, which retries and passes axe', async ({
  page,
}) => {
  // /e2e-root-failure/ has a root layout of its own that fails on purpose (app/(e2e)).
  const response = await page.goto('/e2e-root-failure/')
  expect(response?.status()).toBe(500)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  const main = page.getByRole('main')
  await expect(
    main.getByRole('heading', { level: 1, name: 'Un problème est survenu' }),
  ).toBeVisible()
  await expect(main.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/')
  await expect(main.getByText(/^Référence de l’erreur/)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  const retry = main.getByRole('button', { name: 'Réessayer' })
  await expect(retry).toBeEnabled()
  const again = page.waitForRequest((request) => request.url().includes('/e2e-root-failure/'))
  await retry.click()
  await again
  await expect(
    main.getByRole('heading', { level: 1, name: 'Un problème est survenu' }),
  ).toBeVisible()
})
