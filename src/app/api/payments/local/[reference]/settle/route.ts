import { getPayloadClient } from '@/server/payload'
import {
  fromOwnPage,
  loadPaymentPage,
  pageResponse,
  readForm,
  seeOther,
} from '@/commerce/services/payments/hosted-page-http'
import { SETTLE_OUTCOMES, type SettleOutcome } from '@/commerce/domain/payments/local-session'

export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ reference: string }> }

/**
 * POST /api/payments/local/<reference>/settle/: a tester confirms (paid) or refuses (failed) a
 * pending bank transfer; the shop gets a new signed event, the tester the page again.
 */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  if (!fromOwnPage(request)) return pageResponse({ kind: 'forbidden' }, 'fr', 403)
  const page = await loadPaymentPage(await getPayloadClient(), (await params).reference)
  if (!page) return pageResponse({ kind: 'not-found' }, 'fr', 404)
  const outcome = (await readForm(request)).get('outcome') as SettleOutcome
  const decision = SETTLE_OUTCOMES.includes(outcome)
    ? await page.provider.settle(page.reference, outcome)
    : null
  if (decision?.result === 'decided') return seeOther(`/api/payments/local/${page.reference}/`)
  const session = decision?.result === 'already-decided' ? decision.session : page.session
  const view = { kind: 'decided' as const, ...page, session, alreadyDecided: decision !== null }
  return pageResponse(view, session.locale, decision ? 409 : 400)
}
