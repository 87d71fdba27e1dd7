/** A page of the logged-in dropdown (account-pages.server.ts lists them). */
export type AccountPage = { href: string; label: string }
