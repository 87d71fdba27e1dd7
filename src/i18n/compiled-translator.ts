import format, { type CompiledMessage, type FormatValues } from 'icu-minify/format'

const intl = {
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) =>
    new Intl.PluralRules(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) =>
    new Intl.NumberFormat(...args),
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) =>
    new Intl.DateTimeFormat(...args),
}

/**
 * `t` for one namespace of precompiled messages (i18n/precompile.ts), as next-intl's is for
 * source messages: a missing key answers its path.
 */
export function compiledTranslator<M extends Record<string, CompiledMessage>>(
  locale: string,
  messages: M,
  namespace: string,
) {
  return (key: keyof M & string, values?: FormatValues): string => {
    const message = messages[key]
    if (message === undefined) return `${namespace}.${key}`
    return String(format(message, locale, values, { formatters: intl }))
  }
}
