import { randomUUID } from 'node:crypto'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { activationErrorCodes } from '@/commerce/domain/activation/activation-errors'
import { cardErrorCodes } from '@/commerce/domain/cards/card-errors'
import { luhnCheckDigit } from '@/commerce/domain/luhn'
import { cardNumberHash, cardSecrets, cardSeed } from '@/commerce/services/cards/secrets'
import { issueOrderCards } from '@/commerce/services/orders/issue'
import { seed } from '@/seed'

import { activate } from './activation-support'
import { solvedCaptcha } from './captcha-solver'
import { holder } from './card-holder'
import { issuedCard } from './card-service-cards'
import { postToGateway } from './gateway-request'

// Issue 38: a card carries its store's prefix, and another store answers "wrong store".
const WRONG_STORE =
  'Cette carte n’a pas été achetée sur ce site : utilisez-la sur le site du pays où elle a été achetée.'

let payload: Payload

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

describe('cards of several stores', () => {
  it('issues a store’s cards behind its own prefix (CBBE: 6280453)', async () => {
    const uuid = randomUUID()
    const item = {
      id: 'package-1',
      productId: '1',
      productType: 'giftcard',
      title: 'Cadeaubon Keuze',
      amount: 2500,
      qty: 2,
      deliveryType: 'DIGITAL',
      receiver: null,
      message: null,
    }
    const { rows } = await payload.db.pool.query<{ id: number }>(
      `INSERT INTO orders (uuid, status, store_id, flow, currency, packages, paid_at)
       VALUES ($1, 'COMPLETED', 53, 'regular', 'EUR', $2, now()) RETURNING id`,
      [uuid, JSON.stringify([item])],
    )
    expect(await issueOrderCards(payload, rows[0]!.id)).toBe(2)
    const { rows: cards } = await payload.db.pool.query<{
      number_hash: string
      store_id: number
      card_index: number
    }>(
      `SELECT number_hash, store_id::int AS store_id, card_index FROM gift_cards
       WHERE order_id = $1 ORDER BY card_index`,
      [rows[0]!.id],
    )
    expect(cards.map((card) => card.store_id)).toEqual([53, 53])
    for (const card of cards) {
      const { number } = cardSecrets(cardSeed(uuid, 'package-1', card.card_index, 0), '6280453')
      expect(number).toMatch(/^6280453\d{12}$/)
      expect(card.number_hash).toBe(cardNumberHash(number))
    }
  })

  it('keeps a store’s prefix once it has issued cards (CBBE’s would lose them)', async () => {
    const { docs } = await payload.find({
      collection: 'stores',
      where: { storeId: { equals: 53 } },
    })
    const belgian = docs[0]!
    const error = await payload
      .update({
        collection: 'stores',
        id: belgian.id,
        locale: 'nl',
        data: { cardPrefix: '6280499' },
        context: { disableRevalidate: true },
      })
      .then(
        () => null,
        (thrown: { data?: { errors?: { path: string; message: string }[] } }) => thrown,
      )
    expect(error?.data?.errors).toContainEqual(
      expect.objectContaining({
        path: 'cardPrefix',
        message:
          'Ce préfixe ne peut plus changer : la boutique a déjà émis des cartes qui commencent par lui.',
      }),
    )
    const kept = await payload.findByID({ collection: 'stores', id: belgian.id, depth: 0 })
    expect(kept.cardPrefix).toBe('6280453')
  })

  it('refuses a CBBE card on CBFR’s balance check and redeem, and takes CBFR’s own', async () => {
    const belgian = await issuedCard(payload, { storeId: 53 })
    const french = await issuedCard(payload)
    const shopper = holder('198.51.100.38')
    const refusal = [
      { code: cardErrorCodes.wrongStore, message: WRONG_STORE, referencedRequestParameter: null },
    ]
    const credentials = { cardNumber: belgian.number, pin: belgian.pin }
    const info = await shopper.info(credentials)
    expect(info).toEqual({ giftcard: null, errors: refusal })
    expect((await shopper.add(credentials)).errors).toEqual(refusal)
    // A wrong PIN says the same: the prefix alone tells, and no card of CBBE is read.
    expect((await shopper.info({ ...credentials, pin: '000000' })).errors).toEqual(refusal)

    const own = await shopper.info({ cardNumber: french.number, pin: french.pin })
    expect(own.errors).toEqual([])
    expect(own.giftcard?.lastFour).toBe(french.number.slice(-4))
  })

  it('refuses to activate a CBBE card on CBFR; a prefix of no store is the mismatch', async () => {
    const blank = await issuedCard(payload, { storeId: 53, status: 'notActivated', balance: 0 })
    const placed = await activate({ cardNumber: blank.number })
    expect(placed).toMatchObject({ orderUuid: null, redirectUrl: null })
    expect(placed.errors).toEqual([
      {
        code: cardErrorCodes.wrongStore,
        message: WRONG_STORE,
        referencedRequestParameter: 'input.cardNumber',
      },
    ])
    const body = '123456712345678901'
    const nobodys = await activate({ cardNumber: `${body}${luhnCheckDigit(body)}` })
    expect(nobodys.errors.map((error) => error.code)).toEqual([activationErrorCodes.prefixMismatch])
    const { rows } = await payload.db.pool.query(`SELECT status FROM gift_cards WHERE id = $1`, [
      blank.id,
    ])
    expect(rows).toEqual([{ status: 'notActivated' }])
  })
})

const CREATE_ACCOUNT = `mutation($userData: UserDataInput!, $input: CreateAccountInput!, $captchaToken: String!) {
  createAccount(userData: $userData, input: $input, captchaToken: $captchaToken) {
    status errors { message code referencedRequestParameter } } }`

describe('the store’s country', () => {
  it('checks a company number in the host’s store’s country, whatever userData claims', async () => {
    // A Belgian company number (KBO) sent to CBFR with userData saying BE: France's SIREN rules.
    const { json } = await postToGateway(
      {
        query: CREATE_ACCOUNT,
        variables: {
          userData: { language: 'fr', storeID: 52, countryCode: 'BE', redeemToken: null },
          captchaToken: await solvedCaptcha(),
          input: {
            firstName: 'Jan',
            lastName: 'Peeters',
            email: `jan.${randomUUID()}@peeters.be`,
            password: 'Lange-zin-2026',
            passwordConfirmation: 'Lange-zin-2026',
            customerType: 'BUSINESS',
            companyName: 'Peeters BV',
            kvkNumber: '0403.170.701',
            subscribed: false,
          },
        },
      },
      { 'x-bypass-cache': '1', 'x-forwarded-for': '198.51.100.39' },
    )
    const answer = (json as { data: { createAccount: { status: boolean; errors: unknown[] } } })
      .data.createAccount
    expect(answer.status).toBe(false)
    expect(answer.errors).toEqual([
      expect.objectContaining({ referencedRequestParameter: 'input.kvkNumber' }),
    ])
  })
})
