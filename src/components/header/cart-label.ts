/** An option of an ICU plural: `=0 {…}` or a plural category's `one {…}`, without nested braces. */
const OPTION = /(=\d+|zero|one|two|few|many|other)\s*\{([^{}]*)\}/g

/**
 * The cart link's name for a count, from its Cart.label message (one ICU plural over `count`),
 * with the browser's own plural rules and number format: the header's count needs no message
 * formatter (next-intl's, 10.6 KB gz). A unit test holds it to next-intl's text in every language.
 */
export function pluralLabel(message: string, locale: string, count: number): string {
  const options = new Map([...message.matchAll(OPTION)].map(([, key, text]) => [key, text!]))
  const text =
    options.get(`=${count}`) ??
    options.get(new Intl.PluralRules(locale).select(count)) ??
    options.get('other') ??
    message
  return text.replaceAll('#', new Intl.NumberFormat(locale).format(count))
}
