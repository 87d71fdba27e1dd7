import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { sendDueCardMails } from '@/commerce/services/orders/card-mails'

import { cardAction, issuedCard, ledgerOf } from './card-service-cards'
import { EVERYONE, signedInAccounts, type Who } from './staff-accounts'

// Before the config reads the environment: the resent e-mails land in this file's own outbox.
vi.hoisted(() => {
  process.env.MAIL_OUTBOX_DIR = `${process.env.TMPDIR ?? '/tmp'}/staff-roles-outbox-${process.pid}`
})

let payload: Payload
let tokens: Record<Who, string | null>

beforeAll(async () => {
  payload = await getPayload({ config })
  const accounts = await signedInAccounts(payload, 'card-roles')
  tokens = {
    admin: accounts.admin.token,
    editor: accounts.editor.token,
    customerService: accounts.customerService.token,
    customer: accounts.customer.token,
    anonymous: null,
  }
}, 120_000)

afterAll(async () => {
  await payload.destroy()
})

/** Each card action's status per caller: service acts, editors are refused, others find no route. */
const EXPECTED: Record<Who, number> = {
  admin: 200,
  customerService: 200,
  editor: 403,
  customer: 404,
  anonymous: 404,
}

describe('point 2: the card-service endpoints per role', () => {
  it('admins and customer service adjust, block, resend; editors get 403, shoppers 404', async () => {
    for (const who of EVERYONE) {
      const { id, orderId } = await issuedCard(payload, { balance: 5000 })
      await sendDueCardMails(payload, orderId)
      const token = tokens[who]
      const answers = [
        await cardAction(id, 'adjust', { amount: 500, reason: 'Geste commercial' }, token),
        await cardAction(id, 'status', { blocked: true, reason: 'Carte perdue' }, token),
        await cardAction(id, 'resend', {}, token),
      ]
      expect(
        answers.map((answer) => answer.status),
        who,
      ).toEqual([EXPECTED[who], EXPECTED[who], EXPECTED[who]])
      const { balance, rows } = await ledgerOf(payload, id)
      const acted = EXPECTED[who] === 200
      expect([balance, rows.length], who).toEqual(acted ? [5500, 3] : [5000, 1])
      if (EXPECTED[who] === 403) {
        expect(answers[0]!.body).toEqual({ error: 'Réservé au service client.' })
      }
    }
  })

  it('refuses an editor before telling whether the card exists', async () => {
    const answer = await cardAction(
      999_999_999,
      'adjust',
      { amount: 1, reason: 'x' },
      tokens.editor,
    )
    expect(answer.status).toBe(403)
  })
})
