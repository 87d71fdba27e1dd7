import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { drawDate, entryDrawMonth, nextMonth } from '@/commerce/domain/doubler/draw-date'
import { drawMonth } from '@/commerce/services/doubler/draw'
import { mailDoublerWinners } from '@/commerce/services/doubler/winner-mail'
import { seed } from '@/seed'
import { belgianStore } from '@/seed/data/store-be'
import { dutchStore } from '@/seed/data/store-nl'

import { type OutboxMessage, readOutbox } from '../support/outbox'
import { pdfTexts } from '../support/pdf-text'
import { solvedCaptcha } from './captcha-solver'
import {
  billing,
  buyer,
  customAmountCardId,
  decide,
  eventually,
  referenceOf,
  signedWebhook,
} from './checkout-buyer'
import { issuedCard, paidOrder } from './doubler-cards'

// Before the config reads the environment: this file's e-mails land in its own outbox.
const outbox = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/store-mails-outbox-${process.pid}`
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

// Intl and the French texts put no-break spaces (narrow or not) before € and :; read as spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
const senderOf = (store: typeof dutchStore) => `"${store.sender!.name}" <${store.sender!.email}>`

const localHost = (store: typeof dutchStore) =>
  store.hosts!.find(({ host }) => host.endsWith('.localhost'))!.host
const dutch = { storeID: dutchStore.storeId, countryCode: 'NL', host: localHost(dutchStore) }
const belgian = { storeID: belgianStore.storeId, countryCode: 'BE', host: localHost(belgianStore) }
const dutchBilling = {
  ...billing,
  email: 'daan@example.nl',
  phoneNumber: '+31612345678',
  street: 'Keizersgracht',
  houseNumber: 12,
  postCode: '1015 CJ',
  city: 'Amsterdam',
  countryCode: 'NL',
}

const mailTo = (address: string, subject: RegExp) =>
  eventually(
    async () =>
      (await readOutbox(outbox)).find((m) => m.to.includes(address) && subject.test(m.subject)),
    Boolean,
  ) as Promise<OutboxMessage | undefined>

/** A paid order of one e-card of 30 € for `receiver`, in a store and a language. */
async function paidOrderIn(
  store: typeof dutch,
  language: 'fr' | 'nl',
  billingAddress: typeof billing,
  receiver: string,
) {
  const shopper = buyer({}, language, store)
  const answer = await shopper.add({
    productId: await customAmountCardId(payload, store.storeID),
    deliveryType: 'DIGITAL',
    amount: 3000,
    qty: 1,
    deliveryMode: 'SINGLE',
    receivers: [{ name: 'Sanne', email: receiver }],
  })
  expect(answer.errors).toEqual([])
  const placed = await shopper.place({ billingAddress })
  expect(placed.errors).toEqual([])
  const reference = referenceOf(placed.redirectUrl)
  await decide(reference, 'paid')
  await signedWebhook(reference, 'paid')()
}

const invoiceOf = async (mail: OutboxMessage | undefined) => {
  const pdf = mail?.attachments.find((file) => file.contentType === 'application/pdf')
  expect(pdf).toBeDefined()
  return (await pdfTexts(pdf!.content)).map(plain)
}

describe('a CBNL order’s mails', () => {
  it('leave from CBNL’s sender, name CBNL, speak Dutch and write amounts as the Netherlands do', async () => {
    await paidOrderIn(dutch, 'nl', dutchBilling, 'sanne@example.nl')

    const confirmation = await mailTo('daan@example.nl', /^Bedankt voor je bestelling/)
    expect(confirmation?.from).toBe(senderOf(dutchStore))
    const text = plain(confirmation!.text)
    expect(text).toContain('Het team van Cadeaubon')
    expect(text).toContain('Je ontvangt deze e-mail over je bestelling bij Cadeaubon.')
    expect(text).toContain('€ 30')
    expect(text).not.toContain('30 €')
    expect(confirmation!.html).toContain('lang="nl"')
    for (const part of [confirmation!.text, confirmation!.html]) {
      expect(part).not.toContain('Carte Cadeau')
    }
    // Posted to the store's own country: no country line under the address.
    expect(text).not.toContain('Nederland')

    const invoice = await invoiceOf(confirmation)
    expect(invoice).toEqual(
      expect.arrayContaining([
        'Cadeaubon B.V.',
        'Herengracht 100',
        '1015 BS Amsterdam',
        'KvK: 85123456',
        'Btw-nummer: NL851234562B01',
        '€ 30',
      ]),
    )

    const card = await mailTo('sanne@example.nl', /geeft je een cadeaukaart$/)
    expect(card?.from).toBe(senderOf(dutchStore))
    expect(plain(card!.text)).toContain('cadeaukaart van Cadeaubon')
    expect(plain(card!.text)).toContain('€ 30')
  })
})

describe('a CBBE invoice', () => {
  it('names CBBE’s legal entity, address and VAT number, from CBBE’s sender, in French', async () => {
    const belgianBilling = {
      ...billing,
      email: 'lotte@example.be',
      phoneNumber: '+32470123456',
      street: 'Rue Neuve',
      houseNumber: 3,
      postCode: '1000',
      city: 'Bruxelles',
      countryCode: 'BE',
    }
    await paidOrderIn(belgian, 'fr', belgianBilling, 'lucas@example.be')

    const confirmation = await mailTo('lotte@example.be', /^Merci pour votre commande/)
    expect(confirmation?.from).toBe(senderOf(belgianStore))
    expect(plain(confirmation!.text)).toContain('L’équipe Cadeaubon')
    expect(await invoiceOf(confirmation)).toEqual(
      expect.arrayContaining([
        'Cadeaubon BV',
        'Wetstraat 16',
        '1000 Brussel',
        'Belgique',
        'N° TVA : BE0123456749',
        '30 €',
      ]),
    )
  })
})

describe('mail outside an order', () => {
  it('tells a CBNL card’s doubler winner in Dutch, from CBNL', async () => {
    const order = await paidOrder(payload, dutchStore.storeId)
    await payload.db.pool.query(`UPDATE orders SET language = 'nl' WHERE id = $1`, [order])
    const card = await issuedCard(payload, order, {
      balance: 3000,
      index: 0,
      storeId: dutchStore.storeId,
    })
    // A month of its own, ahead of the other files' draws; CBNL's alone is drawn.
    const month = nextMonth(nextMonth(nextMonth(entryDrawMonth(new Date(), 'Europe/Paris'))))
    await payload.db.pool.query(
      `INSERT INTO doubler_entries (card_id, email, draw_month) VALUES ($1, 'winnaar@example.nl', $2)`,
      [card.id, month],
    )
    const drawn = await drawMonth(payload, month, {
      storeId: dutchStore.storeId,
      now: new Date(`${drawDate(month)}T07:00:00Z`),
    })
    expect(drawn?.winner?.cardId).toBe(card.id)
    await mailDoublerWinners(payload)

    const [mail] = (await readOutbox(outbox)).filter((m) => m.to.includes('winnaar@example.nl'))
    expect(mail?.subject).toBe('Het saldo van je cadeaukaart is verdubbeld!')
    expect(mail?.from).toBe(senderOf(dutchStore))
    const text = plain(mail!.text)
    expect(text).toContain(`eindigend op ${card.lastFour}`)
    expect(text).toContain('€ 30')
    expect(text).toContain('de verdubbelaar van Cadeaubon')
  })

  it('sends a business quote in the language the buyer wrote in, from the store', async () => {
    const answer = await buyer({}, 'nl', belgian).raw<{ status: boolean; errors: unknown[] }>(
      `mutation($userData: UserDataInput!, $input: BusinessQuoteInput!, $captchaToken: String!) {
        requestBusinessQuote(userData: $userData, input: $input, captchaToken: $captchaToken) {
          status errors { message code referencedRequestParameter } } }`,
      {
        input: {
          companyName: 'Brouwerij Lotte',
          contactName: 'Lotte Peeters',
          email: 'lotte@brouwerij.example',
          quantity: 20,
          amount: 2500,
          deliveryType: 'DIGITAL',
        },
        captchaToken: await solvedCaptcha(),
      },
      'requestBusinessQuote',
    )
    expect(answer).toEqual({ status: true, errors: [] })
    const mail = await mailTo(belgianStore.businessContact!.email!, /^Offerteaanvraag van/)
    expect(mail?.from).toBe(senderOf(belgianStore))
    const text = plain(mail!.text)
    expect(text).toContain('Verstuurd via het offerteformulier voor bedrijven van Cadeaubon.')
    // Dutch as Belgium writes it.
    expect(text).toContain('€ 25')
  })
})
