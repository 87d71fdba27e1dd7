import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { cardErrorCodes } from '@/commerce/domain/cards/card-errors'
import { doublerErrorCodes } from '@/commerce/domain/doubler/doubler-errors'
import {
  drawDate,
  entryDrawMonth,
  nextMonth,
  previousMonth,
} from '@/commerce/domain/doubler/draw-date'
import { runDoublerDraws } from '@/commerce/services/doubler/run-draws'
import { seed } from '@/seed'

import { readOutbox } from '../support/outbox'
import { solvedCaptcha } from './captcha-solver'
import { balanceAndLedger, issuedCard, paidOrder, type TestCard } from './doubler-cards'
import { postToGateway } from './gateway-request'

// Before the config reads the environment: this file's e-mails land in its own outbox.
const outbox = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? '/tmp'}/doubler-outbox-${process.pid}`
  process.env.MAIL_OUTBOX_DIR = dir
  return dir
})

type Answer = {
  entry: { lastFour: string; drawDate: string; formattedDrawDate: string; productId: string } | null
  errors: { code: number; message: string; referencedRequestParameter: string | null }[]
}

const ENTER = `mutation($userData: UserDataInput!, $input: DoublerEntryInput!, $captchaToken: String!) {
  enterDoubler(userData: $userData, input: $input, captchaToken: $captchaToken) {
    entry { lastFour drawDate formattedDrawDate productId }
    errors { message code referencedRequestParameter } } }`

async function enter(
  card: Pick<TestCard, 'number' | 'pin'>,
  email: string,
  termsAccepted = true,
): Promise<Answer> {
  const { json } = await postToGateway(
    {
      query: ENTER,
      variables: {
        userData: { language: 'fr', storeID: 52, countryCode: 'FR', redeemToken: null },
        input: { card: { cardNumber: card.number, pin: card.pin }, email, termsAccepted },
        captchaToken: await solvedCaptcha(),
      },
    },
    { 'x-store-id': '52', 'x-bypass-cache': '1' },
  )
  return (json as { data: { enterDoubler: Answer } }).data.enterDoubler
}

const codes = (answer: Answer) => answer.errors.map((error) => error.code)

let payload: Payload
let cards: {
  first: TestCard
  second: TestCard
  blocked: TestCard
  empty: TestCard
  /** Store 53's (CBBE): its own draw's only entry. */
  belgian: TestCard
}
const month = entryDrawMonth(new Date(), 'Europe/Paris')
/** 08:00 in Paris on the draw's day: the job's first runs that day. */
const drawDay = (drawMonth: string) => new Date(`${drawDate(drawMonth)}T07:00:00Z`)

beforeAll(async () => {
  payload = await getPayload({ config })
  await seed(payload)
  const order = await paidOrder(payload)
  cards = {
    first: await issuedCard(payload, order, { balance: 2500, index: 0 }),
    second: await issuedCard(payload, order, { balance: 4000, index: 1 }),
    blocked: await issuedCard(payload, order, { balance: 9000, index: 2 }),
    empty: await issuedCard(payload, order, { balance: 0, index: 3 }),
    belgian: await issuedCard(payload, await paidOrder(payload, 53), {
      balance: 3000,
      index: 0,
      storeId: 53,
    }),
  }
}, 300_000)

afterAll(async () => {
  await payload.destroy()
})

describe('entering the doubler', () => {
  it('enters a card in the next draw, once', async () => {
    const answer = await enter(cards.first, ' Lea@Example.FR ')
    expect(answer.errors).toEqual([])
    expect(answer.entry).toMatchObject({
      lastFour: cards.first.lastFour,
      drawDate: drawDate(month),
      productId: '1',
    })
    expect(answer.entry?.formattedDrawDate).toMatch(/^lundi \d{1,2} \S+ \d{4}$/)
    const again = await enter(cards.first, 'lea@example.fr')
    expect(codes(again)).toEqual([doublerErrorCodes.alreadyEntered])
    expect(again.errors[0]?.message).toContain(answer.entry!.formattedDrawDate)
    const { rows } = await payload.db.pool.query(
      `SELECT email, draw_month FROM doubler_entries WHERE card_id = $1`,
      [cards.first.id],
    )
    expect(rows).toEqual([{ email: 'lea@example.fr', draw_month: month }])
  })

  it('refuses unaccepted terms, a wrong PIN, an empty card and a bad e-mail', async () => {
    const { second, empty } = cards
    expect(codes(await enter(second, 'paul@example.fr', false))).toEqual([
      doublerErrorCodes.termsRequired,
    ])
    const wrongPin = String((Number(second.pin) + 1) % 1_000_000).padStart(6, '0')
    expect(codes(await enter({ ...second, pin: wrongPin }, 'paul@example.fr'))).toEqual([
      cardErrorCodes.unknown,
    ])
    expect(codes(await enter(empty, 'vide@example.fr'))).toEqual([cardErrorCodes.noBalance])
    const badMail = await enter(second, 'paul@')
    expect(badMail.errors.map((error) => error.referencedRequestParameter)).toEqual(['input.email'])
    const { rows } = await payload.db.pool.query(
      `SELECT count(*)::int AS entries FROM doubler_entries WHERE card_id = ANY($1)`,
      [[second.id, empty.id]],
    )
    expect(rows[0].entries).toBe(0)
  })

  it('refuses another store’s card as the wrong store', async () => {
    const answer = await enter(cards.belgian, 'lotte@example.be')
    expect(answer.errors).toEqual([
      {
        code: cardErrorCodes.wrongStore,
        message:
          'Cette carte n’a pas été achetée sur ce site : utilisez-la sur le site du pays où elle a été achetée.',
        referencedRequestParameter: null,
      },
    ])
  })
})

/** The draws of one store among a run's. */
const drawsOf = (storeId: number, run: Awaited<ReturnType<typeof runDoublerDraws>>) =>
  run.draws.filter((draw) => draw.storeId === storeId)

describe('drawing the doubler', () => {
  it('doubles exactly one usable card, once, even when run twice at once, and mails it', async () => {
    // The run's files share one database: another one (doubler-redeem) may have entered a card this
    // month. This draw is among this file's cards only.
    const ours = Object.values(cards).map((card) => card.id)
    await payload.db.pool.query(
      `DELETE FROM doubler_entries WHERE draw_month = $1 AND NOT (card_id = ANY($2))`,
      [month, ours],
    )
    expect((await enter(cards.second, 'paul@example.fr')).errors).toEqual([])
    expect((await enter(cards.blocked, 'bloque@example.fr')).errors).toEqual([])
    // Entered in its own store (its gateway is another host's): written as that entry would be.
    await payload.db.pool.query(
      `INSERT INTO doubler_entries (card_id, email, draw_month) VALUES ($1, 'lotte@example.be', $2)`,
      [cards.belgian.id, month],
    )
    // Blocked after entering: it may no longer win.
    await payload.db.pool.query(`UPDATE gift_cards SET status = 'blocked' WHERE id = $1`, [
      cards.blocked.id,
    ])
    // The day before, this month's draw is not due yet (last month's, without entries, is).
    const eve = new Date(drawDay(month).getTime() - 24 * 60 * 60_000)
    const early = await runDoublerDraws(payload, { now: eve })
    expect(drawsOf(52, early).map((draw) => [draw.drawMonth, draw.winner])).toEqual([
      [previousMonth(month), null],
    ])

    const runs = await Promise.all([
      runDoublerDraws(payload, { now: drawDay(month) }),
      runDoublerDraws(payload, { now: drawDay(month) }),
    ])
    // Each store draws its month once, among its own cards only.
    const belgian = runs.flatMap((run) => drawsOf(53, run))
    expect(belgian).toEqual([
      {
        storeId: 53,
        drawMonth: month,
        entries: 1,
        winner: { entryId: expect.any(Number), cardId: cards.belgian.id, amount: 3000 },
      },
    ])
    expect((await balanceAndLedger(payload, cards.belgian.id)).balance).toBe(6000)
    const draws = runs.flatMap((run) => drawsOf(52, run))
    expect(draws).toHaveLength(1)
    const [draw] = draws
    expect(draw).toMatchObject({ drawMonth: month, entries: 2 })
    const winner = [cards.first, cards.second].find((card) => card.id === draw!.winner?.cardId)!
    const loser = winner === cards.first ? cards.second : cards.first
    const before = winner === cards.first ? 2500 : 4000
    expect(draw!.winner?.amount).toBe(before)
    expect(await balanceAndLedger(payload, winner.id)).toEqual({
      balance: 2 * before,
      ledger: 2 * before,
    })
    expect((await balanceAndLedger(payload, loser.id)).balance).toBe(
      loser === cards.first ? 2500 : 4000,
    )
    expect((await balanceAndLedger(payload, cards.blocked.id)).balance).toBe(9000)
    const { rows: ledger } = await payload.db.pool.query(
      // This test's cards only: other files double cards of their own in the same database.
      `SELECT card_id, amount::int AS amount, reference FROM card_ledger
       WHERE reason = 'doubling' AND card_id = ANY($2::int[]) ORDER BY card_id = $1`,
      [cards.belgian.id, Object.values(cards).map((card) => card.id)],
    )
    expect(ledger).toEqual([
      { card_id: winner.id, amount: before, reference: `doubler:${month}` },
      { card_id: cards.belgian.id, amount: 3000, reference: `doubler:${month}` },
    ])

    const { rows: stored } = await payload.db.pool.query(
      `SELECT entries::int AS entries, card_id, amount::int AS amount,
         winner_mailed_at IS NOT NULL AS mailed FROM doubler_draws
       WHERE draw_month = $1 AND store_id = 52`,
      [month],
    )
    expect(stored).toEqual([{ entries: 2, card_id: winner.id, amount: before, mailed: true }])
    const to = winner === cards.first ? 'lea@example.fr' : 'paul@example.fr'
    const mails = (await readOutbox(outbox)).filter((mail) => mail.to.includes(to))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Le solde de votre carte cadeau est doublé !')
    expect(mails[0]!.text).toContain(winner.lastFour)

    // Again later that month: nothing more is drawn or mailed.
    const later = new Date(drawDay(month).getTime() + 3 * 24 * 60 * 60_000)
    expect(await runDoublerDraws(payload, { now: later })).toEqual({
      draws: [],
      mailed: 0,
    })
    expect((await balanceAndLedger(payload, winner.id)).balance).toBe(2 * before)
  })

  it('records a draw without entries and without a winner', async () => {
    const empty = nextMonth(month)
    const run = await runDoublerDraws(payload, { now: drawDay(empty) })
    expect(drawsOf(52, run)).toEqual([{ storeId: 52, drawMonth: empty, entries: 0, winner: null }])
    expect(run.mailed).toBe(0)
    const { rows } = await payload.db.pool.query(
      `SELECT entries::int AS entries, winner_id, card_id FROM doubler_draws
       WHERE draw_month = $1 AND store_id = 52`,
      [empty],
    )
    expect(rows).toEqual([{ entries: 0, winner_id: null, card_id: null }])
  })
})
