import { zodResolver } from '@hookform/resolvers/zod'

import { businessQuoteFormSchema } from '@/commerce/domain/business/quote'

/** The quote form's resolver: the shared quote rules on the typed values (loaded on first use). */
export const quoteResolver = zodResolver(businessQuoteFormSchema)
