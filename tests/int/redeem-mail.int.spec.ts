import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { seed } from '@/seed'

import { readOutbox } from '../support/outbox'
import { pdfTexts } from '../support/pdf-text'
import { buyer, cardsOf, decide, eventually, referenceOf, signedWebhook } from './checkout-buyer'
import { holder } from './redeem-holder'

// Before the config reads the environment: this file's e-mails land in its own outbox.
const outbox = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/redeem-mail-outbox-${process.pid}`
  process.env.MAIL_OUTBOX_DIR = dir
  return dir
})

let payload: Payload

const productId = async (slug: string) => {
  const { docs } = await payload.find({
    collection: 'products',
    where: { slug: { equals: slug } },
    locale: 'fr',
    limit: 1,
    depth: 0,
  })
  return String(docs[0]!.id)
}

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

/** Pays a placed order on the local provider, as its webhook tells it. */
async function pay(redirectUrl: string | null) {
  const reference = referenceOf(redirectUrl)
  await decide(reference, 'paid')
  await signedWebhook(reference, 'paid')()
}

/** The confirmation of an order, once the job has mailed it. */
async function confirmationOf(uuid: string) {
  const { rows } = await payload.db.pool.query<{ order_number: string }>(
    `SELECT order_number FROM orders WHERE uuid = $1`,
    [uuid],
  )
  const subject = `Merci pour votre commande ${rows[0]!.order_number}`
  const mail = await eventually(
    async () => (await readOutbox(outbox)).find((message) => message.subject === subject),
    Boolean,
  )
  expect(mail).toBeDefined()
  return mail!
}

// French puts narrow no-break spaces before : and €; the test reads them as spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

it('confirms a redeem order with each card’s part, the shortfall and the balance left, in the mail and its invoice, linking to the redeem confirmation', async () => {
  // A 100 € choice card bought and paid through the regular checkout.
  const shopper = buyer()
  await shopper.add({
    productId: await productId('carte-cadeau-multi-enseignes'),
    deliveryType: 'DIGITAL',
    amount: 10_000,
    qty: 1,
    deliveryMode: 'DEFAULT',
  })
  const bought = await shopper.place()
  await pay(bought.redirectUrl)
  const [card] = await eventually(
    () => cardsOf(payload, bought.orderUuid!),
    (rows) => rows.length === 1,
  )
  const regular = await confirmationOf(bought.orderUuid!)
  expect(regular.text).not.toContain('Votre règlement')
  // A regular order's mail opens its page of the checkout.
  expect(regular.text).toMatch(new RegExp(`/paiement/${bought.orderUuid}/?\\?access=\\d{10}\\.`))

  // Exchanged for a 130 € card: the card pays 100 €, the 30 € shortfall by card payment.
  const one = await holder(payload, [card!])
  await one.add({
    productId: await productId('cinema-lumiere'),
    deliveryType: 'DIGITAL',
    amount: 13_000,
    qty: 1,
  })
  const placed = await one.place({ paymentMethod: 'creditcard' })
  expect(placed.errors).toEqual([])
  await pay(placed.redirectUrl)
  const mail = await confirmationOf(placed.orderUuid!)
  const lines = [
    `Carte •••• ${card!.last_four} : −100 €`,
    'Complément payé par carte bancaire : 30 €',
    `Solde restant sur la carte •••• ${card!.last_four} : 0 €`,
  ]
  for (const line of lines) expect(plain(mail.text)).toContain(line)
  // A redeem order's mail opens the exchange's own confirmation, not the checkout's order page.
  expect(mail.text).toMatch(
    new RegExp(`/verifier-solde/paiement/\\?order=${placed.orderUuid}&access=\\d{10}\\.`),
  )
  expect(mail.text).not.toContain(`/paiement/${placed.orderUuid}`)

  const invoice = mail.attachments.find((file) => file.contentType === 'application/pdf')
  expect(invoice).toBeDefined()
  const texts = (await pdfTexts(invoice!.content)).map(plain)
  // The invoice draws what the mail writes, minus sign included.
  expect(texts).toEqual(expect.arrayContaining(lines))
})
