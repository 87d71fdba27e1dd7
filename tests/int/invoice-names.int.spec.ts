import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, expect, it, vi } from 'vitest'

import { seed } from '@/seed'

import { readOutbox } from '../support/outbox'
import { pdfTexts } from '../support/pdf-text'
import { business, buyer, decide, eventually, referenceOf, signedWebhook } from './checkout-buyer'

// Before the config reads the environment: this file's e-mails land in its own outbox.
const outbox = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/invoice-names-outbox-${process.pid}`
  process.env.MAIL_OUTBOX_DIR = dir
  return dir
})

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

it('mails an invoice that keeps every letter of names outside WinAnsi', async () => {
  const { docs } = await payload.find({
    collection: 'products',
    where: { slug: { equals: 'carte-cadeau-multi-enseignes' } },
    limit: 1,
    depth: 0,
  })
  const shopper = buyer()
  await shopper.add({
    productId: String(docs[0]!.id),
    deliveryType: 'DIGITAL',
    amount: 5000,
    qty: 1,
    deliveryMode: 'DEFAULT',
  })
  const billingAddress = {
    ...business,
    companyName: 'Ørsted',
    firstName: 'Nguyễn Văn',
    lastName: 'Ánh',
    street: 'Şişli Cd.',
    houseNumber: 5,
    referenceNumber: 'Łukasz Żółć',
  }
  const placed = await shopper.place({ billingAddress })
  expect(placed.errors).toEqual([])
  const reference = referenceOf(placed.redirectUrl)
  await decide(reference, 'paid')
  await signedWebhook(reference, 'paid')()

  // The confirmation's invoice is rendered by the job that mails it.
  const mail = await eventually(
    async () => (await readOutbox(outbox)).find((message) => message.subject.startsWith('Merci')),
    Boolean,
  )
  const invoice = mail?.attachments.find((file) => file.contentType === 'application/pdf')
  expect(invoice).toBeDefined()
  // pdf.js reads the narrow no-break space before the colon as a plain one.
  expect(await pdfTexts(invoice!.content)).toEqual(
    expect.arrayContaining([
      'Ørsted',
      'À l’attention de Nguyễn Văn Ánh',
      '5 Şişli Cd.',
      'Votre référence : Łukasz Żółć',
    ]),
  )
})
