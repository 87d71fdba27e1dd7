import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { cardErrorCodes } from '@/commerce/domain/cards/card-errors'
import { doublerErrorCodes } from '@/commerce/domain/doubler/doubler-errors'
import { drawDate, entryDrawMonth } from '@/commerce/domain/doubler/draw-date'
import { seed } from '@/seed'

import { userData } from './cart-shopper'
import { issuedCard, paidOrder, type TestCard } from './doubler-cards'
import { postToGateway } from './gateway-request'
import { holder } from './redeem-holder'

type Answer = {
  entry: { lastFour: string; drawDate: string; formattedDrawDate: string; productId: string } | null
  errors: { code: number; message: string; referencedRequestParameter: string | null }[]
}

const ENTER = `mutation($userData: UserDataInput!, $input: DoublerRedeemEntryInput!) {
  enterDoublerWithRedeemToken(userData: $userData, input: $input) {
    entry { lastFour drawDate formattedDrawDate productId }
    errors { message code referencedRequestParameter } } }`

async function enter(redeemToken: string | null, email: string, termsAccepted = true) {
  const { json } = await postToGateway(
    {
      query: ENTER,
      variables: { userData: { ...userData, redeemToken }, input: { email, termsAccepted } },
    },
    { 'x-store-id': '52', 'x-bypass-cache': '1' },
  )
  return (json as { data: { enterDoublerWithRedeemToken: Answer } }).data
    .enterDoublerWithRedeemToken
}

const codes = (answer: Answer) => answer.errors.map((error) => error.code)
const asSource = (card: TestCard) => ({ id: card.id, last_four: card.lastFour })

let payload: Payload
let cards: { first: TestCard; second: TestCard; blocked: TestCard }
const month = entryDrawMonth(new Date(), 'Europe/Paris')

async function entriesOf(cardIds: number[]) {
  const { rows } = await payload.db.pool.query<{ card_id: number; email: string }>(
    `SELECT card_id, email FROM doubler_entries WHERE card_id = ANY($1) ORDER BY id`,
    [cardIds],
  )
  return rows
}

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
  const order = await paidOrder(payload)
  cards = {
    first: await issuedCard(payload, order, { balance: 3000, index: 0 }),
    second: await issuedCard(payload, order, { balance: 5000, index: 1 }),
    blocked: await issuedCard(payload, order, { balance: 7000, index: 2 }),
  }
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

describe('entering the doubler from a redeem session', () => {
  it('enters the session’s first card in this month’s draw, once', async () => {
    const session = await holder(payload, [asSource(cards.first), asSource(cards.second)])
    const answer = await enter(session.token, ' Nina@Example.FR ')
    expect(answer.errors).toEqual([])
    expect(answer.entry).toMatchObject({
      lastFour: cards.first.lastFour,
      drawDate: drawDate(month),
      productId: '1',
    })
    expect(answer.entry?.formattedDrawDate).toMatch(/^lundi \d{1,2} \S+ \d{4}$/)
    expect(await entriesOf([cards.first.id, cards.second.id])).toEqual([
      { card_id: cards.first.id, email: 'nina@example.fr' },
    ])

    const again = await enter(session.token, 'nina@example.fr')
    expect(codes(again)).toEqual([doublerErrorCodes.alreadyEntered])
    expect(again.errors[0]?.message).toContain(answer.entry!.formattedDrawDate)
    expect(await entriesOf([cards.first.id, cards.second.id])).toHaveLength(1)
  })

  it('refuses without a session, with unaccepted terms and for a card that fails its checks', async () => {
    for (const token of [null, 'x'.repeat(43)]) {
      const answer = await enter(token, 'sans@example.fr')
      expect(codes(answer)).toEqual([cardErrorCodes.redeemSessionExpired])
      expect(answer.errors[0]?.referencedRequestParameter).toBe('userData.redeemToken')
      expect(answer.entry).toBeNull()
    }
    const empty = await holder(payload, [])
    expect(codes(await enter(empty.token, 'vide@example.fr'))).toEqual([
      cardErrorCodes.redeemSessionExpired,
    ])

    const session = await holder(payload, [asSource(cards.blocked)])
    expect(codes(await enter(session.token, 'paul@example.fr', false))).toEqual([
      doublerErrorCodes.termsRequired,
    ])
    await payload.db.pool.query(`UPDATE gift_cards SET status = 'blocked' WHERE id = $1`, [
      cards.blocked.id,
    ])
    expect(codes(await enter(session.token, 'paul@example.fr'))).toEqual([cardErrorCodes.blocked])
    expect(await entriesOf([cards.blocked.id])).toEqual([])
  })
})
