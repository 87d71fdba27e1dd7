import { formatMoney } from '@/commerce/domain/money'
import { adminText, type AdminTexts } from '@/i18n/admin-texts'

type DashboardTexts = AdminTexts['Dashboard']

/** The dashboard's words, dates and amounts in the language the member of staff reads /admin in. */
export type Words = {
  language: string
  t: (pick: (texts: DashboardTexts) => string, values?: Record<string, string>) => string
  date: (at: string) => string
  money: (cents: number, currency: string | null) => string
}

export function dashboardWords(language: string): Words {
  const dates = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' })
  return {
    language,
    t: (pick, values) => adminText(language, (texts) => pick(texts.Dashboard), values),
    date: (at) => dates.format(new Date(at)),
    // An order's currency is set once placed; the card's from its issue.
    money: (cents, currency) =>
      currency ? formatMoney({ value: cents, currency }, language) : String(cents),
  }
}
