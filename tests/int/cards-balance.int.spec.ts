import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cardErrorCodes } from '@/commerce/domain/cards/card-errors'
import { InsufficientBalance, moveBalances } from '@/commerce/services/cards/card-ledger'
import { inTransaction } from '@/commerce/db/transaction'
import { seed } from '@/seed'
import { cardNumberHash } from '@/commerce/services/cards/secrets'

import { buyCards, holder, type IssuedCard, unissued, wrongPin } from './card-holder'

let payload: Payload
let choice: IssuedCard[]
let brandCard: IssuedCard

const sql = (text: string, values: unknown[]) => payload.db.pool.query(text, values)
const productId = async (multiBrand: boolean) => {
  const { docs } = await payload.find({
    collection: 'products',
    where: {
      productType: { equals: 'giftcard' },
      multiBrand: { equals: multiBrand },
      'store.storeId': { equals: 52 },
    },
    sort: 'title',
    limit: 1,
    depth: 0,
  })
  return String(docs[0]!.id)
}
const debit = (card: IssuedCard, amount: number, reference: string) =>
  inTransaction(payload, (client) =>
    moveBalances(client, [{ cardId: card.id, amount: -amount }], { reason: 'redeem', reference }),
  )
const nobody = unissued('nobody')
const codes = (answer: { errors: { code: number }[] }) => answer.errors.map((error) => error.code)

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
  const cards = await buyCards(payload, [
    { productId: await productId(true), amount: 10000, qty: 9 },
    { productId: await productId(false), amount: 5000, qty: 1 },
  ])
  choice = cards.slice(0, 9)
  brandCard = cards[9]!
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

describe('balance check', () => {
  it('shows the balance, the expiry date and the newest movements first', async () => {
    const card = choice[0]!
    await debit(card, 2500, 'order-balance-check')
    const { giftcard, errors } = await holder('198.51.100.1').info(card)
    expect(errors).toEqual([])
    expect(giftcard).toMatchObject({
      lastFour: card.lastFour,
      balance: { value: 7500, currency: 'EUR' },
      redeemable: true,
    })
    expect(giftcard!.expiresAt).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(Number(giftcard!.expiresAt.slice(0, 4))).toBe(new Date().getFullYear() + 2)
    expect(giftcard!.formattedExpiryDate).toMatch(/^\d{1,2} \p{L}+ \d{4}$/u)
    expect(
      giftcard!.transactions.map((row) => [row.reason, row.amount.value, row.balanceAfter.value]),
    ).toEqual([
      ['redeem', -2500, 7500],
      ['issue', 10000, 10000],
    ])
  })

  it('tells a brand card cannot be exchanged', async () => {
    const owner = holder('198.51.100.2')
    expect((await owner.info(brandCard)).giftcard?.redeemable).toBe(false)
    expect(codes(await owner.add(brandCard))).toEqual([cardErrorCodes.notAllowedForRedeem])
  })
})

describe('card check outcomes (spec §4)', () => {
  it('answers unknown, blocked, expired with its date, not activated and wrong store', async () => {
    const [, blocked, expired, sleeping, foreign] = choice as [IssuedCard, ...IssuedCard[]]
    await sql(`UPDATE gift_cards SET status = 'blocked' WHERE id = $1`, [blocked!.id])
    await sql(`UPDATE gift_cards SET expires_at = '2025-01-31' WHERE id = $1`, [expired!.id])
    await sql(`UPDATE gift_cards SET status = 'notActivated' WHERE id = $1`, [sleeping!.id])
    await sql(`UPDATE gift_cards SET store_id = 53 WHERE id = $1`, [foreign!.id])
    const owner = holder('198.51.100.3')

    expect(codes(await owner.info(nobody))).toEqual([cardErrorCodes.unknown])
    expect(codes(await owner.info(blocked!))).toEqual([cardErrorCodes.blocked])
    const late = await owner.info(expired!)
    expect(codes(late)).toEqual([cardErrorCodes.expired])
    expect(late.errors[0]!.message).toBe('Cette carte a expiré le 31 janvier 2025.')
    expect(codes(await owner.info(sleeping!))).toEqual([cardErrorCodes.notActivated])
    // Another store's number is told by its prefix; a row of another store is not read here.
    const belgian = unissued('cbbe', '6280453')
    expect(codes(await owner.info(belgian))).toEqual([cardErrorCodes.wrongStore])
    expect(codes(await owner.info(foreign!))).toEqual([cardErrorCodes.unknown])
    // The same outcomes stop a card from paying.
    expect(codes(await owner.add(blocked!))).toEqual([cardErrorCodes.blocked])
    expect(codes(await owner.add(belgian))).toEqual([cardErrorCodes.wrongStore])
  })

  it('shows an empty card but refuses it as a payment (no balance)', async () => {
    const empty = choice[5]!
    await debit(empty, 10000, 'order-empties-card')
    const owner = holder('198.51.100.4')
    const { giftcard } = await owner.info(empty)
    expect(giftcard?.balance.value).toBe(0)
    expect(codes(await owner.add(empty))).toEqual([cardErrorCodes.noBalance])
  })

  it('adds a card once to a redeem session, checks it again and takes it out', async () => {
    const card = choice[6]!
    const owner = holder('198.51.100.5')
    const added = await owner.add(card)
    expect(added.errors).toEqual([])
    expect(added.redeemToken).toMatch(/^[\w-]{43}$/)
    expect(added.payments).toEqual([
      {
        id: String(card.id),
        lastFour: card.lastFour,
        balance: { value: 10000, currency: 'EUR' },
        value: { value: 0, currency: 'EUR' },
      },
    ])
    expect(added.remainingBalance?.value).toBe(10000)
    expect(added.amountToPay?.value).toBe(0)

    const again = await owner.add(card)
    expect(codes(again)).toEqual([cardErrorCodes.alreadyAdded])
    expect(again.redeemToken).toBe(added.redeemToken)
    expect(again.payments).toHaveLength(1)

    expect(await owner.check()).toEqual({ ...added, errors: [] })
    await sql(`UPDATE gift_cards SET status = 'blocked' WHERE id = $1`, [card.id])
    const checked = await owner.check()
    expect(codes(checked)).toEqual([cardErrorCodes.blocked])
    expect(checked.errors[0]!.referencedRequestParameter).toBe(`payments.${card.id}`)
    expect(checked.remainingBalance?.value).toBe(0)
    await sql(`UPDATE gift_cards SET status = 'active' WHERE id = $1`, [card.id])

    // Chosen cards worth 120 EUR: the card pays its 100 EUR, 20 EUR is left to pay.
    await sql(
      `UPDATE orders SET packages = '[{"id": "p1", "qty": 1, "amount": 12000}]'::jsonb
       WHERE flow = 'redeem' AND card_payments @> $1::jsonb`,
      [JSON.stringify([{ card: card.id }])],
    )
    const paying = await owner.check()
    expect(paying.payments[0]!.value.value).toBe(10000)
    expect([paying.amountToPay?.value, paying.remainingBalance?.value]).toEqual([2000, 0])

    const removed = await owner.remove(String(card.id))
    expect(removed.payments).toEqual([])
    expect(removed.redeemToken).toBe(added.redeemToken)
  })

  it('adds a card sent twice at once only once, and starts a new session for a dead token', async () => {
    const card = choice[7]!
    const owner = holder('198.51.100.6')
    owner.useToken('x'.repeat(43))
    const [first, second] = await Promise.all([owner.add(card), owner.add(card)])
    // A dead token: each request starts its own session, and the card joins both.
    expect(first.redeemToken).not.toBe('x'.repeat(43))
    expect(first.redeemToken).not.toBe(second.redeemToken)
    owner.useToken(first.redeemToken)
    const captchas = await Promise.all([owner.captcha(), owner.captcha(), owner.captcha()])
    const answers = await Promise.all(captchas.map((captcha) => owner.add(card, captcha)))
    expect(answers.map(codes)).toEqual([
      [cardErrorCodes.alreadyAdded],
      [cardErrorCodes.alreadyAdded],
      [cardErrorCodes.alreadyAdded],
    ])
    expect((await owner.check()).payments.map((payment) => payment.id)).toEqual([String(card.id)])

    const dollars = choice[0]!
    await sql(`UPDATE gift_cards SET currency = 'USD' WHERE id = $1`, [dollars.id])
    expect(codes(await owner.add(dollars))).toEqual([cardErrorCodes.mixedTypes])
    await sql(`UPDATE gift_cards SET currency = 'EUR' WHERE id = $1`, [dollars.id])
  })
})

describe('guessing PINs', () => {
  it('answers an unknown number exactly like a wrong PIN', async () => {
    const owner = holder('198.51.100.7')
    const wrong = await owner.info({ ...choice[0]!, pin: wrongPin(choice[0]!.pin) })
    const unknown = await owner.info(nobody)
    expect(wrong.giftcard).toBeNull()
    expect(unknown).toEqual(wrong)
    expect(codes(unknown)).toEqual([cardErrorCodes.unknown])
    // A good PIN starts the count over.
    expect((await owner.info(choice[0]!)).errors).toEqual([])
  })

  it('locks a card after a burst of wrong PINs, even for the right PIN, until the lock ends', async () => {
    const card = choice[8]!
    const owner = holder('198.51.100.8')
    const captchas = await Promise.all(Array.from({ length: 8 }, () => owner.captcha()))
    const wrong = { ...card, pin: wrongPin(card.pin) }
    const answers = await Promise.all(captchas.map((captcha) => owner.info(wrong, captcha)))
    const answered = answers.map((answer) => answer.errors[0]!.code).sort()
    // Five wrong PINs are checked (the fifth locks); the burst's others are refused unchecked.
    expect(answered).toEqual([...Array(4).fill(2050), ...Array(4).fill(2059)])
    const { rows } = await sql(
      `SELECT failures::int AS failures, locked_until > now() + interval '14 minutes' AS locked
       FROM card_pin_attempts WHERE number_hash = $1`,
      [cardNumberHash(card.cardNumber)],
    )
    // Attempts that come after the lock is written are refused without being counted.
    expect(rows).toHaveLength(1)
    expect(rows[0].locked).toBe(true)
    expect(rows[0].failures).toBeGreaterThanOrEqual(5)

    const right = await owner.info(card)
    expect(codes(right)).toEqual([cardErrorCodes.pinRateLimit])
    expect(right.errors[0]!.message).toBe(
      'Trop de tentatives pour cette carte. Réessayez dans 15 minutes.',
    )

    await sql(
      `UPDATE card_pin_attempts SET locked_until = now() - interval '1 second' WHERE number_hash = $1`,
      [cardNumberHash(card.cardNumber)],
    )
    expect((await owner.info(card)).giftcard?.balance.value).toBe(10000)
    const after = await sql(`SELECT 1 FROM card_pin_attempts WHERE number_hash = $1`, [
      cardNumberHash(card.cardNumber),
    ])
    expect(after.rowCount).toBe(0)
  })

  it('locks an unknown number the same way', async () => {
    const owner = holder('198.51.100.9')
    const stranger = unissued('stranger')
    const answers = []
    for (let attempt = 0; attempt < 6; attempt++) answers.push(codes(await owner.info(stranger)))
    expect(answers).toEqual([
      ...Array(4).fill([cardErrorCodes.unknown]),
      [cardErrorCodes.pinRateLimit],
      [cardErrorCodes.pinRateLimit],
    ])
  })

  it('limits the checks of one client address across numbers', async () => {
    const owner = holder('198.51.100.10')
    const answers = []
    for (let attempt = 0; attempt < 21; attempt++) {
      answers.push(codes(await owner.info(unissued(`guess ${attempt}`)))[0])
    }
    expect(answers.slice(0, 20).every((code) => code === cardErrorCodes.unknown)).toBe(true)
    expect(answers[20]).toBe(cardErrorCodes.pinRateLimit)
    // Another address is not held back.
    expect(codes(await holder('198.51.100.11').info(nobody))).toEqual([cardErrorCodes.unknown])
  })
})

describe('ledger', () => {
  it('lets exactly three of 50 concurrent 30 EUR debits through on a 100 EUR card', async () => {
    const [card] = await buyCards(payload, [
      { productId: await productId(true), amount: 10000, qty: 1 },
    ])
    const debits = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) => debit(card!, 3000, `concurrent-${index}`)),
    )
    const succeeded = debits.filter((result) => result.status === 'fulfilled')
    expect(succeeded).toHaveLength(3)
    expect(
      debits.every(
        (result) => result.status === 'fulfilled' || result.reason instanceof InsufficientBalance,
      ),
    ).toBe(true)
    const { rows } = await sql(
      `SELECT c.balance::int AS balance, (SELECT sum(amount)::int FROM card_ledger WHERE card_id = c.id)
         AS ledger FROM gift_cards c WHERE c.id = $1`,
      [card!.id],
    )
    expect(rows).toEqual([{ balance: 1000, ledger: 1000 }])
  })
})
