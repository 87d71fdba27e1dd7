import { expect, test } from '@playwright/test'

import { cardInDatabase, productBySlug } from '../support/cards'
import { signedUpCustomer } from './support/accounts'
import { withDatabase } from './support/database'
import type { Placed } from './support/orders'
import { redeemSession } from './support/redeem'
import { saveProduct } from './support/staff'

const HOLDERS = 20
/** Cents each holder exchanges; the card holds exactly AFFORDABLE times that. */
const AMOUNT = 2000
const AFFORDABLE = 7
/** Adapter default of Payload's pool is 10 connections: 20 placements at once are more. */
const ANSWER_WITHIN_MS = 10_000

/** Places and times one session; an answer later than the limit (plus a margin) is given up. */
async function timedPlace(place: (signal: AbortSignal) => Promise<Placed>) {
  const started = Date.now()
  const answer = await place(AbortSignal.timeout(ANSWER_WITHIN_MS + 5_000)).catch(
    (error: Error) => error,
  )
  return { answer, ms: Date.now() - started }
}

test.describe('point 5: redeem placement cannot stall the app', () => {
  test('20 logged-in holders place at once on one card with a cold cache: each answers within 10 s, exactly the affordable number succeed', async () => {
    test.setTimeout(300_000)
    const choice = await productBySlug('carte-cadeau-multi-enseignes')
    const cinema = await productBySlug('cinema-lumiere')
    const balance = AMOUNT * AFFORDABLE
    const card = await cardInDatabase({ status: 'active', balance, product: choice })

    const sessions = []
    for (let index = 0; index < HOLDERS; index++) {
      const { client } = await signedUpCustomer()
      const session = await redeemSession(client, card)
      await session.choose({
        productId: cinema.id,
        deliveryType: 'DIGITAL',
        amount: AMOUNT,
        qty: 1,
      })
      sessions.push(session)
    }
    // The catalogue memo is emptied: each placement reads products and store settings anew.
    await saveProduct(cinema.id)

    const results = await Promise.all(
      sessions.map((session) => timedPlace((signal) => session.place({}, signal))),
    )

    const slowest = Math.max(...results.map(({ ms }) => ms))
    test.info().annotations.push({ type: 'slowest placement', description: `${slowest} ms` })
    const slow = results.filter(
      ({ ms, answer }) => ms >= ANSWER_WITHIN_MS || answer instanceof Error,
    )
    expect(
      slow.map(({ ms, answer }) => `${ms} ms ${answer instanceof Error ? answer.message : ''}`),
    ).toEqual([])
    const answers = results.map(({ answer }) => answer as Placed)
    const placed = answers.filter((answer) => answer.orderUuid !== null)
    expect(placed).toHaveLength(AFFORDABLE)
    for (const answer of placed) expect(answer.errors).toEqual([])
    // The others were told the card has nothing left (2054), nothing else.
    const refusals = answers.filter((answer) => answer.orderUuid === null)
    expect(refusals.map((answer) => answer.errors.map((error) => error.code))).toEqual(
      Array(HOLDERS - AFFORDABLE).fill([2054]),
    )

    const after = await withDatabase(async (client) => {
      const { rows } = await client.query<{
        balance: number
        redeems: number
        ledger: number
        lowest: number
      }>(
        `SELECT c.balance::int AS balance,
           (SELECT count(*)::int FROM card_ledger WHERE card_id = c.id AND reason = 'redeem')
             AS redeems,
           (SELECT sum(amount)::int FROM card_ledger WHERE card_id = c.id) AS ledger,
           (SELECT min(balance_after)::int FROM card_ledger WHERE card_id = c.id) AS lowest
         FROM gift_cards c WHERE c.id = $1`,
        [card.id],
      )
      return rows[0]!
    })
    expect(after).toEqual({
      balance: balance - AFFORDABLE * AMOUNT,
      redeems: AFFORDABLE,
      ledger: balance - AFFORDABLE * AMOUNT,
      lowest: 0,
    })
  })
})
