'use client'

import { FieldDescription, FieldLabel, useField, useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps, NumberFieldClientComponent } from 'payload'

import { formatMoney, toUnits } from '@/commerce/domain/money'
import { adminIntlLocale } from '@/i18n/admin-texts'

/**
 * Cents as the staff member reads an amount: « 25,50 € » in French, « € 25,50 » in Dutch, in
 * the row's currency; a row without one (a ledger line) shows the amount alone, « 25,50 ».
 */
function amount(cents: unknown, currency: unknown, language: string): string {
  if (typeof cents !== 'number') return ''
  const locale = adminIntlLocale(language)
  if (typeof currency === 'string' && currency)
    return formatMoney({ currency, value: cents }, locale)
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(toUnits(cents))
}

/** A list column of cents (`admin.components.Cell`). */
export function MoneyCell({ cellData, rowData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  return <span>{amount(cellData, rowData?.currency, i18n.language)}</span>
}

/** A read-only field of cents in the edit view (`admin.components.Field`). */
export const MoneyField: NumberFieldClientComponent = ({ field, path }) => {
  const { i18n } = useTranslation()
  const { value } = useField<number>({ path: path ?? field.name })
  const { value: currency } = useField<string>({ path: 'currency' })
  return (
    <div className="field-type money-field">
      <FieldLabel label={field.label} path={path} />
      <output htmlFor={path}>{amount(value, currency, i18n.language)}</output>
      <FieldDescription description={field.admin?.description} path={path} />
    </div>
  )
}
