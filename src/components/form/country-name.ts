/** One formatter per language: making one is far dearer than naming a country with it. */
const formatters = new Map<string, Intl.DisplayNames | null>()

function regionNames(locale: string): Intl.DisplayNames | null {
  if (!formatters.has(locale)) {
    let names: Intl.DisplayNames | null = null
    try {
      names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' })
    } catch {
      // An unknown language tag: the codes stand in.
    }
    formatters.set(locale, names)
  }
  return formatters.get(locale) ?? null
}

/**
 * A country's name in the page's language ('Belgique'), its code when the runtime has none. The
 * country and calling-code selects name about 250 countries each while the form hydrates.
 */
export function countryName(code: string, locale: string): string {
  try {
    return regionNames(locale)?.of(code) ?? code
  } catch {
    return code
  }
}
