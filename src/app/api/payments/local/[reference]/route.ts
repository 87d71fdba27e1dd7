import { getPayloadClient } from '@/server/payload'
import { cardFormErrors, cardFormSchema } from '@/commerce/domain/payments/card-form'
import {
  type CardValues,
  fromOwnPage,
  type HostedPageView,
  loadPaymentPage,
  pageResponse,
  type PaymentPage,
  readForm,
  seeOther,
} from '@/commerce/services/payments/hosted-page-http'
import {
  LOCAL_OUTCOMES,
  type LocalOutcome,
  TRANSFER_METHOD,
} from '@/commerce/domain/payments/local-session'
import { isCardMethod } from '@/commerce/services/payments'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ reference: string }> }

const EMPTY_CARD: CardValues = { holder: '', number: '', expiry: '' }

const formView = (
  page: PaymentPage,
  changes: Partial<Extract<HostedPageView, { kind: 'form' }>> = {},
): HostedPageView => ({
  kind: 'form',
  reference: page.reference,
  shopName: page.shopName,
  shopCountry: page.shopCountry,
  session: page.session,
  methods: page.methods,
  values: EMPTY_CARD,
  errors: {},
  formError: null,
  ...changes,
})

const decidedView = (page: PaymentPage, alreadyDecided: boolean): HostedPageView => ({
  kind: 'decided',
  reference: page.reference,
  shopName: page.shopName,
  shopCountry: page.shopCountry,
  session: page.session,
  alreadyDecided,
})

/** GET /api/payments/local/<reference>/: the simulator's payment page. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const page = await loadPaymentPage(await getPayloadClient(), (await params).reference)
  if (!page) return pageResponse({ kind: 'not-found' }, 'fr', 404)
  const view = page.session.status === 'open' ? formView(page) : decidedView(page, false)
  return pageResponse(view, page.session.locale)
}

/** POST: the payer's choice (paid, failed, canceled, or a pending transfer), once per payment. */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  if (!fromOwnPage(request)) return pageResponse({ kind: 'forbidden' }, 'fr', 403)
  const page = await loadPaymentPage(await getPayloadClient(), (await params).reference)
  if (!page) return pageResponse({ kind: 'not-found' }, 'fr', 404)
  const { session } = page
  if (session.status !== 'open') return pageResponse(decidedView(page, true), session.locale, 409)

  const form = await readForm(request)
  const values: CardValues = {
    holder: form.get('holder') ?? '',
    number: form.get('number') ?? '',
    expiry: form.get('expiry') ?? '',
  }
  const outcome = form.get('outcome') as LocalOutcome
  const method = form.get('method') ?? session.method
  const refuse = (changes: Partial<Extract<HostedPageView, { kind: 'form' }>>, status = 422) =>
    pageResponse(formView(page, { values, ...changes }), session.locale, status)

  if (!LOCAL_OUTCOMES.includes(outcome)) return refuse({}, 400)
  if (!page.methods.some(({ id }) => id === method))
    return refuse({ formError: 'methodUnavailable' })
  if (outcome === 'pending' && method !== TRANSFER_METHOD) {
    return refuse({ formError: 'pendingNeedsTransfer' })
  }
  let card = null
  // The card is checked when the payer pays with it; a simulated failure or a cancel needs none.
  if (outcome === 'paid' && isCardMethod(method)) {
    const parsed = cardFormSchema().safeParse({ ...values, cvc: form.get('cvc') ?? '' })
    if (!parsed.success) return refuse({ errors: cardFormErrors(parsed.error) })
    card = { brand: parsed.data.brand, last4: parsed.data.number.slice(-4) }
  }

  const decision = await page.provider.decide(page.reference, { outcome, method, card })
  if (decision.result === 'unknown') return pageResponse({ kind: 'not-found' }, 'fr', 404)
  if (decision.result === 'already-decided') {
    return pageResponse(
      decidedView({ ...page, session: decision.session }, true),
      session.locale,
      409,
    )
  }
  return seeOther(decision.session.returnUrl)
}
