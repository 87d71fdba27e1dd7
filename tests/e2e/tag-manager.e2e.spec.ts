import type { APIRequestContext, Page } from '@playwright/test'

import { dutchStore } from '@/seed/data/store-nl'

import { expect, test } from './fixtures'
import { storeAdminHeaders } from './store-admin'

/*
 * Issue 38 point 4: a store's tag manager container loads only once the visitor consents to
 * analytics. The Dutch store gets a container for this test (no other spec of its host consents
 * to analytics); Google is never reached: the container's request is answered here, empty.
 */
const port = process.env.E2E_PORT ?? '3100'
const host = dutchStore.hosts!.find(({ host }) => host.endsWith('.localhost'))!.host
const home = `http://${host}:${port}/`
const CONTAINER = 'GTM-E2E1234'

async function setContainer(request: APIRequestContext, tagManagerId: string | null) {
  const headers = await storeAdminHeaders(request)
  const found = await request.get(
    `/api/stores/?where[storeId][equals]=${dutchStore.storeId}&depth=0`,
    { headers },
  )
  const { id } = ((await found.json()) as { docs: { id: number }[] }).docs[0]!
  const saved = await request.patch(`/api/stores/${id}/?locale=nl`, {
    headers,
    data: { analytics: { tagManagerId } },
  })
  expect(saved.ok()).toBe(true)
}

/** Every request to Google Tag Manager, answered with an empty script. */
async function answerTagManager(page: Page): Promise<string[]> {
  const asked: string[] = []
  await page.route('https://www.googletagmanager.com/**', (route) => {
    asked.push(route.request().url())
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' })
  })
  return asked
}

const containerScript = (page: Page) => page.locator('script[data-tag-manager]')

/** The Consent Mode commands on the page's dataLayer, as gtag.js pushes them (arguments objects). */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? [])
      .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter(([command]) => command === 'consent'),
  )
const denied = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
}
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookies' })

test('the store’s tag manager loads after the visitor consents to analytics, never before', async ({
  page,
  request,
}) => {
  await setContainer(request, CONTAINER)
  try {
    const asked = await answerTagManager(page)
    await page.goto(home)
    await page
      .getByRole('navigation', { name: 'Juridische informatie' })
      .getByRole('button', { name: 'Cookies' })
      .click()
    // The page is running (the dialog opened) and nothing of the container is there; Consent
    // Mode v2's default, every signal denied, is on the dataLayer before any tag.
    await expect(dialog(page)).toBeVisible()
    await expect(containerScript(page)).toHaveCount(0)
    expect(asked).toEqual([])
    expect(await consentCommands(page)).toEqual([
      ['consent', 'default', { ...denied, wait_for_update: 500 }],
    ])

    // Marketing alone is no consent to analytics.
    await dialog(page)
      .getByRole('switch', { name: /Marketing/ })
      .check()
    await dialog(page).getByRole('button', { name: 'Mijn keuzes opslaan' }).click()
    await expect(dialog(page)).toHaveCount(0)
    await expect
      .poll(() => consentCommands(page))
      .toContainEqual([
        'consent',
        'update',
        {
          ...denied,
          ad_storage: 'granted',
          ad_user_data: 'granted',
          ad_personalization: 'granted',
        },
      ])
    await page.reload()
    await expect(page.getByRole('navigation', { name: 'Juridische informatie' })).toBeVisible()
    await expect(containerScript(page)).toHaveCount(0)
    expect(asked).toEqual([])
    // The stored choice is the next page's update, right after the default.
    expect((await consentCommands(page)).map(([, kind]) => kind)).toEqual(['default', 'update'])

    // Consent given: the container loads at once, with the start mark it reads.
    await page
      .getByRole('navigation', { name: 'Juridische informatie' })
      .getByRole('button', { name: 'Cookies' })
      .click()
    await dialog(page)
      .getByRole('switch', { name: /Statistieken/ })
      .check()
    await dialog(page).getByRole('button', { name: 'Mijn keuzes opslaan' }).click()
    const src = `https://www.googletagmanager.com/gtm.js?id=${CONTAINER}`
    await expect(containerScript(page)).toHaveAttribute('src', src)
    await expect.poll(() => asked).toEqual([src])
    const marks = await page.evaluate(() =>
      ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).filter(
        (entry) => entry.event === 'gtm.js',
      ),
    )
    expect(marks).toHaveLength(1)
    // The saved choice reached the dataLayer before the container's start mark.
    const order = await page.evaluate(() =>
      ((window as { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
        Object.prototype.toString.call(entry) === '[object Arguments]'
          ? Array.from(entry as ArrayLike<unknown>)
              .slice(0, 2)
              .join(' ')
          : (entry as { event?: string }).event,
      ),
    )
    expect(order.lastIndexOf('consent update')).toBeLessThan(order.indexOf('gtm.js'))
    expect(await consentCommands(page)).toContainEqual([
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
    ])

    // The stored choice loads it on the next page; once per page.
    await page.reload()
    await expect(containerScript(page)).toHaveCount(1)
    await expect.poll(() => asked).toEqual([src, src])
  } finally {
    await setContainer(request, null)
  }
})

test('a store without a container loads none, whatever the consent', async ({ page }) => {
  const asked = await answerTagManager(page)
  await page.goto('/')
  await page
    .getByRole('navigation', { name: 'Informations légales' })
    .getByRole('button', { name: 'Cookies' })
    .click()
  await dialog(page).getByRole('button', { name: 'Tout accepter' }).click()
  await expect(dialog(page)).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole('navigation', { name: 'Informations légales' })).toBeVisible()
  await expect(containerScript(page)).toHaveCount(0)
  expect(asked).toEqual([])
})
