import type { z } from 'zod'

import type { businessQuoteSchema } from '@/commerce/domain/business/quote'
import { businessQuoteEmail } from '@/emails'
import type { Locale } from '@/i18n/routing'
import { clientKey, createRateLimit } from '@/server/rate-limit'

import type { StatusResult } from '@/commerce/contract/types'
import { accountError, captchaError } from '@/commerce/services/account'
import type { ServiceContext } from '@/commerce/services/context'
import { sendEmail } from '@/commerce/services/mail'
import { quoteProduct } from '@/commerce/services/catalogue'
import { storeContact, storeCurrency, storeMail } from '@/commerce/services/store'

type QuoteRequest = z.infer<typeof businessQuoteSchema>

// A company asks for a few quotes; a script filling the inbox is stopped.
const allow = createRateLimit({ name: 'business-quote', limit: 10, windowMs: 60 * 60_000 })

/**
 * A business buyer's quote request (/entreprise/): behind the captcha, stored for staff in
 * /admin, and mailed to the store's business contact.
 */
export async function requestBusinessQuote(
  context: ServiceContext,
  locale: Locale,
  input: QuoteRequest,
  captchaToken: string,
): Promise<StatusResult> {
  if (!(await allow.consume(context.payload, clientKey(context.request)))) {
    return { status: false, errors: [accountError(locale, 'tooManyRequests')] }
  }
  const refused = await captchaError(context.payload, locale, captchaToken)
  if (refused) return { status: false, errors: [refused] }
  const { payload, storeId } = context
  const product = input.productId
    ? await quoteProduct(payload, storeId, input.productId, locale)
    : null
  const quote = await payload.create({
    collection: 'business-quotes',
    overrideAccess: true,
    data: { ...input, product: product?.id ?? null, storeId, status: 'new' },
  })
  const { businessEmail } = await storeContact(payload, storeId)
  if (businessEmail) {
    const store = await storeMail(payload, storeId)
    // In the language the buyer wrote in: the store's staff answer in it.
    const mail = await businessQuoteEmail({
      quote: { ...input, phone: input.phoneNumber, productTitle: product?.title ?? null },
      locale,
      store,
      currency: await storeCurrency(payload, storeId),
    })
    await sendEmail({ from: store.sender, to: businessEmail, replyTo: input.email, ...mail })
    await payload.update({
      collection: 'business-quotes',
      id: quote.id,
      overrideAccess: true,
      data: { mailedAt: new Date().toISOString() },
    })
  }
  return { status: true, errors: [] }
}
