/** How the page's store writes a post's date: its intl locale ('nl-BE') and clock (IANA zone). */
export type StoreDates = { intl: string; timeZone: string }

/**
 * A post's publication day on the store's clock ('30 november 2026'), so a post published at
 * midnight shows the day the store's readers live, whatever the server's or the reader's zone.
 */
export const postDate = (iso: string, { intl, timeZone }: StoreDates): string =>
  new Intl.DateTimeFormat(intl, { dateStyle: 'long', timeZone }).format(new Date(iso))
