import { z } from 'zod'

import { businessQuoteSchema } from '@/commerce/domain/business/quote'
import { userDataSchema } from '@/commerce/domain/user-data'
import { businessQuoteEmail } from '@/emails'
import { sendEmail } from '@/commerce/services/mail'
import { clientKey, createRateLimit } from '@/server/rate-limit'

import { accountError, captchaError } from '@/commerce/services/account'
import type { StatusResult } from '@/commerce/contract/types'
import { operation } from '../operation'
import { MAIL_LOCALE, storeContact } from '@/commerce/services/orders'

// A company asks for a few quotes; a script filling the inbox is stopped.
const allow = createRateLimit({ name: 'business-quote', limit: 10, windowMs: 60 * 60_000 })

/**
 * A business buyer's quote request (/entreprise/): behind the captcha, stored for staff in
 * /admin, and mailed to the store's business contact.
 */
const requestBusinessQuote = operation(
  z.object({
    userData: userDataSchema,
    input: businessQuoteSchema,
    captchaToken: z.string().min(1).max(4000),
  }),
  { status: false } as Omit<StatusResult, 'errors'>,
  async ({ userData, input, captchaToken }, context) => {
    const locale = userData.language
    if (!(await allow.consume(context.payload, clientKey(context.request)))) {
      return { status: false, errors: [accountError(locale, 'tooManyRequests')] }
    }
    const refused = await captchaError(context.payload, locale, captchaToken)
    if (refused) return { status: false, errors: [refused] }
    const { payload, storeId } = context
    const product = input.productId
      ? await payload
          .findByID({ collection: 'products', id: Number(input.productId), depth: 0, locale })
          .catch(() => null)
      : null
    const quote = await payload.create({
      collection: 'business-quotes',
      overrideAccess: true,
      data: { ...input, product: product?.id ?? null, storeId, status: 'new' },
    })
    const { businessEmail } = await storeContact(payload, storeId)
    if (businessEmail) {
      const mail = await businessQuoteEmail({
        quote: { ...input, phone: input.phoneNumber, productTitle: product?.title ?? null },
        locale: MAIL_LOCALE,
      })
      await sendEmail({ to: businessEmail, replyTo: input.email, ...mail })
      await payload.update({
        collection: 'business-quotes',
        id: quote.id,
        overrideAccess: true,
        data: { mailedAt: new Date().toISOString() },
      })
    }
    return { status: true, errors: [] }
  },
)

export const businessMutations = { requestBusinessQuote }
