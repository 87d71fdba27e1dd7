import { describe, expect, it } from 'vitest'

import { formatMoney, intlLocale } from '@/commerce/domain/money'
import { formatCardDate } from '@/commerce/services/cards'
import { hostedPageTexts } from '@/commerce/services/payments/hosted-page-texts'
import { cartMessages } from '@/commerce/widgets/cart/messages'
import { cartTexts } from '@/commerce/widgets/cart/texts'
import nl from '@/i18n/messages/nl'

/*
 * Issue 38 point 4: amounts and dates are written the way of the store's country in the page's
 * language: fr-FR, fr-BE, nl-BE, nl-NL.
 */
const day = new Date('2026-11-30T12:00:00Z')
const short = (intl: string) =>
  new Intl.DateTimeFormat(intl, { dateStyle: 'short', timeZone: 'UTC' }).format(day)

describe('the intl locale of a store', () => {
  it('joins the language and the store’s country, whatever their case', () => {
    expect(intlLocale('fr', 'FR')).toBe('fr-FR')
    expect(intlLocale('fr', 'BE')).toBe('fr-BE')
    expect(intlLocale('NL', 'be')).toBe('nl-BE')
    expect(intlLocale('nl', 'NL')).toBe('nl-NL')
  })

  it('is why Belgium and the Netherlands write the same day differently', () => {
    expect(short(intlLocale('fr', 'BE'))).toBe('30/11/26')
    expect(short(intlLocale('nl', 'BE'))).toBe('30/11/2026')
    expect(short(intlLocale('nl', 'NL'))).toBe('30-11-2026')
    expect(short(intlLocale('fr', 'FR'))).toBe('30/11/2026')
  })
})

describe('what is written with it', () => {
  it('writes amounts in the language’s order, the euro sign after French and before Dutch', () => {
    expect(formatMoney({ currency: 'EUR', value: 2550 }, 'fr-BE')).toMatch(/^25,50[\u00a0\u202f]€$/)
    expect(formatMoney({ currency: 'EUR', value: 2550 }, 'nl-BE')).toMatch(/^€[\u00a0\u202f]25,50$/)
  })

  it('dates a card, the cart’s amounts and the payment page in the locale it is given', () => {
    expect(formatCardDate('nl-BE', '2028-03-12')).toBe('12 maart 2028')
    expect(formatCardDate('fr-BE', '2028-03-12')).toBe('12 mars 2028')
    const money = cartTexts('nl', 'nl-BE', cartMessages(nl)).money
    expect(money({ currency: 'EUR', value: 2500 })).toMatch(/^€[\u00a0\u202f]25$/)
    expect(hostedPageTexts('nl').money(1250, 'EUR', 'BE')).toMatch(/^€[\u00a0\u202f]12,50$/)
  })
})
