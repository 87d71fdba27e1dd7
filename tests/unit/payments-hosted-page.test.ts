import { beforeEach, describe, expect, it, vi } from 'vitest'

import { POST as settle } from '@/app/api/payments/local/[reference]/settle/route'
import { GET, POST } from '@/app/api/payments/local/[reference]/route'
import { renderHostedPage } from '@/commerce/services/payments/hosted-page'
import { hostedPageTexts } from '@/commerce/services/payments/hosted-page-texts'
import { createLocalProvider } from '@/commerce/services/payments/local'
import type { LocalSession } from '@/commerce/domain/payments/local-session'
import { storePaymentMethods } from '@/commerce/services/payments/methods'

vi.stubEnv('PAYLOAD_SECRET', 'p'.repeat(40))
vi.stubEnv('SERVER_URL', 'http://localhost:3000')

const rows = new Map<string, LocalSession>()
const sent: string[] = []
const provider = createLocalProvider({
  repository: {
    get: async (reference) => rows.get(reference) ?? null,
    async transition(reference, from, next) {
      if (rows.get(reference)?.status !== from) return false
      rows.set(reference, next)
      return true
    },
  },
  secret: 'w'.repeat(64),
  serverUrl: 'http://localhost:3000',
  fetch: (async (_url: string, init: RequestInit) => {
    sent.push(String(init.body))
    return new Response('{"ok":true}')
  }) as unknown as typeof fetch,
})

/** Whether the simulator is the active provider (PAYMENT_PROVIDER=local). */
let active = true
vi.mock('@/commerce/services/payments/providers', () => ({
  localPaymentProvider: () => provider,
  simulatorActive: () => active,
}))
// The routes hand Payload to the provider; the one above keeps its sessions in memory.
vi.mock('@/server/payload', () => ({ getPayloadClient: async () => ({}) }))
vi.mock('@/server/store', () => ({
  getStoreOfHost: async () => ({
    name: 'Carte <Cadeau>',
    country: 'FR',
    paymentMethods: ['creditcard', 'banktransfer'],
  }),
}))

const reference = 'loc_AAAAAAAAAAAAAAAA'
const session: LocalSession = {
  amount: 2550,
  currency: 'EUR',
  orderNumber: 'CC-2026-000123',
  description: 'Commande CC-2026-000123',
  returnUrl: 'http://localhost:3000/paiement/7f0c2b8e/',
  webhookUrl: 'http://localhost:3000/api/payments/webhook/local/',
  locale: 'fr',
  method: 'creditcard',
  status: 'open',
  events: 0,
  card: null,
}
const url = `http://localhost:3000/api/payments/local/${reference}/`
const context = (ref = reference) => ({ params: Promise.resolve({ reference: ref }) })

const post = (fields: Record<string, string>, origin = 'http://localhost:3000', target = url) =>
  new Request(target, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: origin },
    body: new URLSearchParams(fields).toString(),
  })

const card = {
  holder: 'Camille Martin',
  number: '4970 1012 3456 7893',
  expiry: '12/30',
  cvc: '123',
}

beforeEach(() => {
  active = true
  rows.clear()
  rows.set(reference, { ...session })
  sent.length = 0
})

describe('hosted page rendering', () => {
  const texts = hostedPageTexts('fr')

  it('escapes what it shows and gives each card field a label, autocomplete and its error', () => {
    const page = renderHostedPage(texts, {
      kind: 'form',
      reference,
      shopName: 'Carte <Cadeau>',
      shopCountry: 'FR',
      session: { ...session, orderNumber: '"><script>' },
      methods: storePaymentMethods(['creditcard', 'banktransfer']),
      values: { holder: '<b>', number: '4111', expiry: '' },
      errors: { number: 'cardNumberInvalid' },
      formError: null,
    })
    expect(page).toContain('<html lang="fr">')
    expect(page).toContain('Carte &lt;Cadeau&gt;')
    expect(page).not.toContain('<script>')
    expect(page).not.toContain('<b>')
    expect(page).toContain('<label for="card-holder">Nom du titulaire de la carte</label>')
    expect(page).toMatch(
      /id="card-number"[^>]*autocomplete="cc-number"[^>]*aria-describedby="card-number-error"[^>]*aria-invalid="true"/,
    )
    expect(page).toContain('role="alert"')
    expect(page).toContain('Ce numéro de carte n’est pas valide.')
    expect(page).toMatch(/value="creditcard"\s+checked/)
    for (const label of [
      'Payer 25,50\u00a0€',
      'Simuler un échec',
      'Annuler',
      'Virement en attente',
    ]) {
      expect(page).toContain(label)
    }
    expect(page).not.toMatch(/<script|style=/)
  })
})

describe('hosted page routes', () => {
  it('shows the payment form, and 404 for an unknown or malformed reference', async () => {
    const page = await GET(new Request(url), context())
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(page.headers.get('cache-control')).toBe('no-store')
    const text = await page.text()
    expect(text).toContain('Paiement de la commande CC-2026-000123')
    // The simulator is never a real payment: the shop's demo banner heads its page.
    expect(text).toContain('<p class="demo">Démo — aucun paiement réel</p>')
    expect((await GET(new Request(url), context('loc_BBBBBBBBBBBBBBBB'))).status).toBe(404)
    expect((await GET(new Request(url), context("x' OR 1=1"))).status).toBe(404)
  })

  it('refuses a post from another site', async () => {
    expect(
      (
        await POST(
          post({ outcome: 'paid', method: 'creditcard', ...card }, 'https://evil.example'),
          context(),
        )
      ).status,
    ).toBe(403)
    expect(rows.get(reference)!.status).toBe('open')
  })

  it('checks the card when paying by card, and shows the errors again (422)', async () => {
    const response = await POST(
      post({ outcome: 'paid', method: 'creditcard', ...card, cvc: '', expiry: '01/20' }),
      context(),
    )
    expect(response.status).toBe(422)
    const page = await response.text()
    expect(page).toContain('Cette carte a expiré.')
    expect(page).toContain('Le cryptogramme visuel est obligatoire.')
    expect(page).toContain('value="Camille Martin"')
    expect(rows.get(reference)!.status).toBe('open')
  })

  it('refuses a method the store does not offer and a pending card payment', async () => {
    expect((await POST(post({ outcome: 'paid', method: 'paypal' }), context())).status).toBe(422)
    const pending = await POST(post({ outcome: 'pending', method: 'creditcard' }), context())
    expect(pending.status).toBe(422)
    expect(await pending.text()).toContain('Seul un virement bancaire peut rester en attente.')
    expect(sent).toHaveLength(0)
  })

  it('pays, notifies the shop, sends the payer back (303), then answers 409', async () => {
    const response = await POST(post({ outcome: 'paid', method: 'creditcard', ...card }), context())
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(session.returnUrl)
    expect(rows.get(reference)).toMatchObject({
      status: 'paid',
      card: { brand: 'visa', last4: '7893' },
    })
    expect(JSON.stringify(rows.get(reference))).not.toContain('4970')
    expect(sent.map((body) => JSON.parse(body).status)).toEqual(['paid'])
    const again = await POST(post({ outcome: 'canceled', method: 'creditcard' }), context())
    expect(again.status).toBe(409)
    expect(await again.text()).toContain('Ce paiement a déjà été traité')
  })

  it('simulates a failure without a card', async () => {
    const response = await POST(post({ outcome: 'failed', method: 'creditcard' }), context())
    expect(response.status).toBe(303)
    expect(rows.get(reference)!.status).toBe('failed')
  })

  it('leaves a transfer pending, then lets a tester settle it once', async () => {
    expect(
      (await POST(post({ outcome: 'pending', method: 'banktransfer' }), context())).status,
    ).toBe(303)
    const page = await (await GET(new Request(url), context())).text()
    expect(page).toContain('Le virement est en attente de réception.')
    expect(page).toContain(`action="/api/payments/local/${reference}/settle/"`)
    const settled = await settle(post({ outcome: 'paid' }, undefined, `${url}settle/`), context())
    expect(settled.status).toBe(303)
    expect(settled.headers.get('location')).toBe(`/api/payments/local/${reference}/`)
    expect(
      (await settle(post({ outcome: 'failed' }, undefined, `${url}settle/`), context())).status,
    ).toBe(409)
    expect(sent.map((body) => JSON.parse(body))).toEqual([
      { id: `${reference}:1`, reference, status: 'pending', method: 'banktransfer' },
      { id: `${reference}:2`, reference, status: 'paid', method: 'banktransfer' },
    ])
  })

  // Issue 35 point 10: after a switch to Mollie a leftover `loc_` payment cannot be decided.
  it('answers 404 to every route while the simulator is not the active provider', async () => {
    rows.set(reference, { ...session, status: 'pending', method: 'banktransfer' })
    active = false
    expect((await GET(new Request(url), context())).status).toBe(404)
    const decided = await POST(post({ outcome: 'paid', method: 'creditcard', ...card }), context())
    expect(decided.status).toBe(404)
    const settled = await settle(post({ outcome: 'paid' }, undefined, `${url}settle/`), context())
    expect(settled.status).toBe(404)
    expect(rows.get(reference)!.status).toBe('pending')
    expect(sent).toHaveLength(0)
  })
})
