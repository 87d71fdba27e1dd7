import type { BrowserContext, Page } from '@playwright/test'

import { cartForTwo, fillDetails, payByCard } from './checkout-support'
import { expect, test } from './fixtures'

const CLICK = 'EAIaIQobChMI-e2e_1'

const consent = (context: BrowserContext, baseURL: string, marketing: boolean) =>
  context.addCookies([
    {
      name: 'cookie_consent',
      value: encodeURIComponent(`analytics:0,marketing:${Number(marketing)}`),
      url: baseURL,
    },
  ])

const keptClick = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('click_id') ?? 'null') as unknown)

test('an ad click of the landing page goes with the order, which names its page', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000)
  await consent(context, baseURL!, true)
  await page.goto(`/?gclid=${CLICK}`)
  await expect.poll(() => keptClick(page)).toMatchObject({ param: 'gclid', value: CLICK })

  const tag = Date.now()
  await cartForTwo(page, `alice.${tag}@example.fr`, `bob.${tag}@example.fr`)
  await page.goto('/paiement/')
  const placing = page.waitForRequest(
    (request) =>
      request.url().includes('/api/gateway/') &&
      (request.postData() ?? '').includes('"operationName":"PlaceOrder"'),
  )
  await fillDetails(page, {
    firstName: 'Camille',
    lastName: 'Durand',
    email: `camille.${tag}@example.fr`,
    phone: '06 12 34 56 78',
  })
  await payByCard(page)
  const request = await placing
  expect(request.headers()['x-pathname']).toBe('/paiement/')
  const body = request.postDataJSON() as { variables: { input: { clickId: unknown } } }
  expect(body.variables.input.clickId).toMatchObject({ param: 'gclid', value: CLICK })
})

test('no click is kept once marketing cookies are refused', async ({ page, context, baseURL }) => {
  await consent(context, baseURL!, false)
  await page.goto(`/?gclid=${CLICK}`)
  await page.waitForLoadState('networkidle')
  expect(await keptClick(page)).toBeNull()
})
