/** A page of the logged-in dropdown (account-pages.ts lists them). */
export type AccountPage = { href: string; label: string }

/** What the logged-in dropdown says, asked only once someone is logged in (account-menu.server). */
export type AccountMenuTexts = {
  /** 'Mon compte, {firstName}' as written: the browser names the customer it finds. */
  template: string
  pages: AccountPage[]
  logOut: string
  /** Where logging out on an account-only page leads. */
  homeHref: string
}
