import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { followUpPendingOrders } from '@/commerce/services/orders/pending'
import { localPaymentProvider } from '@/commerce/services/payments'
import { seed } from '@/seed'
import { frenchStore } from '@/seed/data/store-fr'

import { readOutbox } from '../support/outbox'
import { buyer, customAmountCardId, eventually, referenceOf, signedWebhook } from './checkout-buyer'

// Before the config reads the environment: this file's e-mails land in its own outbox.
const outbox = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/order-mails-language-outbox-${process.pid}`
  process.env.MAIL_OUTBOX_DIR = dir
  return dir
})

let payload: Payload
let card: string

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
  // The seed keeps an account typed in before (seed.int types one): this file needs the example.
  await setBankAccount(frenchStore.bankAccount)
  card = await customAmountCardId(payload)
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

// French puts narrow no-break spaces before : and €; the test reads them as spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

const orderRow = async (uuid: string) => {
  const { rows } = await payload.db.pool.query<{
    order_number: string
    language: string
    transfer_mail_sent_at: Date | null
  }>(`SELECT order_number, language, transfer_mail_sent_at FROM orders WHERE uuid = $1`, [uuid])
  return rows[0]!
}

const mailsWith = async (subject: string) =>
  (await readOutbox(outbox)).filter((message) => message.subject === subject)

/** An e-card ordered in `language`, paid by bank transfer, whose transfer the bank now awaits. */
async function transferAwaited(language: 'fr' | 'nl', tag: string) {
  const shopper = buyer({}, language)
  await shopper.add({
    productId: card,
    deliveryType: 'DIGITAL',
    amount: 3000,
    qty: 1,
    deliveryMode: 'SINGLE',
    receivers: [{ name: 'Alice', email: `alice-${tag}@example.fr` }],
  })
  const placed = await shopper.place({ paymentMethod: 'banktransfer' })
  expect(placed.errors).toEqual([])
  const reference = referenceOf(placed.redirectUrl)
  await localPaymentProvider(payload).decide(reference, {
    outcome: 'pending',
    method: 'banktransfer',
    card: null,
  })
  await signedWebhook(reference, 'pending', `${reference}:1`, 'banktransfer')()
  return { uuid: placed.orderUuid!, reference }
}

const setBankAccount = (bankAccount: Partial<typeof frenchStore.bankAccount> | null) =>
  payload.update({
    collection: 'stores',
    where: { storeId: { equals: frenchStore.storeId } },
    data: {
      bankAccount: bankAccount ?? { accountHolder: null, iban: null, bic: null, bankName: null },
    },
    context: { disableRevalidate: true },
  })

describe('order e-mails in the order’s language', () => {
  it('sends a Dutch bank transfer the store’s bank details once, in Dutch, and confirms it in Dutch with a link to the Dutch order page', async () => {
    const { uuid, reference } = await transferAwaited('nl', 'nl')
    const { order_number: number, language } = await orderRow(uuid)
    expect(language).toBe('nl')

    const subject = `Je bestelling ${number} wacht op je overschrijving`
    const [pending] = await eventually(
      () => mailsWith(subject),
      (mails) => mails.length > 0,
    )
    expect(pending!.to).toEqual(['camille@example.fr'])
    const text = plain(pending!.text)
    for (const line of [
      'Begunstigde: Carte Cadeau SAS',
      'IBAN: FR76 3000 6000 0112 3456 7890 189',
      'BIC: AGRIFRPP',
      'Bank: Banque Exemple',
      `Mededeling: ${number}`,
    ]) {
      expect(text).toContain(line)
    }

    // Another notice of the same transfer and the follow-up job send nothing more.
    await signedWebhook(reference, 'pending', `${reference}:again`, 'banktransfer')()
    await followUpPendingOrders(payload)
    expect(await mailsWith(subject)).toHaveLength(1)

    await localPaymentProvider(payload).settle(reference, 'paid')
    await signedWebhook(reference, 'paid', `${reference}:2`, 'banktransfer')()
    const [confirmation] = await eventually(
      () => mailsWith(`Bedankt voor je bestelling ${number}`),
      (mails) => mails.length > 0,
    )
    expect(confirmation!.text).toMatch(new RegExp(`/nl/bestellen/${uuid}/?\\?access=`))
  })

  it('holds a French transfer’s details while the store has no bank account, and sends them in French once it has one', async () => {
    await setBankAccount(null)
    try {
      const { uuid } = await transferAwaited('fr', 'held')
      const row = await orderRow(uuid)
      expect(row.language).toBe('fr')
      expect(row.transfer_mail_sent_at).toBeNull()
      const subject = `Votre commande ${row.order_number} attend votre virement`
      expect(await mailsWith(subject)).toEqual([])

      await setBankAccount(frenchStore.bankAccount)
      expect((await followUpPendingOrders(payload)).instructed).toBeGreaterThanOrEqual(1)
      const mails = await mailsWith(subject)
      expect(mails).toHaveLength(1)
      expect(plain(mails[0]!.text)).toContain('IBAN : FR76 3000 6000 0112 3456 7890 189')
      expect(plain(mails[0]!.text)).toContain('Banque : Banque Exemple')
      expect((await orderRow(uuid)).transfer_mail_sent_at).not.toBeNull()
    } finally {
      await setBankAccount(frenchStore.bankAccount)
    }
  })

  it('reminds an interrupted payment though another claimed order cannot be mailed, then gives up stale ones', async () => {
    // A row with none of a placed order's snapshot (no fees, no addresses): its reminder fails.
    const broken = randomUUID()
    await payload.db.pool.query(
      `INSERT INTO orders (uuid, order_number, status, store_id, flow, currency, grand_total, email,
         placed_at)
       VALUES ($1, $2, 'PENDING', 52, 'regular', 'EUR', 3450, 'broken@example.fr',
         now() - interval '3 days')`,
      [broken, `BROKEN-${broken.slice(0, 8)}`],
    )
    const shopper = buyer({}, 'fr')
    await shopper.add({
      productId: card,
      deliveryType: 'DIGITAL',
      amount: 2500,
      qty: 1,
      deliveryMode: 'SINGLE',
      receivers: [{ name: 'Alice', email: 'alice-reminded@example.fr' }],
    })
    const placed = await shopper.place()
    expect(placed.errors).toEqual([])
    await payload.db.pool.query(
      `UPDATE orders SET placed_at = now() - interval '2 hours' WHERE uuid = $1`,
      [placed.orderUuid],
    )
    const { order_number: number } = await orderRow(placed.orderUuid!)

    const { reminded, canceled } = await followUpPendingOrders(payload)
    expect(reminded).toBeGreaterThanOrEqual(1)
    expect(canceled).toBeGreaterThanOrEqual(1)
    const reminders = (await mailsWith('Votre paiement n’a pas abouti')).filter((mail) =>
      mail.text.includes(number),
    )
    expect(reminders).toHaveLength(1)
    const { rows } = await payload.db.pool.query<{ status: string; reminder_sent_at: Date | null }>(
      `SELECT status, reminder_sent_at FROM orders WHERE uuid = $1`,
      [broken],
    )
    // Its claim given back when its mail failed; its time over, given up all the same.
    expect(rows[0]).toEqual({ status: 'CANCELED', reminder_sent_at: null })
  })
})
