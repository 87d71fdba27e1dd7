/** Where a widget goes next; stories pass their own, which stays on the story. */
export type Navigate = (href: string) => void

/** A full page load: the next page is static, and reads the session afresh. */
export const goTo: Navigate = (href) => window.location.assign(href)
