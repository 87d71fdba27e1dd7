/** A country's name in the page's language ('Belgique'), its code when the runtime has none. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code
  } catch {
    return code
  }
}
