import type { AccountMenuTexts } from '@/components/header/account/account-page'

/**
 * Storybook's stand-in for src/components/header/account/account-menu.server.ts (aliased in
 * .storybook/main.ts): a story has no server to answer the action. Stories of a logged-in
 * header give the dropdown's words with their customer, so nothing asks this.
 */
export async function loadAccountMenu(): Promise<AccountMenuTexts | null> {
  return null
}
