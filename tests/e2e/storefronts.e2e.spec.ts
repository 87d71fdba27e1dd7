import type { Page } from '@playwright/test'

import { seriousViolations } from './checkout-support'
import { expect, test } from './fixtures'
import { cardFromOutbox } from './redeem-support'

/*
 * Issue 38: each of the three seeded shops on its own host sells its own cards, paid with its own
 * method, in its own language; a card is its store's only ("wrong store" elsewhere).
 */
const port = process.env.E2E_PORT ?? '3100'
const origin = (host: string) => `http://${host}:${port}`

const words = {
  fr: {
    compose: 'Composez votre carte',
    digital: 'Carte digitale',
    amount: 'Montant',
    add: 'Ajouter au panier',
    viewCart: 'Voir le panier',
    order: 'Commander',
    who: 'Qui commande ?',
    identify: 'Continuer',
    email: 'Adresse e-mail',
    next: 'Continuer',
    details: 'Vos coordonnées',
    firstName: 'Prénom',
    lastName: 'Nom',
    phone: 'Numéro de téléphone',
    street: 'Rue',
    houseNumber: 'Numéro',
    postCode: 'Code postal',
    city: 'Ville',
    shipping: 'Livraison',
    digitalDelivery: 'Cartes digitales, par e-mail',
    payment: 'Paiement',
    bank: 'Votre banque',
    terms: /conditions générales de vente/,
    pay: /^Payer/,
    thanks: 'Merci pour votre commande !',
    balance: 'Vérifier le solde de votre carte',
    check: 'Vérifier le solde',
    cardNumber: 'Numéro de carte',
    pin: 'Code PIN',
    wrongStore: 'Cette carte n’a pas été achetée sur ce site',
  },
  nl: {
    compose: 'Stel je kaart samen',
    digital: 'Digitale cadeaukaart',
    amount: 'Bedrag',
    add: 'In winkelmandje',
    viewCart: 'Bekijk je winkelmandje',
    order: 'Bestellen',
    who: 'Wie bestelt er?',
    identify: 'Verder',
    email: 'E-mailadres',
    next: 'Doorgaan',
    details: 'Jouw gegevens',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    phone: 'Telefoonnummer',
    street: 'Straat',
    houseNumber: 'Huisnummer',
    postCode: 'Postcode',
    city: 'Plaats',
    shipping: 'Verzending',
    digitalDelivery: 'Digitale bonnen, per e-mail',
    payment: 'Betaling',
    bank: 'Jouw bank',
    terms: /algemene verkoopvoorwaarden/,
    pay: /^Betaal/,
    thanks: 'Bedankt voor je bestelling!',
    balance: 'Controleer het saldo van je kaart',
    check: 'Saldo controleren',
    cardNumber: 'Kaartnummer',
    pin: 'Pincode',
    wrongStore: 'Deze kaart is niet op deze site gekocht',
  },
}

type Shop = {
  host: string
  language: keyof typeof words
  prefix: string
  product: string
  cart: string
  checkout: string
  balance: string
  method: string | RegExp
  address: { phone: string; street: string; houseNumber: string; postCode: string; city: string }
}

const shops: Shop[] = [
  {
    host: 'cartecadeau.localhost',
    language: 'fr',
    prefix: '6280452',
    product: '/cartes-cadeaux/bistrot-du-port/',
    cart: '/panier/',
    checkout: '/paiement/',
    balance: '/verifier-solde/',
    method: /Carte bancaire/,
    address: {
      phone: '06 12 34 56 78',
      street: 'rue de Rivoli',
      houseNumber: '10',
      postCode: '75001',
      city: 'Paris',
    },
  },
  {
    host: 'cadeaubon-be.localhost',
    language: 'nl',
    prefix: '6280453',
    product: '/cadeaubonnen/restaurantbon/',
    cart: '/winkelmandje/',
    checkout: '/bestellen/',
    balance: '/saldocheck/',
    method: 'Bancontact',
    address: {
      phone: '0470 12 34 56',
      street: 'Wetstraat',
      houseNumber: '16',
      postCode: '1000',
      city: 'Brussel',
    },
  },
  {
    host: 'cadeaubon-nl.localhost',
    language: 'nl',
    prefix: '6280454',
    product: '/cadeaubonnen/restaurantbon/',
    cart: '/winkelmandje/',
    checkout: '/bestellen/',
    balance: '/saldocheck/',
    method: 'iDEAL',
    address: {
      phone: '06 12345678',
      street: 'Damrak',
      houseNumber: '1',
      postCode: '1012 LG',
      city: 'Amsterdam',
    },
  },
]

/** One 25 € digital card for the buyer, through the shop's checkout and its own method. */
async function buyDigitalCard(page: Page, shop: Shop, buyer: string) {
  const t = words[shop.language]
  await page.goto(origin(shop.host) + shop.product)
  const configurator = page.getByRole('form', { name: t.compose })
  await expect(configurator.getByRole('button', { name: t.add })).toBeEnabled()
  await configurator.getByRole('radio', { name: t.digital }).check()
  await configurator.getByRole('textbox', { name: t.amount }).fill('25')
  await configurator.getByRole('button', { name: t.add }).click()
  await page.getByRole('link', { name: t.viewCart }).click()
  await expect(page).toHaveURL(new RegExp(`${shop.cart}$`))
  await page.getByRole('button', { name: t.order }).click()
  const identify = page.getByRole('dialog', { name: t.who })
  await identify.getByLabel(t.email).fill(buyer)
  await identify.getByRole('button', { name: t.identify }).click()
  await expect(page).toHaveURL(new RegExp(`${shop.checkout}$`))

  const details = page.getByRole('region', { name: t.details })
  await details.getByLabel(t.firstName).fill('Sam')
  await details.getByLabel(t.lastName, { exact: true }).fill('Peeters')
  await details.getByLabel(t.email).fill(buyer)
  await details.getByLabel(t.phone).fill(shop.address.phone)
  await details.getByLabel(t.street).fill(shop.address.street)
  await details.getByLabel(t.houseNumber, { exact: true }).fill(shop.address.houseNumber)
  await details.getByLabel(t.postCode).fill(shop.address.postCode)
  await details.getByLabel(t.city).fill(shop.address.city)
  await details.getByRole('button', { name: t.next }).click()
  const shipping = page.getByRole('region', { name: t.shipping })
  await expect(shipping.getByText(t.digitalDelivery).first()).toBeVisible()
  await shipping.getByRole('button', { name: t.next }).click()

  const payment = page.getByRole('region', { name: t.payment })
  await payment.getByRole('radio', { name: shop.method }).check()
  if (shop.method === 'iDEAL') {
    await payment.getByRole('combobox', { name: t.bank }).click()
    await page.getByRole('option').first().click()
  }
  await payment.getByRole('checkbox', { name: t.terms }).check()
  expect(await seriousViolations(page)).toEqual([])
  await payment.getByRole('button', { name: t.pay }).click()
  await expect(page).toHaveURL(/\/api\/payments\/local\/loc_/)
  if (typeof shop.method !== 'string') {
    await page.getByLabel(/titulaire|kaarthouder/).fill('Sam Peeters')
    await page.getByLabel(/^(Numéro de carte|Kaartnummer)/).fill('4111 1111 1111 1111')
    await page.getByLabel(/MM\/AA|MM\/JJ/).fill('12/30')
    await page.getByLabel(/Cryptogramme|CVC/).fill('123')
  }
  await page.getByRole('button', { name: t.pay }).click()
  await expect(page.getByRole('heading', { level: 1, name: t.thanks })).toBeVisible()
  // Back on the host the shopper paid from, where their cookies are.
  expect(new URL(page.url()).hostname).toBe(shop.host)
}

/** The balance check of `host` for a card: its balance, or the form's alert. */
async function checkBalanceOn(page: Page, shop: Shop, card: { number: string; pin: string }) {
  const t = words[shop.language]
  await page.goto(origin(shop.host) + shop.balance)
  const form = page.getByRole('form', { name: t.balance })
  await expect(form.getByRole('button', { name: t.check })).toBeEnabled()
  await form.getByLabel(t.cardNumber).fill(card.number)
  await form.getByLabel(t.pin).fill(card.pin)
  await form.getByRole('button', { name: t.check }).click()
}

for (const [index, shop] of shops.entries()) {
  test(`a phone shopper on ${shop.host} buys a card of its store and checks it there, not on another`, async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const buyer = `shopper.${Date.now()}.${index}@example.com`
    await buyDigitalCard(page, shop, buyer)

    const card = await cardFromOutbox(buyer)
    expect(card.number.replace(/ /g, '').startsWith(shop.prefix)).toBe(true)
    await checkBalanceOn(page, shop, card)
    await expect(page.getByTestId('card-balance')).toHaveText(/^(25\s*€|€\s*25)$/)

    const other = shops[(index + 1) % shops.length]!
    await checkBalanceOn(page, other, card)
    await expect(page.getByText(words[other.language].wrongStore)).toBeVisible()
  })
}
