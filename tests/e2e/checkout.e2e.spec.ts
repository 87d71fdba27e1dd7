import { waitForEmail } from '../support/outbox'
import {
  cartForTwo,
  decideOnPaymentPage,
  fillDetails,
  outbox,
  payByCard,
  seriousViolations,
} from './checkout-support'
import { expect, test } from './fixtures'

const cardNumber = /\d{4} \d{4} \d{4} \d{4} \d{3}/
const pin = /\b\d{6}\b/

test('a guest pays two e-cards on the payment page, sees the confirmation and each receiver gets a working card', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const tag = Date.now()
  const alice = `alice.${tag}@example.fr`
  const bob = `bob.${tag}@example.fr`
  const buyer = `camille.${tag}@example.fr`
  await cartForTwo(page, alice, bob)
  await page.getByRole('link', { name: 'Voir le panier' }).click()
  await page.getByRole('button', { name: 'Commander' }).click()
  const identify = page.getByRole('dialog', { name: 'Qui commande ?' })
  await identify.getByLabel('Adresse e-mail').fill(buyer)
  await identify.getByRole('button', { name: 'Continuer' }).click()
  // An unknown e-mail orders as a guest: straight on to the checkout.
  await expect(page).toHaveURL(/\/paiement\/$/)
  expect(await seriousViolations(page)).toEqual([])

  // The checkout order overview: what is paid for, receiver by receiver (spec §2).
  const details = page.getByRole('button', { name: 'Voir le détail de la commande' })
  await details.click()
  const overview = page.getByRole('dialog', { name: 'Détail de votre commande' })
  await expect(overview.getByRole('listitem')).toHaveCount(2)
  await expect(overview.getByRole('heading', { name: 'Alice Martin' })).toBeVisible()
  await expect(overview.getByText(bob)).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Escape')
  await expect(overview).toBeHidden()
  await expect(details).toBeFocused()

  await fillDetails(page, {
    firstName: 'Camille',
    lastName: 'Durand',
    email: buyer,
    phone: '06 12 34 56 78',
  })
  await payByCard(page)
  await decideOnPaymentPage(page, 'pay')
  await expect(page).toHaveURL(/\/paiement\/merci\/\?order=/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'Merci pour votre commande !' }),
  ).toBeVisible()
  await expect(page.getByText(`Une confirmation a été envoyée à ${buyer}.`)).toBeVisible()
  // Spec §9: an e-card not there after 30 minutes is checked by the gift-card support.
  await expect(
    page.getByText(/Carte digitale pas arrivée 30 minutes après le paiement/),
  ).toBeVisible()
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Contactez-nous' }),
  ).toHaveAttribute('href', /\/nous-contacter\/$/)
  expect(await seriousViolations(page)).toEqual([])

  for (const receiver of [alice, bob]) {
    const mail = await waitForEmail(outbox, (m) => m.to.includes(receiver), 30_000)
    expect(mail.text).toMatch(cardNumber)
    expect(mail.text).toMatch(pin)
  }
  const confirmation = await waitForEmail(outbox, (m) => m.to.includes(buyer), 30_000)
  expect(confirmation.attachments.map((file) => file.contentType)).toContain('application/pdf')
  // The cart was emptied by the payment.
  await page.goto('/panier/')
  await expect(page.getByText(/Votre panier est vide/)).toBeVisible()
})

test('a failed and a cancelled payment come back to the checkout with the error and the cart intact', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const tag = Date.now()
  await cartForTwo(page, `a.${tag}@example.fr`, `b.${tag}@example.fr`)
  await page.goto('/paiement/')
  const buyer = {
    firstName: 'Léa',
    lastName: 'Bernard',
    email: `lea.${tag}@example.fr`,
    phone: '06 11 22 33 44',
  }
  await fillDetails(page, buyer)
  await payByCard(page)
  await decideOnPaymentPage(page, 'fail')
  await expect(page).toHaveURL(/\/paiement\/\?error=2037&order=/)
  await expect(page.getByRole('main').getByRole('alert')).toContainText('Le paiement a échoué')
  await expect(page.getByRole('region', { name: 'Votre commande' })).toContainText(
    'Cartes digitales (2)',
  )

  // The retry-payment view keeps the order: pay it again, and cancel on the payment page.
  const retry = page.getByRole('form', { name: 'Terminer le paiement de votre commande' })
  await retry.getByRole('radio', { name: /Carte bancaire/ }).check()
  await retry.getByRole('checkbox', { name: /conditions générales de vente/ }).check()
  expect(await seriousViolations(page)).toEqual([])
  await retry.getByRole('button', { name: /^Payer/ }).click()
  await expect(page).toHaveURL(/\/api\/payments\/local\/loc_/)
  await decideOnPaymentPage(page, 'cancel')
  await expect(page).toHaveURL(/\/paiement\/\?error=2038&order=/)
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'Vous avez annulé le paiement',
  )
  await page.goto('/panier/')
  await expect(page.getByRole('article', { name: 'Alice Martin' })).toBeVisible()
})

test('point 4: another browser sees a paid order’s status only; the confirmation e-mail’s link shows it all', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const tag = Date.now()
  const buyer = `noe.${tag}@example.fr`
  await cartForTwo(page, `c.${tag}@example.fr`, `d.${tag}@example.fr`)
  await page.goto('/paiement/')
  await fillDetails(page, {
    firstName: 'Noé',
    lastName: 'Fontaine',
    email: buyer,
    phone: '06 55 44 33 22',
  })
  await payByCard(page)
  await decideOnPaymentPage(page, 'pay')
  await expect(page).toHaveURL(/\/paiement\/merci\/\?order=/)
  const uuid = new URL(page.url()).searchParams.get('order')!
  await expect(page.getByText(`Une confirmation a été envoyée à ${buyer}.`)).toBeVisible()

  const elsewhere = await (await browser.newContext()).newPage()
  await elsewhere.goto(`/paiement/merci/?order=${uuid}`)
  await expect(elsewhere.getByText(/Cette commande est payée/)).toBeVisible()
  await expect(elsewhere.getByText(/Commande n° 52-\d{6}/)).toBeVisible()
  await expect(elsewhere.getByText(/Fontaine|rue de Rivoli/)).toHaveCount(0)
  expect(await seriousViolations(elsewhere)).toEqual([])

  const confirmation = await waitForEmail(outbox, (m) => m.to.includes(buyer), 30_000)
  const link = new RegExp(`/paiement/${uuid}/\\?access=[\\w.-]+`).exec(confirmation.text)
  expect(link).not.toBeNull()
  await elsewhere.goto(link![0])
  await expect(elsewhere.getByText(`Une confirmation a été envoyée à ${buyer}.`)).toBeVisible()
  await expect(elsewhere.getByText(/Noé Fontaine/)).toBeVisible()
})
