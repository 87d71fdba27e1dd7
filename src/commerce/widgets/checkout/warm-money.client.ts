'use client'

import { useEffect } from 'react'

import { formatMoney } from '@/commerce/domain/money'
import { useIntlLocale } from '@/components/intl-locale.client'

/**
 * The page's first money formatters load Intl's currency data (about 50 ms on a phone's CPU):
 * made in a task of their own while the form's code comes, not inside the form's hydration, whose
 * summary and pay button format the totals (issue 39, total blocking time).
 */
export function useWarmMoneyFormat(currency: string | undefined) {
  const intl = useIntlLocale()
  useEffect(() => {
    if (!currency) return
    const warm = setTimeout(() => {
      // Whole amounts and amounts with cents each have a formatter (money.ts).
      for (const value of [100, 101]) formatMoney({ currency, value }, intl)
    })
    return () => clearTimeout(warm)
  }, [currency, intl])
}
