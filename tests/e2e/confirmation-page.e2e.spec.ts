import { formatMoney } from '@/commerce/domain/money'

import { withDatabase } from '../server/support/database'
import {
  cartForTwo,
  decideOnPaymentPage,
  fillDetails,
  payByCard,
  seriousViolations,
} from './checkout-support'
import { expect, test } from './fixtures'
import { withStore } from './header-toggles'

/** The order's number and total (cents) as stored. */
const storedOrder = (uuid: string) =>
  withDatabase(async (client) => {
    const { rows } = await client.query<{ order_number: string; grand_total: string }>(
      'SELECT order_number, grand_total FROM orders WHERE uuid = $1',
      [uuid],
    )
    return rows[0]!
  })

test('with checkoutV2 off a paid order lands on /paiement/{uuid}/ with its number and total', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  const tag = Date.now()
  const buyer = `lea.${tag}@example.fr`
  await withStore(
    request,
    (store) => ({ toggles: { ...store.toggles, checkoutV2: false } }),
    async () => {
      await cartForTwo(page, `e.${tag}@example.fr`, `f.${tag}@example.fr`)
      await page.goto('/paiement/')
      await fillDetails(page, {
        firstName: 'Léa',
        lastName: 'Girard',
        email: buyer,
        phone: '06 11 22 33 44',
      })
      await payByCard(page)
      await decideOnPaymentPage(page, 'pay')
      // The order's own page, not /paiement/merci/?order= (checkoutV2's).
      await expect(page).toHaveURL(/\/paiement\/[0-9a-f-]{36}\/$/)
    },
  )
  const uuid = /\/paiement\/([0-9a-f-]{36})\/$/.exec(page.url())![1]!
  const order = await storedOrder(uuid)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' }),
  ).toBeVisible()
  await expect(page.getByText(`Commande n° ${order.order_number}`)).toBeVisible()
  await expect(page.getByText(`Une confirmation a été envoyée à ${buyer}.`)).toBeVisible()
  await expect(page.getByText(/Léa Girard/)).toBeVisible()
  const total = page.locator('dt', { hasText: /^Total/ }).locator('xpath=following-sibling::dd')
  await expect(total).toHaveText(
    formatMoney({ currency: 'EUR', value: Number(order.grand_total) }, 'fr-FR'),
  )
  // The editors' confirmation page (/paiement/merci/) frames it here too.
  await expect(page.getByText('Une question sur votre commande ?')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
